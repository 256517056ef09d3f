import type { Locator, Page } from "@playwright/test";

import { courierAnd, fillDetails, placeOrder, toMethodsStep } from "./checkout-steps.ts";
import {
  applyTypedQuantity,
  expect,
  holdRequests,
  holdScripts,
  interactive,
  test,
} from "./fixtures.ts";
import { logIn, registeredCustomer, uniqueEmail } from "./store-api.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const results = (page: Page) => page.getByRole("status").filter({ hasText: /\d+ produkt/ });

async function expectNoSidewaysScroll(page: Page) {
  // Measured once the shop's own fonts are in, as the shopper sees the page settle.
  const { scrollWidth, clientWidth } = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function productCount(page: Page): Promise<number> {
  return Number((await results(page).first().innerText()).replace(/\D/g, ""));
}

/**
 * Without JavaScript the panel's button applies the ticked filters and the new page has the
 * panel closed; with JavaScript they apply at once, the panel stays open with the new count,
 * and closing it gives focus back to the "Filtry (n)" button.
 */
async function applyAndClose(page: Page, javaScriptEnabled: boolean, before: number) {
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Použít filtry" }).click();
    await expect(page).toHaveURL(/[?&]p1=1001/);
    return;
  }
  await expect(page).toHaveURL(/[?&]p1=1001/);
  const show = page.getByRole("link", { name: /^Zobrazit \d+ produkt/ });
  await expect(show).not.toHaveText(`Zobrazit ${before} produktů`);
  await show.click();
  await expect(page.getByRole("link", { name: "Filtry (1)" })).toBeFocused();
}

/** A sort order applies at once with JavaScript, by its button without. */
async function sortBy(page: Page, javaScriptEnabled: boolean, order: string) {
  await page.getByLabel("Řadit").selectOption({ label: order });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Seřadit" }).click();
}

test("the menu opens by tap and reaches a subcategory", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  // The desktop's bar is the phone's panel, closed until Menu is tapped.
  const panel = page.getByRole("navigation", { name: "Hlavní menu" });
  await expect(panel).toBeHidden();

  await page.getByText("Menu", { exact: true }).click();
  await expect(panel).toBeVisible();
  await panel.getByText("Vibrátory", { exact: true }).click();
  await panel.getByRole("link", { name: "Klasické vibrátory" }).click();

  await expect(page).toHaveURL(/\/klasicke-vibratory$/);
  await expect(page.getByRole("heading", { level: 1, name: "Klasické vibrátory" })).toBeVisible();
  // A new document without JavaScript; with it the panel closes after the navigation.
  await expect(panel).toBeHidden();
});

test("a category's first phone screen shows two products under one heading, filters and sort at hand", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  await page.evaluate(() => document.fonts.ready);
  const boxes = page.getByRole("region", { name: "Produkty" }).getByRole("article");
  for (const index of [0, 1]) {
    const box = await boxes.nth(index).boundingBox();
    expect(box?.y).toBeLessThanOrEqual(420);
  }
  await expect(page.getByRole("heading", { name: "Vibrátory", exact: true })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Filtry", exact: true })).toBeInViewport();
  await expect(page.getByLabel("Řadit")).toBeInViewport();
  // What used to stand above the products now follows them.
  const lastBox = await boxes.last().boundingBox();
  const offer = await page.getByRole("region", { name: "Jen tento týden se slevou" }).boundingBox();
  expect(offer?.y).toBeGreaterThan(lastBox?.y ?? Infinity);
});

test("the home page's first phone screen shows the shop, not a page title, and the page ends soon", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await interactive(page, javaScriptEnabled);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole("link", { name: "Dárky pro páry" }).first()).toBeInViewport();
  const categories = page.getByRole("region", { name: "Kategorie", exact: true });
  await expect(categories.getByRole("link", { name: "Vibrátory" })).toBeInViewport();
  await expect(categories.getByRole("link", { name: "Kondomy" })).toBeInViewport();
  // The page keeps its name for screen readers, but no shopper reads "Hlavní stránka".
  const title = page.getByRole("heading", { level: 1, name: "Hlavní stránka" });
  await expect(title).toHaveCount(1);
  expect((await title.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  // The seed's row names a sold-out product first after the lead: the row leaves it out.
  const recommended = page.getByRole("region", { name: "Doporučujeme" });
  await expect(recommended.getByRole("article").first()).toBeVisible();
  await expect(recommended).not.toContainText("Vibrační vajíčko Luna");
  // The wide banners of the moment, each with its way on; none expired, coming or switched off.
  const offers = page.getByRole("region", { name: "Aktuální nabídky" });
  await expect(offers.getByRole("listitem")).toHaveCount(2);
  await expect(offers.getByRole("link", { name: "Prohlédnout" })).toHaveAttribute(
    "href",
    "/darky-pro-pary",
  );
  await expect(offers).not.toContainText("Black Friday");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(8 * 844);
});

