import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { WASH_GEL, WASH_GEL_NAME } from "./checkout-steps.ts";
import { STORE_URL, expect, interactive, test, seriousViolations } from "./fixtures.ts";
import { PASSWORD, customerWithShippedPurchase, logIn, registeredCustomer } from "./store-api.ts";

/** The seeded customer with a year of orders: read-only, every journey here shares her. */
const MARIE = { email: "marie.svobodova@example.cz", password: PASSWORD };
/** Her oldest order, alone with the next oldest on page 2: a card payment, shipped. */
const OLDEST = "2025000001";

const main = (page: Page) => page.getByRole("main");
const menu = (page: Page) => page.getByRole("navigation", { name: "Uživatelský účet" });
const notifications = (page: Page) => page.getByRole("region", { name: "Oznámení" });
const orderRows = (page: Page) => main(page).getByRole("table").getByRole("row");

test("the customer's name in the header opens the dashboard with her three newest orders", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, MARIE);
  await expect(notifications(page)).toContainText("Přihlášení proběhlo úspěšně.");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("banner").getByRole("link", { name: "Marie" }).click();

  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  await expect(page.getByRole("heading", { level: 1, name: "Můj účet" })).toBeVisible();
  await expect(main(page).getByText("Dobrý den, Marie")).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Můj účet" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const recent = main(page).getByRole("table", { name: "Poslední objednávky" });
  // A header row and three orders.
  await expect(recent.getByRole("row")).toHaveCount(4);
  await expect(recent.getByRole("link", { name: "2026000012" })).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Věrnostní kredity" })).toContainText("10 %");
  await main(page).getByRole("link", { name: "Všechny objednávky" }).click();
  await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
});

