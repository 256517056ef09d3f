import type { APIRequestContext, Page } from "@playwright/test";

import {
  courierAnd,
  fillDetails,
  finishedHeading,
  placeOrder,
  toMethodsStep,
  WASH_GEL,
} from "./checkout-steps.ts";
import { STORE_URL, expect, fromOwnClientAddress, interactive, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";
import { received } from "./third-parties.ts";

/** The marketing-automation `order` events of one order. */
async function orderEvents(request: APIRequestContext, code: string) {
  return (await received(request, "marketing-automation")).filter(
    ({ path, body }) =>
      path === "/api/events" &&
      body.event === "order" &&
      (body.data as { code?: unknown }).code === code,
  );
}

async function certifications(request: APIRequestContext, code: string) {
  return (await received(request, "shop-certification")).filter(
    ({ body }) => body.orderId === code,
  );
}

/** The order the finished page shows, as the store keeps it. */
async function finishedOrder(request: APIRequestContext, page: Page) {
  const token = new URL(page.url()).searchParams.get("token") ?? "";
  const answer = await request.get(`${STORE_URL}/api/v1/orders/token/${token}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { code: string; currencyCode: string; prices: { totalWithTax: number } };
  };
  return data;
}

async function chooseCookies(page: Page, javaScriptEnabled: boolean, button: string) {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("button", { name: button })).toHaveCount(0);
}

async function order(page: Page, javaScriptEnabled: boolean, email: string, survey: boolean) {
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email });
  if (survey) {
    await page
      .getByRole("checkbox", { name: "Souhlasím se zasláním dotazníku spokojenosti" })
      .check();
  }
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();
}

// The journeys buy the gel the checkout journeys buy, stocked for them.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

test("with necessary cookies only, a sign-up adds a contact and an order tells no one", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await fromOwnClientAddress(page);
  await chooseCookies(page, javaScriptEnabled, "Jen nezbytné");

  // The newsletter form is an explicit opt-in: its address goes on, to be confirmed again.
  const subscriber = uniqueEmail("novinky-nezbytne");
  await page.goto("/kosik");
  const newsletter = page.getByRole("region", { name: "Novinky e-mailem" });
  await newsletter.getByLabel("E-mail").fill(subscriber);
  await newsletter.getByRole("button", { name: "Odebírat" }).click();
  await expect(page.getByRole("region", { name: "Oznámení" })).toContainText(
    "Přihlášení bylo úspěšné",
  );
  const marketing = await received(request, "marketing-automation");
  const contacts = marketing.filter(({ body }) => body.email === subscriber);
  expect(contacts).toHaveLength(1);
  expect(contacts[0]?.path).toBe("/api/contacts");
  expect(contacts[0]?.body).toMatchObject({ isOptedIn: false, forceDoubleReOptIn: true });

  const buyer = uniqueEmail("objednavka-nezbytne");
  await order(page, javaScriptEnabled, buyer, false);
  const { code } = await finishedOrder(request, page);
  expect(await orderEvents(request, code)).toEqual([]);
  expect(await certifications(request, code)).toEqual([]);
  const aboutBuyer = (await received(request, "marketing-automation")).filter(
    ({ body }) => body.email === buyer,
  );
  expect(aboutBuyer).toEqual([]);
});

test("after accepting all cookies an order sends one order event and one certification", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await chooseCookies(page, javaScriptEnabled, "Přijmout vše");
  const buyer = uniqueEmail("objednavka-vse");
  await order(page, javaScriptEnabled, buyer, true);
  const placed = await finishedOrder(request, page);

  // Coming back to the finished page is no new purchase.
  await page.reload();
  await expect(finishedHeading(page)).toBeVisible();
  await page.reload();
  await expect(finishedHeading(page)).toBeVisible();

  const events = await orderEvents(request, placed.code);
  expect(events).toHaveLength(1);
  expect(events[0]?.body).toMatchObject({
    email: buyer,
    data: {
      code: placed.code,
      currency: placed.currencyCode,
      revenue: placed.prices.totalWithTax,
      items: [expect.objectContaining({ variantId: WASH_GEL, quantity: 2 })],
    },
  });
  const certified = await certifications(request, placed.code);
  expect(certified).toHaveLength(1);
  expect(certified[0]?.body).toMatchObject({ email: buyer, productItemIds: [String(WASH_GEL)] });
});
