import type { Locator } from "@playwright/test";

import { expect, expectAddedToCart, interactive, test } from "./fixtures.ts";

// A phone held upright, tapped with a finger (Chromium only: Firefox knows no isMobile).
const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

/** Where an element ends, from the top of the first screen (the page is not scrolled). */
async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element is not rendered");
  return box.y + box.height;
}

test("on a phone the name and Do košíku are on the first screen, and a colour is chosen by its name", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/produkt/vibrator-velvet-classic");
  await interactive(page, javaScriptEnabled);
  const heading = page.getByRole("heading", { level: 1, name: "Vibrátor Velvet Classic" });
  const addToCart = page.getByRole("button", { name: "Do košíku", exact: true });
  await expect(heading).toBeVisible();
  await expect(addToCart).toBeVisible();
  expect(await bottomOf(heading)).toBeLessThanOrEqual(SCREEN.height);
  expect(await bottomOf(addToCart)).toBeLessThanOrEqual(SCREEN.height);

  const colours = page.getByRole("navigation", { name: "Barva" });
  const pink = colours.getByRole("link", { name: "Růžová", exact: true });
  const purple = colours.getByRole("link", { name: "Fialová", exact: true });
  await expect(pink).toHaveAttribute("aria-current", "true");
  await expect(colours.getByRole("link", { name: "Černá (vyprodáno)" })).toBeVisible();

  await purple.tap();
  await expect(page).toHaveURL(/[?&]variant_id=\d+/);
  await expect(purple).toHaveAttribute("aria-current", "true");
  await expect(pink).not.toHaveAttribute("aria-current", "true");

  await addToCart.tap();
  await expectAddedToCart(page, javaScriptEnabled, "Vibrátor Velvet Classic");
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  await expect(purple).toHaveAttribute("aria-current", "true");
});
