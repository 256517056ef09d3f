import type { Page } from "@playwright/test";

import { WASH_GEL } from "./checkout-steps.ts";
import { expect, interactive, seriousViolations, test } from "./fixtures.ts";
import { placedOrder } from "./store-api.ts";

// A look-up that finds nothing answers 404, a malformed one 400: the browser logs either as a
// failed load.
test.use({ allowedConsoleErrors: [/status of 40[04]/] });

const form = (page: Page) => page.getByRole("main");

/** An order of a customer of its own, placed through the store's API (not the shop's checkout). */
const ORDER = { prefix: "stav", variantId: WASH_GEL, amount: 2, stock: 1000 };

async function lookUp(page: Page, code: string, email: string) {
  await form(page).getByLabel("Číslo objednávky").fill(code);
  await form(page).getByLabel("E-mail").fill(email);
  await form(page).getByRole("button", { name: "Zjistit stav" }).click();
}

test("a guest looks an order up by its code and e-mail", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const order = await placedOrder(request, ORDER);
  await page.goto("/stav-objednavky");
  await interactive(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Stav objednávky" })).toBeVisible();

  await lookUp(page, order.code, "nekdo-jiny@example.cz");
  await expect(
    form(page).getByText("Objednávku s tímto číslem a e-mailem jsme nenašli."),
  ).toBeVisible();
  await expect(form(page).getByLabel("Číslo objednávky")).toHaveValue(order.code);
  await expect(form(page).getByLabel("E-mail")).toHaveValue("nekdo-jiny@example.cz");

  await form(page).getByLabel("E-mail").fill(order.email);
  await form(page).getByRole("button", { name: "Zjistit stav" }).click();
  const result = page.getByRole("region", { name: `Objednávka ${order.code}` });
  await expect(result).toBeVisible();
  await expect(result.getByText("Přijatá", { exact: true })).toBeVisible();
  await expect(result.getByText("Čeká na zaplacení", { exact: true })).toBeVisible();
  await expect(result.getByText("Předpokládané doručení")).toBeVisible();
  // Nothing about who ordered.
  await expect(result).not.toContainText(order.email);
  await expect(result).not.toContainText("Eva Malá");
  await expect(
    form(page).getByText("Objednávku s tímto číslem a e-mailem jsme nenašli."),
  ).toHaveCount(0);
});

test("a shipped order on its way reads alike on the status page and the return form", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const order = await placedOrder(request, { ...ORDER, shipped: true });
  await page.goto("/stav-objednavky");
  await interactive(page, javaScriptEnabled);
  await lookUp(page, order.code, order.email);
  const result = page.getByRole("region", { name: `Objednávka ${order.code}` });
  await expect(result.getByText("Odeslaná", { exact: true })).toBeVisible();
  await expect(result.getByText("Předpokládané doručení")).toBeVisible();

  await page.goto(
    `/vraceni-zbozi?${new URLSearchParams({ objednavka: order.code, email: order.email })}`,
  );
  await expect(
    form(page).getByText(new RegExp(`^Objednávka ${order.code}, odeslána, doručení `)),
  ).toBeVisible();
  await expect(form(page).getByText(/doručena/)).toHaveCount(0);
});

test("a malformed e-mail gets the spec's message by its field", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/stav-objednavky");
  await interactive(page, javaScriptEnabled);
  await lookUp(page, "2025000001", "jana@");
  await expect(form(page).getByText("E-mail není ve správném formátu")).toBeVisible();
  await expect(form(page).getByLabel("E-mail")).toHaveValue("jana@");
});

test("a link with the code and the e-mail opens the order's status at once", async ({
  page,
  request,
}) => {
  const order = await placedOrder(request, ORDER);
  const response = await page.goto(
    `/stav-objednavky?${new URLSearchParams({ kod: order.code, email: order.email })}`,
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("region", { name: `Objednávka ${order.code}` })).toBeVisible();

  const unknown = await page.goto(
    `/stav-objednavky?${new URLSearchParams({ kod: order.code, email: "x@example.cz" })}`,
  );
  expect(unknown?.status()).toBe(404);
});

test("the footer's Nákup menu links to the order status page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Stav objednávky" }).click();
  await expect(page).toHaveURL(/\/stav-objednavky$/);
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("the order status page with a result has no serious or critical violations", async ({
    page,
    request,
  }) => {
    const order = await placedOrder(request, ORDER);
    await page.goto(
      `/stav-objednavky?${new URLSearchParams({ kod: order.code, email: order.email })}`,
    );
    await expect(page.getByRole("region", { name: `Objednávka ${order.code}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
