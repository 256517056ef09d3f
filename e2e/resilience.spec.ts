import {
  courierAnd,
  fillDetails,
  finishedHeading,
  ordersMailedTo,
  placeOrder,
  toMethodsStep,
} from "./checkout-steps.ts";
import { STORE_URL, expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./store-api.ts";

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
  await expect(page.getByRole("button", { name: "Do košíku", exact: true })).toBeVisible();
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

  test("the store down at the order keeps every typed field; the retry orders once", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("vypadek");
    await toMethodsStep(page, javaScriptEnabled);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await fillDetails(page, { email });
    const form = page.getByRole("main");
    await form.getByLabel("Poznámka k objednávce").fill("Zvonit dvakrát");

    const fault = await request.post(`${STORE_URL}/__sandbox/faults`, {
      data: { pathPattern: "^/api/v1/", status: 503 },
    });
    const { data: rule } = (await fault.json()) as { data: { id: number } };
    try {
      await placeOrder(page);
      await expect(
        form.getByText(/Objednávku se teď nepodařilo odeslat, obchod neodpovídá/),
      ).toBeVisible();
    } finally {
      await request.delete(`${STORE_URL}/__sandbox/faults/${rule.id}`);
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
