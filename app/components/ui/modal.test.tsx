// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";

import {
  MODAL_FREEZE_MS,
  closesOnOutsideClick,
  createModalStack,
  modalClassName,
} from "#app/components/ui/modal-stack.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { renderRoute } from "#app/testing/render-route.tsx";

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

  test("a closed <dialog> named by its title, with a close button", async () => {
    await renderRoute(
      <Modal open={false} onClose={() => {}} title="Sleva" size="lg">
        <p>Obsah</p>
      </Modal>,
    );
    // Closed, the dialog is hidden from everyone, so the queries must include hidden nodes.
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = screen.getByRole("dialog", { hidden: true });
    if (!(dialog instanceof HTMLDialogElement)) throw new Error("expected a <dialog>");
    expect(dialog.open).toBe(false);
    expect(dialog.className).toBe("modal modal-lg");
    const title = within(dialog).getByRole("heading", { level: 2, hidden: true });
    expect(title.textContent).toBe("Sleva");
    expect(dialog.getAttribute("aria-labelledby")).toBe(title.id);
    const close = within(dialog).getByRole("button", { name: "Zavřít", hidden: true });
    expect(close.className).toBe("modal-close");
    expect(within(dialog).getByText("Obsah").tagName).toBe("P");
  });
});
