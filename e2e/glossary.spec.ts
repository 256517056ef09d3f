import type { Page } from "@playwright/test";

import { expect, interactive, seriousViolations, test } from "./fixtures.ts";

// An unknown term answers 404, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 404/] });

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
}

test("the glossary opens from the footer and a letter leads to its terms and a term's page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Erotický výkladový slovník", exact: true })
    .click();
  await expect(page).toHaveURL(/\/eroticky-vykladovy-slovnik$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Erotický výkladový slovník" }),
  ).toBeVisible();
  await interactive(page, javaScriptEnabled);
  await axeClean(page, javaScriptEnabled);

  await page
    .getByRole("navigation", { name: "Pojmy podle písmen" })
    .getByRole("link", { name: "V", exact: true })
    .click();
  await expect(page).toHaveURL(/#pismeno-v$/);
  const letterV = page.getByRole("region", { name: "V", exact: true });
  await expect(letterV.getByRole("heading", { level: 2, name: "V" })).toBeInViewport();
  await letterV.getByRole("link", { name: "Vibrátor", exact: true }).click();

  await expect(page).toHaveURL(/\/eroticky-vykladovy-slovnik\/vibrator$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Vibrátor: druhy, materiály a výběr" }),
  ).toBeVisible();
});

test("a term's page shows its trail and products, and its product opens", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/eroticky-vykladovy-slovnik/vibrator");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("navigation", { name: "Drobečková navigace" })).toContainText(
    "Erotický výkladový slovník",
  );
  await axeClean(page, javaScriptEnabled);

  await page
    .getByRole("region", { name: "Produkty k tomuto pojmu" })
    .getByRole("link", { name: "Vibrátor Velvet Classic", exact: true })
    .click();
  await expect(page).toHaveURL(/\/produkt\/vibrator-velvet-classic/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Vibrátor Velvet Classic" }),
  ).toBeVisible();
});

test("a glossary term in a product's description leads to the term's page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/produkt/vibrator-velvet-classic");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("link", { name: "silikon", exact: true }).click();
  await expect(page).toHaveURL(/\/eroticky-vykladovy-slovnik\/silikon$/);
  await expect(page.getByRole("heading", { level: 1, name: "Silikon" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Související pojmy" }).getByRole("link", {
      name: "Tělově bezpečný materiál",
    }),
  ).toBeVisible();
});

test("a term the glossary does not have answers 404", async ({ page }) => {
  const response = await page.goto("/eroticky-vykladovy-slovnik/neni-takovy-pojem");
  expect(response?.status()).toBe(404);
});

test("the Slovak and German glossaries have their own terms at their own paths", async ({
  page,
}) => {
  await page.goto("/sk/eroticky-vykladovy-slovnik/masazny-olej");
  await expect(page.getByRole("heading", { level: 1, name: "Masážny olej" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
    "href",
    /\/eroticky-vykladovy-slovnik\/masazni-olej$/,
  );
  await page.goto("/de/erotik-lexikon");
  await expect(page.getByRole("heading", { level: 1, name: "Erotik-Lexikon" })).toBeVisible();
  await page.getByRole("link", { name: "Gleitgel", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/erotik-lexikon\/gleitgel$/);
});
