// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { WishToggle } from "#app/components/product/wish-toggle.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";

afterEach(cleanup);

const ON = ["favourites", "wishList"];

describe("the heart", () => {
  test("is pressed for a wished variant and posts the opposite, back to its box", async () => {
    const page = await renderAsServer(
      <WishToggle variantId={1011} productName="Masážní olej" anchor="produkt-101" />,
      {
        url: "http://localhost/vibratory?page=2",
        rootData: { locale: "cs", frame: {}, features: ON, wishedVariantIds: [1011] },
      },
    );
    const heart = page.getByRole("button", { name: "Oblíbené: Masážní olej" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(heart.getAttribute("title")).toBe("Odebrat z oblíbených");
    const form = heart.closest("form");
    expect(form?.getAttribute("action")).toBe("/uzivatel/oblibene");
    const fields = Object.fromEntries(new FormData(form ?? undefined, heart));
    expect(fields).toMatchObject({
      intent: "wish",
      variantId: "1011",
      wished: "0",
      returnTo: "/vibratory?page=2#produkt-101",
    });
  });

  test("a guest's heart is not pressed and asks to add", async () => {
    const page = await renderAsServer(<WishToggle variantId={1011} productName="Masážní olej" />, {
      rootData: { locale: "cs", frame: {}, features: ON, wishedVariantIds: null },
    });
    const heart = page.getByRole("button", { name: "Oblíbené: Masážní olej" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.closest("form")?.querySelector<HTMLInputElement>("[name=wished]")?.value).toBe(
      "1",
    );
  });

  test("the product page says the action in words", async () => {
    const page = await renderAsServer(
      <WishToggle variantId={1011} productName="Masážní olej" withText />,
      { rootData: { locale: "cs", frame: {}, features: ON, wishedVariantIds: [] } },
    );
    expect(page.getByRole("button", { name: "Přidat do oblíbených" })).toBeTruthy();
  });

  test("is not there while the shop has no wish list", async () => {
    const page = await renderAsServer(<WishToggle variantId={1011} productName="Masážní olej" />, {
      rootData: { locale: "cs", frame: {}, features: ["favourites"], wishedVariantIds: [1011] },
    });
    expect(page.queryByRole("button")).toBeNull();
  });
});
