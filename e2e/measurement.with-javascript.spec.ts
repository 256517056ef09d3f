import type { Page, Request } from "@playwright/test";

import {
  courierAnd,
  fillDetails,
  finishedHeading,
  placeOrder,
  WASH_GEL,
  WASH_GEL_NAME,
} from "./checkout-steps.ts";
import { STORE_URL, expect, expectAddedToCart, interactive, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";
import { received } from "./third-parties.ts";

type PushedEvent = { event: string } & Record<string, unknown>;

/** The shop's events in the page's data layer (Consent Mode's own commands left out). */
async function pushedEvents(page: Page): Promise<Array<PushedEvent>> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is PushedEvent =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as { event?: unknown }).event === "string",
    ),
  );
}

async function eventNames(page: Page): Promise<Array<string>> {
  return (await pushedEvents(page)).map((entry) => entry.event);
}

/** Every request the page makes to a third party or to the shop's event relay. */
function watchMeasurementRequests(page: Page): Array<string> {
  const seen: Array<string> = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === STORE_URL || url.pathname === "/api/events") seen.push(request.url());
  });
  return seen;
}

/** Brings every product box of the page into view, one after the other, as a shopper scrolls. */
async function scrollThrough(page: Page) {
  const boxes = page.locator("article.product-card");
  const count = await boxes.count();
  for (let index = 0; index < count; index += 1) await boxes.nth(index).scrollIntoViewIfNeeded();
}

/** Sends what the page still holds back, as leaving the page would (impressions wait 1 s). */
async function leaveMoment(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
}

async function addGelToCart(page: Page) {
  await page.goto("/produkt/intimni-myci-gel-fresh-200-ml");
  await interactive(page, true);
  await page.getByLabel("Množství").fill("2");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expectAddedToCart(page, true, WASH_GEL_NAME);
}

// The journeys buy the gel the checkout journeys buy, stocked for them.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

test("before consent and with necessary cookies only, nothing is measured", async ({ page }) => {
  const requests = watchMeasurementRequests(page);
  await page.goto("/vibratory");
  await interactive(page, true);
  await scrollThrough(page);
  await leaveMoment(page);
  expect(await pushedEvents(page)).toEqual([]);
  await addGelToCart(page);
  expect(await pushedEvents(page)).toEqual([]);

  await page.getByRole("button", { name: "Jen nezbytné" }).click();
  await expect(page.getByRole("button", { name: "Jen nezbytné" })).toHaveCount(0);
  await page.goto("/vibratory");
  await interactive(page, true);
  await scrollThrough(page);
  await leaveMoment(page);
  await addGelToCart(page);
  await leaveMoment(page);
  expect(await pushedEvents(page)).toEqual([]);
  expect(requests).toEqual([]);
});

test("after accepting, views, cart and order are measured and each order converts once", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await interactive(page, true);
  await page.getByRole("button", { name: "Přijmout vše" }).click();
  await expect(page.getByRole("button", { name: "Přijmout vše" })).toHaveCount(0);

  // A category: its view, the boxes scrolled into view (batched), a click on one.
  await page.goto("/vibratory");
  await interactive(page, true);
  await expect.poll(() => eventNames(page)).toContain("category_view");
  const categoryView = (await pushedEvents(page)).find((entry) => entry.event === "category_view");
  expect(categoryView?.category).toEqual({ id: expect.stringMatching(/^\d+$/), name: "Vibrátory" });
  await scrollThrough(page);
  await expect.poll(() => eventNames(page)).toContain("view_item_list");
  const impressions = (await pushedEvents(page)).filter(
    (entry) => entry.event === "view_item_list",
  );
  for (const batch of impressions) {
    const { items } = batch.ecommerce as { items: Array<unknown> };
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
  }
  const firstBox = page.locator("article.product-card").first();
  const productName = (await firstBox.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await firstBox.getByRole("link", { name: productName }).click();
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expect.poll(() => eventNames(page)).toContain("view_item");
  const names = await eventNames(page);
  expect(names.indexOf("select_item")).toBeGreaterThan(-1);
  expect(names.indexOf("select_item")).toBeLessThan(names.indexOf("view_item"));

  // Add to cart: the data layer's event, and marketing automation's through the relay.
  await addGelToCart(page);
  await expect
    .poll(async () => (await pushedEvents(page)).find((entry) => entry.event === "add_to_cart"))
    .toMatchObject({
      ecommerce: {
        currency: "CZK",
        items: [{ item_name: WASH_GEL_NAME, quantity: 2 }],
      },
    });
  await expect
    .poll(async () =>
      (await received(request, "marketing-automation")).some(
        ({ body }) =>
          body.event === "cart" &&
          JSON.stringify(body.data).includes(WASH_GEL_NAME) &&
          String((body.data as { page?: unknown }).page).includes("intimni-myci-gel-fresh"),
      ),
    )
    .toBe(true);

  // The order: the purchase with shipping and payment in its value, once.
  await page.goto("/kosik");
  await page.getByRole("link", { name: "Pokračovat k objednávce" }).click();
  await interactive(page, true);
  await courierAnd(page, true, /Bankovní převod/);
  await fillDetails(page, { email: uniqueEmail("mereni") });
  await page.getByRole("checkbox", { name: "Souhlasím s nezávislým hodnocením nákupu" }).check();
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
  const token = new URL(page.url()).searchParams.get("token") ?? "";
  const stored = await request.get(`${STORE_URL}/api/v1/orders/token/${token}`);
  const { data: order } = (await stored.json()) as {
    data: { code: string; prices: { totalWithTax: number; shipperPriceWithTax: number } };
  };
  await expect
    .poll(async () => (await pushedEvents(page)).find((entry) => entry.event === "purchase"))
    .toMatchObject({
      ecommerce: {
        transaction_id: order.code,
        currency: "CZK",
        value: order.prices.totalWithTax,
        shipping: order.prices.shipperPriceWithTax,
      },
    });

  const conversions = async (vendor: string) =>
    (await received(request, vendor)).filter(
      ({ body }) => (body.data as { orderCode?: unknown }).orderCode === order.code,
    );
  await expect.poll(async () => (await conversions("price-comparison")).length).toBe(1);
  await expect.poll(async () => (await conversions("affiliate")).length).toBe(1);

  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    // The finished page reports from the effects that also make it interactive.
    await interactive(page, true);
    expect(await eventNames(page)).not.toContain("purchase");
  }
  expect(await conversions("price-comparison")).toHaveLength(1);
  expect(await conversions("affiliate")).toHaveLength(1);
  expect(
    (await received(request, "performance-monitoring")).some(({ body }) => body.command === "init"),
  ).toBe(true);
});
