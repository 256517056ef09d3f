import type { Page } from "@playwright/test";

import { expect, holdScripts, interactive, pressBelowBoxes, test } from "./fixtures.ts";

const searchBox = (page: Page) => page.getByRole("search").first().getByLabel("Hledat v obchodě");

/** Types a query into the header's box and sends it, as a shopper presses Enter. */
async function searchFor(page: Page, javaScriptEnabled: boolean, query: string) {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await searchBox(page).fill(query);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/hledat\?q=/);
}

/** A sort order applies at once with JavaScript, by its button without. */
async function sortBy(page: Page, javaScriptEnabled: boolean, order: string) {
  await page.getByLabel("Řadit").selectOption({ label: order });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Seřadit" }).click();
}

test("a search from the header lists grouped results, pages the products and opens one", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "vibrátor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výsledky hledání „vibrátor“");
  await expect(page).toHaveTitle(/Hledání „vibrátor“/);
  // The header's box keeps the query.
  await expect(searchBox(page)).toHaveValue("vibrátor");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const products = page.getByRole("region", { name: /^Produkty \(\d+\)$/ });
  await expect(products.getByRole("article")).toHaveCount(10);
  await expect(page.getByRole("region", { name: /^Kategorie \(\d+\)$/ })).toContainText(
    "Vibrátory",
  );
  await expect(
    page.getByRole("status").filter({ hasText: /Našli jsme \d+ výsledk/ }),
  ).toBeVisible();

  await pressBelowBoxes(products.getByRole("link", { name: "Další", exact: true }));
  await expect(page).toHaveURL(/\/hledat\?q=vibr%C3%A1tor&page=2/);
  await expect(products.getByRole("link", { name: "Strana 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const first = products.getByRole("article").first();
  const name = ((await first.getByRole("heading").textContent()) ?? "").trim();
  await first.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a query typed before the page is interactive stays in the box and is searched", async ({
  page,
  javaScriptEnabled,
}) => {
  // A slow network: the shopper types while the page's scripts are still on their way.
  const release = await holdScripts(page);
  await page.goto("/produkt/vibrator-rabbit-duo", { waitUntil: "commit" });
  await searchBox(page).fill("lubrikant");
  release();
  await interactive(page, javaScriptEnabled);
  await expect(searchBox(page)).toHaveValue("lubrikant");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výsledky hledání „lubrikant“");
});

test("the products sort like a listing and keep the query", async ({ page, javaScriptEnabled }) => {
  await page.goto("/hledat?q=vibr%C3%A1tor");
  await interactive(page, javaScriptEnabled);
  await sortBy(page, javaScriptEnabled, "Od nejlevnějšího");
  await expect(page).toHaveURL(/\/hledat\?q=vibr%C3%A1tor&sort=price_asc/);
  await expect(page.getByLabel("Řadit")).toHaveValue("price_asc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výsledky hledání „vibrátor“");
});

test("diacritics do not matter: „cisteni“ finds the hygiene category and the cleaning advice", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "cisteni");
  await expect(page.getByRole("region", { name: /^Kategorie/ })).toContainText("Hygiena a čištění");
  const articles = page.getByRole("region", { name: /^Články a rady/ });
  await articles.getByRole("link", { name: "Čištění a péče o erotické pomůcky" }).click();
  await expect(page).toHaveURL(/\/clanky\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Čištění a péče o erotické pomůcky",
  );
});

test("a query shorter than 3 characters says why nothing is searched", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "vi");
  await expect(page.getByRole("status").filter({ hasText: "nejméně 3 znacích" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Produkty/ })).toHaveCount(0);
});

test("a search that finds nothing offers the closest category and the top categories", async ({
  page,
  javaScriptEnabled,
}) => {
  await searchFor(page, javaScriptEnabled, "vybratorky");
  await expect(page.getByText("Pro „vybratorky“ jsme nic nenašli.")).toBeVisible();
  await expect(page.getByText("Možná hledáte")).toBeVisible();
  await page.getByRole("link", { name: "Vibrátory" }).first().isVisible();
  await expect(page.getByRole("heading", { name: "Oblíbené kategorie" })).toBeVisible();
});

test.describe("the 404 page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("offers a search and the top categories", async ({ page, javaScriptEnabled }) => {
    await page.goto("/tahle-stranka-neni");
    await interactive(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Oblíbené kategorie" })).toBeVisible();
    const form = page.getByRole("search", { name: "Hledat v obchodě" }).last();
    await form.getByRole("searchbox").fill("gel");
    await form.getByRole("button", { name: "Hledat" }).click();
    await expect(page).toHaveURL(/\/hledat\?q=gel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výsledky hledání „gel“");
  });
});
