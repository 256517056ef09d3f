import type { Page } from "@playwright/test";

import {
  WASH_GEL_NAME,
  courierAnd,
  fillDetails,
  finishedHeading,
  ordersMailedTo,
  placeOrder,
  toMethodsStep,
} from "./checkout-steps.ts";
import { CMS_URL, STORE_URL, expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";
import { startStorefront } from "./storefront-instance.ts";

// The browser logs the outage statuses as failed resource loads.
test.use({ allowedConsoleErrors: [/status of 50[34]/] });
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ request }) => {
  // A previous outage may have left a circuit breaker open; wait until it trusts again.
  await expect
    .poll(async () => (await request.get("/readyz")).status(), { timeout: 25_000 })
    .toBe(200);
});

const PRODUCT = "/produkt/vibrator-rabbit-duo";

test("with the CMS down, home and product pages still answer from the cache", async ({
  page,
  upstreamFault,
}) => {
  await page.goto("/");
  await page.goto(PRODUCT);

  await upstreamFault("cms", { pathPattern: ".*", status: 503 });

  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hlavní menu" })).toContainText("Vibrátory");

  const product = await page.goto(PRODUCT);
  expect(product?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" })).toBeVisible();

  // The cart works on the store alone: the product's limits come from what the store knows.
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");
  await expect(page.getByText("Něco se porouchalo")).toHaveCount(0);
});

test("with the store down, the cart page says so and the shop still browses", async ({
  page,
  upstreamFault,
}) => {
  await page.goto(PRODUCT);
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText("1 kus");

  await upstreamFault("store", { pathPattern: "^/api/v1/cart", status: 503 });

  const cart = await page.goto("/kosik");
  expect(cart?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Košík" })).toBeVisible();
  await expect(page.getByText(/Košík se nám teď nedaří načíst/)).toBeVisible();
  await expect(page).toHaveTitle("Košík | Amoris");

  const product = await page.goto(PRODUCT);
  expect(product?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" })).toBeVisible();
});

test("an add to cart during a store outage keeps the chosen quantity and says what happened", async ({
  page,
  upstreamFault,
}) => {
  await page.goto(PRODUCT);
  await upstreamFault("store", { pathPattern: "^/api/v1/cart/items", method: "POST", status: 503 });

  const quantity = page.getByLabel("Množství");
  await quantity.fill("2");
  await page.getByRole("button", { name: "Do košíku", exact: true }).click();

  await expect(page.getByText("Košík je teď nedostupný, nic se nezměnilo.")).toBeVisible();
  await expect(quantity).toHaveValue("2");
});

test("a store answer that cannot be read is the store-unavailable page, not an error", async ({
  page,
  upstreamFault,
}) => {
  await page.goto("/kosik?addToCart=10031");
  await upstreamFault("store", { pathPattern: "^/api/v1/cart$", status: "malformed" });
  const cart = await page.goto("/kosik");
  expect(cart?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Košík" })).toBeVisible();
  await expect(page.getByText(/Košík se nám teď nedaří načíst/)).toBeVisible();
  await expect(page.getByText("Něco se porouchalo")).toHaveCount(0);
});

const NOTICE =
  "Obchod je dočasně nedostupný, nákup zatím nejde dokončit. Zkuste to prosím za chvíli.";

async function expectPurchaseOff(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText(NOTICE)).toBeVisible();
  await expect(main.getByText("Cena není k dispozici").first()).toBeVisible();
}

test("a shop started while the store is down browses with prices marked unavailable and buying off", async ({
  page,
  upstreamFault,
}) => {
  await upstreamFault("store", { pathPattern: ".*", status: 503 });
  // A shop that has never reached its upstreams (decision 048): no cache or breaker of
  // the journeys' shop stands in.
  const shop = await startStorefront({ env: { LOG_LEVEL: "silent" } });
  try {
    const home = await page.goto(`${shop.origin}/`);
    expect(home?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Doporučujeme" })).toBeVisible();
    await expectPurchaseOff(page);
    await expect(
      page
        .getByRole("main")
        .getByRole("button", { name: /^Do košíku/ })
        .first(),
    ).toBeDisabled();

    const category = await page.goto(`${shop.origin}/vibratory`);
    expect(category?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Vibrátory" })).toBeVisible();
    await expectPurchaseOff(page);

    const product = await page.goto(`${shop.origin}${PRODUCT}`);
    expect(product?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vibrátor Rabbit Duo" }),
    ).toBeVisible();
    await expectPurchaseOff(page);
    const addToCart = page.getByRole("button", { name: "Do košíku", exact: true });
    await expect(addToCart).toBeDisabled();
    await expect(addToCart).toHaveAccessibleDescription(NOTICE);
    // The frame still comes from the CMS, prices and notice in the page's language.
    await page.goto(`${shop.origin}/sk/vibratory`);
    await expect(page.getByText("Cena nie je k dispozícii").first()).toBeVisible();
  } finally {
    // Off the instance before it goes, so the page asks it nothing more.
    await page.goto("about:blank");
    await shop.stop();
  }
});

test("a shop started while the CMS is down answers the maintenance page with Retry-After, and the cart still opens", async ({
  page,
  upstreamFault,
}) => {
  // A shop process of its own starts and renders its first pages cold within the journey.
  test.setTimeout(60_000);
  // A cart made before the outage: its token is a cookie of this host, which the new
  // instance reads as any other would.
  await page.goto("/kosik?addToCart=10361:2");
  await expect(page.getByRole("link", { name: /Košík/ })).toContainText(/\d kus/);
  // The product's add-to-cart form, as a page opened before the outage holds it.
  await page.goto(PRODUCT);
  const form = page.locator("form.add-to-cart");
  const productId = await form.locator('input[name="productId"]').inputValue();
  const variantId = await form.locator('input[name="variantId"]').inputValue();
  await upstreamFault("cms", { pathPattern: ".*", status: 503 });
  // A shop that has never reached its upstreams (decision 048): no cache or breaker of
  // the journeys' shop stands in.
  const shop = await startStorefront({ env: { LOG_LEVEL: "silent" } });
  try {
    for (const path of ["/", "/vibratory", PRODUCT]) {
      const answer = await page.goto(`${shop.origin}${path}`);
      expect(answer?.status(), path).toBe(503);
      expect(answer?.headers()["retry-after"], path).toBe("600");
      await expect(page.getByRole("heading", { level: 1, name: "Probíhá údržba" })).toBeVisible();
      await expect(
        page.getByText("Zkuste to prosím znovu za pár minut. Váš košík na vás počká."),
      ).toBeVisible();
      await expect(page.getByText("Něco se porouchalo")).toHaveCount(0);
      // The menus the build carries stand in for the CMS's.
      await expect(page.getByRole("navigation", { name: "Hlavní menu" })).toContainText(
        "Vibrátory",
      );
    }

    // That form sent to the new instance: added on what the store knows, never a 500.
    const added = await page.request.post(`${shop.origin}${PRODUCT}`, {
      headers: { origin: shop.origin },
      form: { productId, variantId, quantity: "1" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);

    const cart = await page.goto(`${shop.origin}/kosik`);
    expect(cart?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Košík" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Intimní mycí gel Fresh 200 ml");
    await expect(page.getByRole("main")).toContainText("Vibrátor Rabbit Duo");
  } finally {
    // Off the instance before it goes, so the page asks it nothing more.
    await page.goto("about:blank");
    await shop.stop();
  }
});

test.describe("checkout when the store or a service fails", () => {
  // The browser logs the refused and failed answers as failed resource loads.
  test.use({ allowedConsoleErrors: [/status of (4\d\d|50\d)/] });

  test("an address the service doubts is confirmed by sending it again", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("overit");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await fillDetails(page, { email });
    // 602 00 is Brno's postcode: the service is not sure about Praha.
    const delivery = page.getByRole("main").getByRole("group", { name: "Dodací adresa" });
    await delivery.getByLabel("Město", { exact: true }).fill("Praha");
    await placeOrder(page);
    await expect(
      delivery.getByText("Ujistěte se, že pole Město je vyplněno správně"),
    ).toBeVisible();
    await expect(delivery.getByLabel("Město", { exact: true })).toHaveValue("Praha");
    await placeOrder(page);
    await expect(finishedHeading(page)).toBeVisible();
    expect(await ordersMailedTo(request, email)).toBe(1);
  });

  test("the address service down still lets the order through", async ({
    page,
    request,
    javaScriptEnabled,
    upstreamFault,
  }) => {
    const email = uniqueEmail("adresa");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await upstreamFault("store", { pathPattern: "^/address-validation", status: 503 });
    await fillDetails(page, { email });
    await placeOrder(page);
    await expect(finishedHeading(page)).toBeVisible();
    expect(await ordersMailedTo(request, email)).toBe(1);
  });

  /**
   * Outages that hit a half-filled checkout as the shopper sends it: each keeps every typed
   * field with the message by the form, and once the upstream is back the same form orders
   * exactly once, with the cart's lines.
   */
  const ORDER_OUTAGES: Array<{
    name: string;
    faults: Array<{ base: string; rule: Record<string, unknown> }>;
  }> = [
    {
      name: "the store down",
      faults: [{ base: STORE_URL, rule: { pathPattern: "^/api/v1/", status: 503 } }],
    },
    {
      name: "store answers that are not JSON",
      faults: [{ base: STORE_URL, rule: { pathPattern: "^/api/v1/", status: "malformed" } }],
    },
    {
      // Longer than the 5 s limit of a call: every read before the order gives up first.
      name: "both upstreams slow",
      faults: [
        { base: STORE_URL, rule: { pathPattern: "^/api/v1/", delayMs: 6_000 } },
        { base: CMS_URL, rule: { pathPattern: ".*", delayMs: 6_000 } },
      ],
    },
  ];

  for (const outage of ORDER_OUTAGES) {
    test(`${outage.name} at the order keeps every typed field; the retry orders once`, async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      // A slow outage makes the answer wait for two time limits (the order, then the frame).
      test.slow(outage.name === "both upstreams slow");
      const email = uniqueEmail("vypadek");
      await toMethodsStep(page, javaScriptEnabled);
      await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
      await fillDetails(page, { email });
      const form = page.getByRole("main");
      await form.getByLabel("Poznámka k objednávce").fill("Zvonit dvakrát");

      const added: Array<string> = [];
      try {
        for (const { base, rule } of outage.faults) {
          const fault = await request.post(`${base}/__sandbox/faults`, { data: rule });
          const { data } = (await fault.json()) as { data: { id: number } };
          added.push(`${base}/__sandbox/faults/${data.id}`);
        }
        await placeOrder(page);
        await expect(
          form.getByText(/Objednávku se teď nepodařilo odeslat, obchod neodpovídá/),
        ).toBeVisible({ timeout: 20_000 });
      } finally {
        for (const rule of added) await request.delete(rule);
      }
      const delivery = form.getByRole("group", { name: "Dodací adresa" });
      await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(email);
      await expect(form.getByLabel("Jméno a příjmení", { exact: true })).toHaveValue("Eva Malá");
      await expect(form.getByLabel("Telefon", { exact: true })).toHaveValue("+420 601 234 567");
      await expect(form.getByLabel("Datum narození")).toHaveValue("1990-05-01");
      await expect(delivery.getByLabel("Ulice", { exact: true })).toHaveValue("Husova");
      await expect(delivery.getByLabel("Číslo popisné", { exact: true })).toHaveValue("5");
      await expect(delivery.getByLabel("Město", { exact: true })).toHaveValue("Brno");
      await expect(delivery.getByLabel("PSČ", { exact: true })).toHaveValue("60200");
      await expect(form.getByLabel("Poznámka k objednávce")).toHaveValue("Zvonit dvakrát");
      await expect(
        form.getByRole("checkbox", { name: "Souhlasím s obchodními podmínkami" }),
      ).toBeChecked();

      // The outage opened the store's circuit breaker: wait until the shop trusts it again.
      await expect
        .poll(async () => (await request.get("/readyz")).status(), { timeout: 25_000 })
        .toBe(200);
      await placeOrder(page);
      await expect(finishedHeading(page)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(WASH_GEL_NAME);
      expect(await ordersMailedTo(request, email)).toBe(1);
    });
  }

  test("the CMS down at the order: the order goes through with the cart's lines", async ({
    page,
    request,
    javaScriptEnabled,
    upstreamFault,
  }) => {
    const email = uniqueEmail("bez-cms");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await fillDetails(page, { email });
    await upstreamFault("cms", { pathPattern: ".*", status: 503 });
    await placeOrder(page);
    await expect(finishedHeading(page)).toBeVisible();
    await expect(page.getByRole("main")).toContainText(WASH_GEL_NAME);
    await expect(page.getByRole("navigation", { name: "Hlavní menu" })).toContainText("Vibrátory");
    expect(await ordersMailedTo(request, email)).toBe(1);
  });

  test("a place-order answer later than the time limit ends on that order's finished page", async ({
    page,
    request,
    javaScriptEnabled,
    upstreamFault,
  }) => {
    const email = uniqueEmail("pozde");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await fillDetails(page, { email });
    await upstreamFault("store", {
      pathPattern: "^/api/v1/cart/place",
      method: "POST",
      delayMs: 6_000,
      times: 1,
    });
    await placeOrder(page);
    await expect(finishedHeading(page)).toBeVisible({ timeout: 15_000 });
    expect(await ordersMailedTo(request, email)).toBe(1);
    await expect(page.getByRole("link", { name: /Košík/ })).not.toContainText("kus");
  });
});
