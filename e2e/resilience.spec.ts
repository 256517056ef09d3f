import { expect, test } from "./fixtures.ts";

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
