import { expect, test } from "./fixtures.ts";

test.use({ allowedConsoleErrors: [/status of (404|503)/] });

test("an unknown path answers 404 inside the normal layout, in the CMS's words", async ({
  page,
}) => {
  const response = await page.goto("/tahle-stranka-neexistuje");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tuhle stránku jsme nenašli");
  await expect(
    page.getByText("Zkuste vyhledávání nebo pokračujte na úvodní stránku."),
  ).toBeVisible();
  await expect(page.getByText("Kód chyby: 404")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hlavní menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zpět na úvodní stránku" })).toBeVisible();
  await expect(page).toHaveTitle("Stránka nenalezena | Amoris");
});

test("a German shopper's missing page says so in German, title included", async ({ page }) => {
  const response = await page.goto("/de/diese-seite-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
  await expect(page).toHaveTitle("Seite nicht gefunden | Amoris");
});

test("an unknown product's 404 is the CMS's page too", async ({ page }) => {
  const response = await page.goto("/sk/produkt/neexistujuci-produkt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Túto stránku sme nenašli");
  await expect(page).toHaveTitle("Stránka sa nenašla | Amoris");
});

test("an unknown product answers 404", async ({ page }) => {
  const response = await page.goto("/produkt/neexistujici-produkt");
  expect(response?.status()).toBe(404);
});

test("a failing upstream answers 503 with the generic texts, never a stack trace", async ({
  page,
  upstreamFault,
}) => {
  await upstreamFault("cms", {
    pathPattern: "^/catalog/product\\?.*slugs=vibrator-lumi-mini",
    status: 503,
  });
  // A product no other journey opens, so no cached copy can stand in for the CMS.
  const response = await page.goto("/produkt/vibrator-lumi-mini");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Něco se porouchalo" })).toBeVisible();
  await expect(
    page.getByText("Omlouváme se, pokud se problém opakuje, kontaktujte nás."),
  ).toBeVisible();
  await expect(page).toHaveTitle("Něco se porouchalo | Amoris");
  await expect(page.locator("body")).not.toContainText(/Error:|at .*\.js:\d+/);
});

test("a listing page past the last one answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/vibratory?page=999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tuhle stránku jsme nenašli");
  await expect(page.getByText("Kód chyby: 404")).toBeVisible();
});