test("German header labels are whole; a customer's header keeps favourites and leaves logging out to the account", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto("/de");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Mein Konto" })).toBeVisible();
  const cut = await header
    .locator(".header-icon-label")
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    );
  expect(cut).toEqual([]);

  await logIn(page, await registeredCustomer(request, "telefon-hlavicka"));
  await page.goto("/");
  await expect(header.getByRole("link", { name: "Oblíbené" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Odhlásit" })).toBeHidden();
  // The account's menu shows the page's own entry, late in the row as it is, and logs out.
  await page.goto("/uzivatel/oblibene");
  await interactive(page, javaScriptEnabled);
  const menu = page.getByRole("navigation", { name: "Uživatelský účet" });
  await expect(menu.getByRole("link", { name: "Oblíbené" })).toBeInViewport({ ratio: 1 });
  await menu.getByRole("button", { name: "Odhlásit se" }).click();
  await expect(page.getByRole("region", { name: "Oznámení" })).toContainText(
    "Odhlášení proběhlo úspěšně.",
  );
  await expect(header.getByRole("link", { name: "Můj účet" })).toBeVisible();
});

test("the item-added dialog keeps its buttons in place when its recommendations arrive", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- the dialog is a script's
  test.skip(!javaScriptEnabled, "without JavaScript an add loads the cart's notice instead");
  await page.goto("/produkt/vibrator-rabbit-duo");
  await interactive(page, javaScriptEnabled);
  // The recommendations are held back until the dialog has been measured without them.
  const release = await holdRequests(page, /\/doporuceni/);
  await page.getByRole("button", { name: "Do košíku", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Přidáno do košíku" });
  const toCart = dialog.getByRole("link", { name: "Přejít do košíku" });
  await expect(toCart).toBeVisible();
  const before = await toCart.boundingBox();
  release();
  await expect(dialog.getByRole("region", { name: "Hodí se k tomu" })).toBeVisible();
  expect((await toCart.boundingBox())?.y).toBe(before?.y);
});

test("the menu and its top header links fit a phone, opened before the script arrives too", async ({
  page,
  javaScriptEnabled,
}) => {
  // A slow network: the shopper taps Menu while the scripts are still on their way.
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByText("Menu", { exact: true }).click();
  release();
  await interactive(page, javaScriptEnabled);
  const panel = page.getByRole("navigation", { name: "Hlavní menu" });
  await expect(panel.getByRole("link", { name: "Kontakt" })).toBeVisible();
  await panel.getByText("Vibrátory", { exact: true }).click();
  await expect(panel.getByRole("link", { name: "Vše v kategorii Vibrátory" })).toHaveAttribute(
    "href",
    "/vibratory",
  );
});

test("filters open in a panel, apply and show as removable chips", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/vibratory");
  await interactive(page, javaScriptEnabled);
  const all = await productCount(page);
  const filters = page.getByRole("form", { name: "Filtry" });
  await expect(filters).toBeHidden();

  await page.getByRole("link", { name: "Filtry", exact: true }).click();
  await expect(filters).toBeVisible();
  await filters.getByRole("checkbox", { name: /^Růžová/ }).check();
  await applyAndClose(page, javaScriptEnabled, all);
  await expect(filters).toBeHidden();
  expect(await productCount(page)).toBeLessThan(all);
  const chip = page.getByRole("link", { name: "Zrušit filtr Barva: Růžová" });
  await expect(chip).toBeInViewport();
  await chip.click();
  await expect(page).toHaveURL(/\/vibratory$/);
  await expect(page.getByRole("link", { name: "Filtry", exact: true })).toBeVisible();
});

test("sorting is one control that keeps the filters", async ({ page, javaScriptEnabled }) => {
  await page.goto("/vibratory?p1=1001");
  await interactive(page, javaScriptEnabled);
  await sortBy(page, javaScriptEnabled, "Od nejdražšího");
  await expect(page).toHaveURL(/\/vibratory\?p1=1001&sort=price_desc(#vysledky)?$/);
  await expect(page.getByLabel("Řadit")).toHaveValue("price_desc");
});

/** Variants of the sandbox catalogue (product id × 10 + position). */
const AMORA_PULSE = 10031; // 1 234,50 Kč
const CONDOMS_3 = 10171; // 89 Kč
const PHONE_HEIGHT = 844;

/** Its box on the screen as scrolled now; a journey fails on one that is not laid out. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  return box ?? { x: 0, y: Infinity, width: 0, height: 0 };
}

test("a cart's first phone screen shows two lines with thumbnails, the total and the way on", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/kosik?addToCart=${AMORA_PULSE}`);
  await page.goto(`/kosik?addToCart=${CONDOMS_3}:3`);
  // The shopper opens the cart, as from the header: no notification of the last add.
  await page.goto("/kosik");
  await interactive(page, javaScriptEnabled);
  await page.evaluate(() => document.fonts.ready);
  for (const name of [/Amora Pulse/, /Kondomy Classic/]) {
    // That the thumbnails load is pictures.spec.ts's: the journeys' browser loads none.
    await expect(page.getByRole("row", { name }).locator("img")).toBeInViewport();
  }
  const total = page
    .getByRole("complementary", { name: "Souhrn objednávky" })
    .getByText("Celkem k úhradě");
  const onward = page.getByRole("link", { name: "Pokračovat k objednávce" });
  const totalBox = await boxOf(total);
  const onwardBox = await boxOf(onward);
  test.info().annotations.push({
    type: "y at 390 × 844",
    description: `total ${Math.round(totalBox.y)}, continue ${Math.round(onwardBox.y)}`,
  });
  // Both in their places under the lines, on the first screen, the total above the button.
  expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(onwardBox.y);
  expect(onwardBox.y + onwardBox.height).toBeLessThanOrEqual(PHONE_HEIGHT);
  expect(onwardBox.width).toBeGreaterThanOrEqual(390 - 2 * 16);
  // The gift, the coupon and the recommendations follow.
  const coupon = await boxOf(page.getByRole("button", { name: "Uplatnit kupón" }));
  expect(coupon.y).toBeGreaterThan(onwardBox.y);
});

test("in a long cart the way on stays at the screen's bottom edge and covers no focused field", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const variant of [AMORA_PULSE, CONDOMS_3, 10051, 10061, 10081]) {
    await page.goto(`/kosik?addToCart=${variant}`);
  }
  await page.goto("/kosik");
  await interactive(page, javaScriptEnabled);
  const onward = page.getByRole("link", { name: "Pokračovat k objednávce" });
  const lines = page.getByRole("row").filter({ has: page.getByLabel(/^Množství – /) });
  await expect(lines).toHaveCount(5);
  await expect(onward).toBeInViewport();
  const bar = await boxOf(onward);
  expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE_HEIGHT);
  // Keyboard through the lines: each field stops clear of the button at the bottom edge.
  await lines.first().getByRole("link").focus();
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return box ? box.bottom : 0;
    });
    const { y } = await boxOf(onward);
    expect(focused).toBeLessThanOrEqual(y);
  }
});

test("a typed quantity applies itself with JavaScript, by its button without", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/kosik?addToCart=${AMORA_PULSE}`);
  await interactive(page, javaScriptEnabled);
  const line = page.getByRole("row", { name: /Amora Pulse/ });
  await line.getByLabel(/^Množství – /).fill("2");
  await applyTypedQuantity(line, javaScriptEnabled);
  await expect(page.getByRole("region", { name: "Oznámení" })).toContainText(
    "Množství bylo změněno.",
  );
  await expect(line).toContainText(/2\s469,00\sKč/);
  await expect(page.getByText(/^Celkem k úhradě\s*2\s469,00\sKč$/)).toBeVisible();
  await expect(line.getByLabel(/^Množství – /)).toHaveValue("2");
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // The browser logs the 404 document's status as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const pages = [
    "/",
    "/vibratory?p1=1001",
    "/produkt/vibrator-velvet-classic",
    "/produkt/krajkove-body-noir",
    "/kosik?addToCart=10031",
    "/kosik/import-objednavky",
    "/prihlasit",
    "/registrovat",
    "/znacky",
    "/vse-o-nakupu/doprava",
    "/tahle-stranka-neexistuje",
  ];
  for (const path of pages) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    });
  }

  test("the checkout steps and the finished page with bank details do not scroll sideways", async ({
    page,
    javaScriptEnabled,
  }) => {
    await toMethodsStep(page, javaScriptEnabled);
    await expectNoSidewaysScroll(page);
    await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
    await expectNoSidewaysScroll(page);
    await fillDetails(page, { email: uniqueEmail("uzky-displej") });
    await placeOrder(page);
    await expect(page.getByRole("region", { name: "Platba bankovním převodem" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test("a notification leaves the header free: under it without JavaScript, with the way to the cart", async ({
  page,
  javaScriptEnabled,
}) => {
  // eslint-disable-next-line playwright/no-skipped-test -- with JavaScript the item-added dialog answers
  test.skip(javaScriptEnabled, "with JavaScript the item-added dialog offers the cart");
  await page.goto("/produkt/lubrikacni-gel-aqua-100-ml");
  await page.getByRole("button", { name: "Do košíku", exact: true }).first().click();
  const notice = page.getByRole("region", { name: "Oznámení" });
  await expect(notice).toContainText("byl přidán do košíku");
  const header = await page.getByRole("banner").boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(noticeBox?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await expect(page.getByRole("link", { name: /Košík/ }).first()).toBeInViewport();
  await notice.getByRole("link", { name: "Přejít do košíku" }).click();
  await expect(page).toHaveURL(/\/kosik$/);
});