test("the order list pages by ten, and an order shows its items, totals and addresses", async ({
  page,
}) => {
  await logIn(page, MARIE, "?redirectTo=%2Fuzivatel%2Fobjednavky");
  await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
  await expect(menu(page).getByRole("link", { name: "Moje objednávky" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main(page).getByText("Objednávek celkem: 12")).toBeVisible();
  await expect(orderRows(page)).toHaveCount(11);

  await page
    .getByRole("navigation", { name: "Stránkování" })
    .getByRole("link", { name: "Strana 2" })
    .click();
  await expect(page).toHaveURL(/\/uzivatel\/objednavky\?page=2$/);
  await expect(orderRows(page)).toHaveCount(3);
  const oldest = orderRows(page).filter({ hasText: OLDEST });
  // Shipped long ago, so delivered by now.
  await expect(oldest).toContainText("Doručená");
  await expect(oldest).toContainText("Zaplaceno");

  await oldest.getByRole("link", { name: OLDEST }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/objednavky/${OLDEST}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Objednávka ${OLDEST}` })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Moje objednávky" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const items = main(page).getByRole("region", { name: "Objednané zboží" });
  await expect(items.getByRole("link", { name: "Vibrátor Lumi Mini" })).toBeVisible();
  await expect(items.getByRole("link", { name: "Lubrikační gel Aqua 100 ml" })).toBeVisible();
  await expect(items.getByRole("definition").last()).toHaveText(/\d\sKč$/);
  await expect(items).toContainText("Celkem k úhradě");
  const addresses = main(page).getByRole("region", { name: "Adresy a doprava" });
  await expect(addresses).toContainText("Slezská 2145/61");
  await expect(addresses.getByRole("heading", { name: "Výdejní místo" })).toBeVisible();
  // Paid by card long ago: nothing left to pay.
  await expect(main(page).getByRole("button", { name: "Zaplatit znovu" })).toHaveCount(0);

  await main(page).getByRole("link", { name: "Zpět na seznam objednávek" }).click();
  await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
});

test("an unpaid bank transfer shows its QR code, an unpaid card payment can be paid again", async ({
  page,
}) => {
  await logIn(page, MARIE, "?redirectTo=%2Fuzivatel%2Fobjednavky");
  await orderRows(page).filter({ hasText: "Čeká na platbu" }).last().getByRole("link").click();
  await expect(main(page).getByRole("img", { name: /^QR Platba: / })).toBeVisible();

  await page.goBack();
  await orderRows(page).filter({ hasText: "Čeká na platbu" }).first().getByRole("link").click();
  await expect(main(page).getByRole("button", { name: "Zaplatit znovu" })).toBeVisible();
});

test("the order's items download as CSV and their images as ZIP", async ({ page }) => {
  await logIn(page, MARIE, `?redirectTo=%2Fuzivatel%2Fobjednavky%2F${OLDEST}`);
  await expect(page.getByRole("heading", { level: 1, name: `Objednávka ${OLDEST}` })).toBeVisible();

  const downloaded = page.waitForEvent("download");
  await main(page).getByRole("link", { name: "Stáhnout položky (CSV)" }).click();
  const csv = await downloaded;
  expect(csv.suggestedFilename()).toBe(`objednavka-${OLDEST}.csv`);
  const lines = (await readFile(await csv.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("kod;nazev;mnozstvi;cena_za_kus;celkem;mena");
  // One row per item: the vibrator and the gel.
  expect(lines).toHaveLength(3);

  const items = await page.request.get(`/uzivatel/objednavky/${OLDEST}/polozky.csv`);
  expect(items.status()).toBe(200);
  expect(items.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(items.headers()["content-disposition"]).toBe(
    `attachment; filename="objednavka-${OLDEST}.csv"`,
  );
  const images = await page.request.get(`/uzivatel/objednavky/${OLDEST}/obrazky.zip`);
  expect(images.status()).toBe(200);
  expect(images.headers()["content-type"]).toBe("application/zip");
  expect(images.headers()["content-disposition"]).toBe(
    `attachment; filename="objednavka-${OLDEST}.zip"`,
  );
  expect((await images.body()).subarray(0, 2).toString("latin1")).toBe("PK");
});

test("order again puts the purchase back in the cart and says so", async ({ page, request }) => {
  // The gel the checkout journeys buy, stocked for them: not a product others count.
  const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${WASH_GEL}/stock`, {
    data: { stock: 1000 },
  });
  expect(stocked.ok()).toBe(true);
  const customer = await customerWithShippedPurchase(request, WASH_GEL, 2);
  await logIn(page, customer, "?redirectTo=%2Fuzivatel%2Fobjednavky");
  await expect(orderRows(page)).toHaveCount(2);
  await orderRows(page).nth(1).getByRole("link").click();
  await expect(main(page).getByRole("link", { name: WASH_GEL_NAME })).toBeVisible();

  await main(page).getByRole("button", { name: "Objednat znovu" }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(notifications(page)).toContainText(`Do košíku jsme vložili: ${WASH_GEL_NAME}.`);
  await expect(main(page).getByRole("link", { name: WASH_GEL_NAME })).toBeVisible();
});

test("a guest asking for the orders logs in and lands on the list", async ({ page }) => {
  await page.goto("/uzivatel/objednavky");
  await expect(page).toHaveURL(/\/prihlasit\?redirectTo=%2Fuzivatel%2Fobjednavky$/);
  const form = main(page);
  await form.getByLabel("E-mail").fill(MARIE.email);
  await form.getByLabel("Heslo").fill(MARIE.password);
  await form.getByRole("button", { name: "Přihlásit se" }).click();
  await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
  await expect(page.getByRole("heading", { level: 1, name: "Moje objednávky" })).toBeVisible();
});

test.describe("another customer's order", () => {
  // The browser logs the 404 document's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("is a 404", async ({ page, request }) => {
    const customer = await registeredCustomer(request, "cizi-objednavka");
    await logIn(page, customer, "?redirectTo=%2Fuzivatel%2Fprehled");
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
    const response = await page.goto(`/uzivatel/objednavky/${OLDEST}`);
    expect(response?.status()).toBe(404);
  });
});

test.describe("accessibility", () => {
  // eslint-disable-next-line playwright/no-skipped-test -- axe runs as a script in the page
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("dashboard, order list and order detail have no serious or critical violations", async ({
    page,
  }) => {
    await logIn(page, MARIE, "?redirectTo=%2Fuzivatel%2Fprehled");
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/uzivatel/objednavky");
    expect(await seriousViolations(page)).toEqual([]);
    // The unpaid transfer: the QR code and the whole detail.
    await orderRows(page).filter({ hasText: "Čeká na platbu" }).last().getByRole("link").click();
    await expect(main(page).getByRole("img", { name: /^QR Platba: / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
