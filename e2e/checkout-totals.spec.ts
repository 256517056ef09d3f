import type { APIRequestContext, Page } from "@playwright/test";

import {
  courierAnd,
  finishedHeading,
  placeOrder,
  WASH_GEL,
  fillDetails,
} from "./checkout-steps.ts";
import { STORE_URL, expect, interactive, test } from "./fixtures.ts";
import { bankTransferOrder, customerWithShippedPurchase, logIn, uniqueEmail } from "./store-api.ts";

const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });

/** "1 591,25 Kč" as a number. */
function amountOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));
}

/** The total of a summary's lines: the amount beside "Celkem k úhradě". */
async function totalIn(page: Page): Promise<number> {
  const total = page.locator(".checkout-total dd");
  await expect(total).toHaveCount(1);
  return amountOf(await total.textContent());
}

async function storeOrderTotal(request: APIRequestContext, page: Page): Promise<number> {
  const token = new URL(page.url()).searchParams.get("token") ?? "";
  const answer = await request.get(`${STORE_URL}/api/v1/orders/token/${token}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { prices: { totalWithTax: number } } };
  return data.prices.totalWithTax;
}

// Every journey here buys the gel the checkout journeys buy, stocked for them.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

test("coupon, credits, gift, PPL and cash on delivery: one total from the last step to the store", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // A shipped purchase of two gels (358 Kč, above the minimum order) earned the credits.
  const customer = await customerWithShippedPurchase(request, WASH_GEL, 2);
  await logIn(page, customer);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  // Seven gels at the quantity price of 170 Kč, 1 190 Kč: with the coupon still above the
  // gift's 1 000 Kč.
  await page.goto(`/kosik?addToCart=${WASH_GEL}:7`);
  await interactive(page, javaScriptEnabled);

  await page.getByLabel("Kód kupónu").fill("SLEVA10");
  await page.getByRole("button", { name: "Uplatnit kupón" }).click();
  await expect(notifications(page)).toContainText("Kupón byl uplatněn.");
  const credits = page.getByRole("region", { name: "Věrnostní kredity" });
  await credits.getByLabel("Kolik kreditů použít").fill("10");
  await credits.getByRole("button", { name: "Použít kredity" }).click();
  await expect(notifications(page)).toContainText("Kredity byly použity.");
  const gifts = page.getByRole("region", { name: "Dárek k objednávce" });
  await gifts.getByRole("radio", { name: /Saténová maska na oči/ }).check();
  await gifts.getByRole("button", { name: "Vybrat dárek" }).click();
  await expect(notifications(page)).toContainText("Dárek jsme k objednávce přidali.");

  await page.getByRole("link", { name: "Pokračovat k objednávce" }).click();
  await interactive(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Dobírka/);

  const summary = page.getByRole("complementary", { name: "Souhrn objednávky" });
  await expect(summary.getByText("Sleva (kupón SLEVA10)")).toBeVisible();
  await expect(summary.getByText("Zaplaceno kredity")).toBeVisible();
  await expect(summary.getByText("Dárek: Saténová maska na oči")).toBeVisible();
  await expect(summary.getByText(/^Doprava: PPL/)).toBeVisible();
  await expect(summary.getByText("Platba: Dobírka")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Změnit dopravu" })).toBeVisible();
  // 1 190 − 119 − 10 + PPL 119 + cash on delivery 39.
  const lastStep = await totalIn(page);
  expect(lastStep).toBe(1219);
  await expect(page.getByRole("main").getByText(/^Celkem k úhradě\s*1\s219,00\sKč$/)).toHaveCount(
    2,
  );

  await fillDetails(page, { email: customer.email });
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
  await expect(page.getByText("Sleva (kupón SLEVA10)")).toBeVisible();
  await expect(page.getByText("Dárek: Saténová maska na oči")).toBeVisible();
  expect(await totalIn(page)).toBe(lastStep);
  expect(await storeOrderTotal(request, page)).toBe(lastStep);
});

test("a guest without a cart opening a checkout step lands on the cart with a notice", async ({
  page,
}) => {
  for (const step of ["/kosik/doprava-a-platba", "/kosik/dodaci-udaje"]) {
    const answer = await page.goto(step);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/kosik$/);
    await expect(notifications(page)).toContainText(
      "Objednávku teď nelze dokončit, podívejte se prosím do košíku.",
    );
  }
});

/**
 * An order placed on a language's site through the store's API, as that site's checkout
 * places it: the site's locale and currency on every call.
 */
async function orderOnSite(
  request: APIRequestContext,
  site: { locale: string; currency: string },
  payment: { payment_id: number },
): Promise<{ token: string; paymentUrl: string | null }> {
  const headers = { "x-shop-currency": site.currency, "x-shop-locale": site.locale };
  const added = await request.post(`${STORE_URL}/api/v1/cart/items`, {
    headers,
    data: { id: WASH_GEL, type: "product", amount: 2 },
  });
  expect(added.ok()).toBe(true);
  const { meta } = (await added.json()) as { meta: { custom: string } };
  const placed = await request.post(`${STORE_URL}/api/v1/cart/place`, {
    headers: {
      ...headers,
      "x-shop-cart-token": meta.custom,
      "idempotency-key": crypto.randomUUID(),
    },
    data: { ...bankTransferOrder(uniqueEmail(site.locale)), ...payment },
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { data: { token: string; paymentUrl: string | null } }).data;
}

const SLOVAK = { locale: "sk", currency: "EUR" };
const CZECH = { locale: "cs", currency: "CZK" };
const BANK_TRANSFER = { payment_id: 2 };
const CARD = { payment_id: 1 };

test.describe("card payments in another language", () => {
  // The gateway's own page has no favicon; the browser logs the 404.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a Slovak card payment returns to the Slovak finished page, in euros", async ({
    page,
    request,
  }) => {
    const order = await orderOnSite(request, SLOVAK, CARD);
    await page.goto(order.paymentUrl ?? "");
    await page.getByRole("button", { name: "Zaplatit", exact: true }).click();
    await expect(page).toHaveURL(/\/sk\/kosik\/dokoncenie\?token=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Ďakujeme za objednávku" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Oznámenia" })).toContainText(
      "Platba prebehla úspešne. Ďakujeme.",
    );
    await expect(
      page.getByRole("main").getByText(/^Spolu na úhradu\s*[\d\s]+,\d\d\s€$/),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Kč");
  });
});

test("an order keeps its own currency on another language's page", async ({ page, request }) => {
  const euros = await orderOnSite(request, SLOVAK, BANK_TRANSFER);
  await page.goto(`/kosik/dokonceni?token=${euros.token}`);
  await expect(
    page.getByRole("main").getByText(/^Celkem k úhradě\s*[\d\s]+,\d\d\s€$/),
  ).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Kč");

  const crowns = await orderOnSite(request, CZECH, BANK_TRANSFER);
  await page.goto(`/sk/kosik/dokoncenie?token=${crowns.token}`);
  await expect(
    page.getByRole("main").getByText(/^Spolu na úhradu\s*[\d\s]+,\d\d\sKč$/),
  ).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("€");
});

test("the Slovak site's bank transfer in euros carries a PAY by square code", async ({
  page,
  request,
}) => {
  const order = await orderOnSite(request, SLOVAK, BANK_TRANSFER);

  await page.goto(`/sk/kosik/dokoncenie?token=${order.token}`);
  await expect(page.getByRole("img", { name: /^PAY by square: .*€/ })).toBeVisible();
  await expect(
    page.getByText("Naskenujte kód PAY by square v mobilnej aplikácii svojej banky."),
  ).toBeVisible();
});
