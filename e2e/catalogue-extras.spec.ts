import type { Page } from "@playwright/test";

import { expect, interactive, pressBelowBoxes, test } from "./fixtures.ts";

/** The number in "55 produktů" above the listing. */
async function productCount(page: Page): Promise<number> {
  const text = await page
    .getByRole("status")
    .filter({ hasText: /\d+ produkt/ })
    .innerText();
  return Number(text.replace(/\D/g, ""));
}

/** Prices of the boxes on the page, in the order shown: the amount after each "Cena:". */
async function boxPrices(page: Page): Promise<Array<number>> {
  const prices = await page
    .getByRole("region", { name: "Produkty" })
    .getByRole("article")
    .getByText(/^Cena: \d/)
    .allTextContents();
  return prices.map((price) => {
    const amount = /^Cena:\s*(\d[\d\s]*,\d{2})/.exec(price)?.[1];
    if (amount === undefined) throw new Error(`no price in "${price}"`);
    return Number(amount.replace(/\s/g, "").replace(",", "."));
  });
}

/** Without JavaScript the shopper presses "Použít filtry"; with it a change applies at once. */
async function applyFilters(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Použít filtry" }).click();
  }
}

/** A chosen sort order applies at once with JavaScript, by its button without. */
async function applySort(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Seřadit" }).click();
}

test("the promotions from the main menu: discounted products, sorted and paged", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Hlavní menu" })
    .getByRole("link", { name: "Akce a slevy", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/akce-a-slevy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Akce a slevy" })).toBeVisible();
  expect(await productCount(page)).toBeGreaterThan(21);

  // Every promoted product is in a discount: its box shows the badge and the struck price.
  const boxes = page.getByRole("region", { name: "Produkty" }).getByRole("article");
  await expect(boxes).toHaveCount(21);
  for (const box of await boxes.all()) {
    await expect(box.getByText(/^−\d+ %$/)).toBeVisible();
    await expect(box.getByRole("deletion")).toBeVisible();
  }
  // The promotions' own tag is on every product there, so it is no filter.
  await expect(
    page
      .getByRole("form", { name: "Filtry" })
      .getByRole("checkbox", { name: /^Akce/, includeHidden: true }),
  ).toHaveCount(0);

  await page.getByLabel("Řadit").selectOption({ label: "Od nejlevnějšího" });
  await applySort(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/akce-a-slevy\?sort=price_asc(#vysledky)?$/);
  await expect(page.getByLabel("Řadit")).toHaveValue("price_asc");
  // The address changes as the navigation starts its render: the list follows.
  await expect
    .poll(async () => {
      const prices = await boxPrices(page);
      return prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    })
    .toBe(true);
  const sorted = await boxPrices(page);

  await pressBelowBoxes(
    page.getByRole("navigation", { name: "Stránkování" }).getByRole("link", { name: "Strana 2" }),
  );
  await expect(page).toHaveURL(/\/akce-a-slevy\?sort=price_asc&page=2$/);
  await expect(page.getByRole("link", { name: "Strana 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const secondPage = await boxPrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(sorted.at(-1) ?? 0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/akce-a-slevy\?page=2$/,
  );
});

test("a colour chosen on the promotions keeps the promotions as the canonical page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/akce-a-slevy");
  const all = await productCount(page);
  const filters = page.getByRole("form", { name: "Filtry" });
  await filters.getByRole("checkbox", { name: /^Růžová/ }).check();
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/akce-a-slevy\?p1=1001(#vysledky)?$/);
  await expect(page.getByRole("link", { name: /Zrušit filtr Barva: Růžová/ })).toBeVisible();
  expect(await productCount(page)).toBeLessThan(all);
  // Pink promotions are not the pink vibrators' filtered category.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/akce-a-slevy\?p1=1001$/,
  );
});

test("the old promotions address moves permanently to the promotions", async ({
  page,
  request,
}) => {
  const response = await request.get("/akce", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/akce-a-slevy");
  await page.goto("/akce");
  await expect(page).toHaveURL(/\/akce-a-slevy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Akce a slevy" })).toBeVisible();
});

test("a category moved under its old slug lands on the category", async ({ page }) => {
  await page.goto("/gely");
  await expect(page).toHaveURL(/\/lubrikacni-gely$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lubrikační gely" })).toBeVisible();
});

test("a category's limited offer shows its product's box and leads to the product", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  const offer = page.getByRole("region", { name: "Jen tento týden se slevou" });
  await expect(offer.getByRole("heading", { name: "Vibrátor Rabbit Duo" })).toBeVisible();
  await expect(offer.getByText(/^Cena: \d/)).toBeVisible();
  await offer.getByRole("link", { name: "Chci slevu" }).click();
  await expect(page).toHaveURL(/\/produkt\/vibrator-rabbit-duo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" })).toBeVisible();
  // With JavaScript the product page came as data: its boxes are the browser's own render.
  const shelf = page.getByRole("region", { name: "Podobné produkty" });
  await expect(shelf.getByRole("article").first()).toBeVisible();
  await expect(shelf.getByRole("button", { name: /^Oblíbené: / }).first()).toBeVisible();
});
