import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test, vi } from "vitest";

import {
  MODAL_FREEZE_MS,
  closesOnOutsideClick,
  createModalStack,
  modalClassName,
} from "#app/components/ui/modal-stack.ts";
import { Modal } from "#app/components/ui/modal.tsx";

describe("modal stack", () => {
  test("only the newest open modal is active; closing it activates the one before", () => {
    const stack = createModalStack();
    stack.open("first");
    expect(stack.isInactive("first")).toBe(false);
    stack.open("second");
    expect(stack.isInactive("first")).toBe(true);
    expect(stack.isInactive("second")).toBe(false);
    stack.close("second");
    expect(stack.isInactive("first")).toBe(false);
  });

  test("a closed modal is never inactive, and listeners hear every change", () => {
    const stack = createModalStack();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.open("a");
    stack.close("a");
    stack.close("a");
    expect(stack.isInactive("a")).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stack.open("a");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test("the newest modal's element hosts what must show above the backdrop", () => {
    const stack = createModalStack<string>();
    expect(stack.activeHost()).toBeNull();
    stack.open("a", "dialog a");
    stack.open("b", "dialog b");
    expect(stack.activeHost()).toBe("dialog b");
    stack.close("b");
    expect(stack.activeHost()).toBe("dialog a");
  });

  test("reopening a modal makes it the newest", () => {
    const stack = createModalStack();
    stack.open("a");
    stack.open("b");
    stack.open("a");
    expect(stack.isInactive("b")).toBe(true);
    expect(stack.isInactive("a")).toBe(false);
  });
});

describe("outside clicks", () => {
  test("are ignored for 300 ms after opening", () => {
    expect(MODAL_FREEZE_MS).toBe(300);
    expect(closesOnOutsideClick(1_000, 1_299)).toBe(false);
    expect(closesOnOutsideClick(1_000, 1_300)).toBe(true);
  });
});

describe("modal markup", () => {
  test("sizes, fullscreen and the inactive state are classes", () => {
    expect(modalClassName({ size: "sm", fullscreen: false, inactive: false })).toBe(
      "modal modal-sm",
    );
    expect(modalClassName({ size: "xxl", fullscreen: true, inactive: true })).toBe(
      "modal modal-xxl modal-fullscreen is-inactive",
    );
  });

  test("the server renders a closed <dialog> named by its title, with a close button", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "cs",
      defaultNS: "common",
      resources: { cs: { common: { modal: { close: "Zavřít" } } } },
    });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Modal open={false} onClose={() => {}} title="Sleva" size="lg">
          <p>Obsah</p>
        </Modal>
      </I18nextProvider>,
    );
    expect(html).toMatch(/^<dialog class="modal modal-lg" aria-labelledby="([^"]+)">/);
    expect(html).not.toContain(" open");
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}">Sleva</h2>`);
    expect(html).toContain('<button type="button" class="modal-close">');
    expect(html).toContain('<span class="visually-hidden">Zavřít</span>');
    expect(html).toContain("<p>Obsah</p>");
  });
});
