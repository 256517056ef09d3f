import type { Page } from "@playwright/test";

import { FEATURES_SHOP_URL, expect, interactive, test, seriousViolations } from "./fixtures.ts";
import { PASSWORD, logIn, registeredCustomer } from "./store-api.ts";

const main = (page: Page) => page.getByRole("main");
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

/** The seeded business buyer (a company with its IČO). */
const PETR = { email: "nakup@firma-example.cz", password: PASSWORD };
const CONDOMS = "Kondomy Classic";

test.use({ baseURL: FEATURES_SHOP_URL });

test("a business buyer puts three variants in the cart from one box", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, PETR, "?redirectTo=%2Fklasicke-kondomy");
  await expect(page).toHaveURL(/\/klasicke-kondomy$/);
  await interactive(page, javaScriptEnabled);
  const entry = main(page).getByRole("form", {
    name: `Množství podle variant: ${CONDOMS}`,
    exact: true,
  });
  await entry.getByLabel("3 ks").fill("2");
  await entry.getByLabel("12 ks").fill("1");
  await entry.getByLabel("24 ks").fill("1");
  await entry.getByRole("button", { name: "Vložit do košíku" }).click();
  await expect(notifications(page)).toContainText("Produkty byly vloženy do košíku");

  await page.goto("/kosik");
  for (const size of ["3 ks", "12 ks", "24 ks"]) {
    await expect(
      main(page)
        .getByText(new RegExp(`${CONDOMS}.*${size}`))
        .first(),
    ).toBeVisible();
  }
});

test("a consumer's boxes keep the one Do košíku button", async ({ page, request }) => {
  const customer = await registeredCustomer(request, "spotrebitel");
  await logIn(page, customer, "?redirectTo=%2Fklasicke-kondomy");
  await expect(page).toHaveURL(/\/klasicke-kondomy$/);
  await expect(main(page).getByRole("form", { name: /^Množství podle variant/ })).toHaveCount(0);
});

test("a business buyer can see prices without VAT first, remembered", async ({ page }) => {
  await logIn(page, PETR, "?redirectTo=%2Fuzivatel%2Fprehled");
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  const display = main(page).getByRole("region", { name: "Zobrazení cen" });
  await display.getByLabel("Ceny bez DPH na prvním místě").check();
  await display.getByRole("button", { name: "Uložit zobrazení cen" }).click();
  await expect(notifications(page)).toContainText("Ceny teď ukazujeme nejdřív bez DPH.");

  await page.goto("/produkt/kondomy-classic");
  const prices = main(page).locator(".product-price");
  await expect(prices.locator(".price-line")).toContainText("bez DPH");
  await expect(prices.locator(".price-secondary")).toContainText("s DPH");

  await page.goto("/uzivatel/prehled");
  await display.getByLabel("Ceny s DPH").check();
  await display.getByRole("button", { name: "Uložit zobrazení cen" }).click();
  await expect(notifications(page)).toContainText("Ceny teď ukazujeme s DPH.");
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("a listing with quantity entry has no serious or critical violations", async ({ page }) => {
    await logIn(page, PETR, "?redirectTo=%2Fklasicke-kondomy");
    await expect(page).toHaveURL(/\/klasicke-kondomy$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
