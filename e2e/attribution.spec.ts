import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

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

const CAMPAIGN = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "jaro" };
const THIRTY_DAYS = 30 * 24 * 3600;

/** The campaign the store kept with the order the finished page shows. */
async function orderCampaign(request: APIRequestContext, page: Page): Promise<unknown> {
  const token = new URL(page.url()).searchParams.get("token") ?? "";
  const answer = await request.get(`${STORE_URL}/api/v1/orders/token/${token}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { utm?: unknown } };
  return data.utm;
}

async function browserCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Seconds a cookie has left, as the browser keeps it. */
function lifetimeOf(cookie: { expires: number } | undefined): number {
  return (cookie?.expires ?? 0) - Date.now() / 1000;
}

// The journey buys the gel the checkout journeys buy, stocked for them.
test.beforeAll(async ({ request }) => {
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
});

test("the campaign of the landing reaches the order placed pages later", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto(
    `/?${new URLSearchParams({ ...CAMPAIGN, utm_content: "x".repeat(201) }).toString()}`,
  );
  await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();
  // Nothing is kept before the shopper allows it; accepting comes back to the landing.
  expect(await browserCookie(page.context(), "shop_utm")).toBeUndefined();
  await interactive(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Přijmout vše" }).click();
  await expect(page.getByRole("button", { name: "Přijmout vše" })).toHaveCount(0);
  const kept = await browserCookie(page.context(), "shop_utm");
  expect(kept?.httpOnly).toBe(true);
  expect(lifetimeOf(kept)).toBeGreaterThan(THIRTY_DAYS - 600);
  expect(lifetimeOf(kept)).toBeLessThanOrEqual(THIRTY_DAYS);

  await page.goto("/produkt/intimni-myci-gel-fresh-200-ml");
  await interactive(page, javaScriptEnabled);
  await page.getByLabel("Množství").fill("2");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expectAddedToCart(page, javaScriptEnabled, WASH_GEL_NAME);

  await page.goto("/kosik");
  await page.getByRole("link", { name: "Pokračovat k objednávce" }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await interactive(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email: uniqueEmail("kampan") });
  await placeOrder(page);
  await expect(finishedHeading(page)).toBeVisible();

  expect(await orderCampaign(request, page)).toEqual(CAMPAIGN);
});

test.describe("the affiliate click id", () => {
  test("is kept for 30 days, Secure, only with marketing consent", async ({ page, baseURL }) => {
    await page.goto("/?cjevent=7a1c0f2b");
    await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();
    expect(await browserCookie(page.context(), "shop_cjevent")).toBeUndefined();

    await page
      .context()
      .addCookies([{ name: "shop_cookie_consent", value: "all", url: baseURL ?? "" }]);
    await page.goto("/?cjevent=7a1c0f2b");
    await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();
    const kept = await browserCookie(page.context(), "shop_cjevent");
    expect(kept).toMatchObject({ value: "7a1c0f2b", path: "/", secure: true, httpOnly: true });
    expect(lifetimeOf(kept)).toBeGreaterThan(THIRTY_DAYS - 600);
  });
});
