// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { CompareButton } from "#app/components/product/compare-button.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

afterEach(cleanup);

const ON = ["favourites", "wishList", "compare"];

describe("the compare button", () => {
  test("is pressed for a compared product and asks to remove it, back to its box", async () => {
    const page = await renderAsServer(
      <CompareButton productId={101} productName="Masážní olej" anchor="produkt-101" />,
      {
        url: "http://localhost/vibratory?page=2",
        rootData: { locale: "cs", frame: {}, features: ON, compareIds: [102, 101] },
      },
    );
    const button = page.getByRole("button", { name: "Porovnat: Masážní olej" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toMatch(/^Porovnat/);
    const form = button.closest("form");
    expect(form?.getAttribute("action")).toBe("/porovnani");
    // What the press posts: the form's fields and the button's own.
    expect(Object.fromEntries(new FormData(form ?? undefined, button))).toEqual({
      intent: "remove",
      productId: "101",
      returnTo: "/vibratory?page=2#produkt-101",
    });
  });

  test("is not pressed for another product and asks to add it", async () => {
    const page = await renderAsServer(<CompareButton productId={7} productName="Petal" />, {
      url: "http://localhost/produkt/petal",
      rootData: { locale: "cs", frame: {}, features: ON, compareIds: [101] },
    });
    const button = page.getByRole("button", { name: "Porovnat: Petal" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(
      Object.fromEntries(new FormData(button.closest("form") ?? undefined, button)),
    ).toMatchObject({
      intent: "add",
      returnTo: "/produkt/petal",
    });
  });

  test("speaks the page's language", async () => {
    const page = await renderAsServer(<CompareButton productId={7} productName="Petal" />, {
      locale: "de",
      rootData: { locale: "de", frame: {}, features: ON, compareIds: [] },
    });
    expect(
      page.getByRole("button", { name: "Vergleichen: Petal" }).closest("form")?.action,
    ).toMatch(/\/de\/vergleich$/);
  });

  test("is not there while the shop has no comparison", async () => {
    const page = await renderAsServer(<CompareButton productId={101} productName="Olej" />, {
      rootData: { locale: "cs", frame: {}, features: ["favourites", "wishList"], compareIds: [] },
    });
    expect(page.queryByRole("button")).toBeNull();
  });
});
