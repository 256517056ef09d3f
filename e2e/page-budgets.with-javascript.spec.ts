import type { Page } from "@playwright/test";

import { BUDGETS, PAGE_TYPES, type PageType } from "#bench/budgets.ts";
import { pageWeight } from "#bench/page-weight.ts";

import { fillDetails, finishedHeading, placeOrder, WASH_GEL } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";
import { registeredCustomer } from "./store-api.ts";

/** A form post of the shop's own, with the browser's cookies. */
async function post(page: Page, path: string, form: Record<string, string>) {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const answer = await page
    .context()
    .request.post(path, { form, headers: { origin }, maxRedirects: 0 });
  expect(answer.status(), `${path} ${JSON.stringify(form)}`).toBeLessThan(400);
}

/**
 * Two bottles of wash gel in the cart, as the checkout journeys buy them: above the minimum
 * order, so both checkout steps open, and a variant whose stock no journey counts on.
 */
async function withCart(page: Page) {
  const added = await page.context().request.get(`/kosik?addToCart=${WASH_GEL}:2`);
  expect(added.status()).toBeLessThan(400);
}

async function withCourierAndTransfer(page: Page) {
  await withCart(page);
  await post(page, "/kosik/doprava-a-platba", { intent: "shipper", shipperId: "4" });
  await post(page, "/kosik/doprava-a-platba", { intent: "payment", paymentId: "2" });
}

async function signedIn(page: Page) {
  await post(page, "/prihlasit", await registeredCustomer(page.context().request, "vaha"));
}

/**
 * Where each page type is, and the state it needs first (a cart, a chosen courier, a
 * login), made through the shop's own form posts with the browser's cookies.
 */
const PAGES: Record<PageType, (page: Page) => Promise<string>> = {
  home: async () => "/",
  category: async () => "/vibratory",
  product: async () => "/produkt/vibrator-rabbit-duo",
  search: async () => "/hledat?q=vibr%C3%A1tor",
  cart: async (page) => (await withCart(page), "/kosik"),
  "checkout: shipping and payment": async (page) => (
    await withCart(page),
    "/kosik/doprava-a-platba"
  ),
  "checkout: delivery details": async (page) => (
    await withCourierAndTransfer(page),
    "/kosik/dodaci-udaje"
  ),
  "order finished": async (page) => {
    await withCourierAndTransfer(page);
    await page.goto("/kosik/dodaci-udaje");
    await fillDetails(page, { email: "vaha@example.cz" });
    await placeOrder(page);
    await expect(finishedHeading(page)).toBeVisible();
    const { pathname, search } = new URL(page.url());
    return pathname + search;
  },
  login: async () => "/prihlasit",
  registration: async () => "/registrovat",
  "account: overview": async (page) => (await signedIn(page), "/uzivatel/prehled"),
  "account: orders": async (page) => (await signedIn(page), "/uzivatel/objednavky"),
  "account: personal details": async (page) => (await signedIn(page), "/uzivatel/osobni-udaje"),
  "account: addresses": async (page) => (await signedIn(page), "/uzivatel/adresy"),
  "magazine article": async () => "/clanky/hracky-ovladane-aplikaci",
  branch: async () => "/pobocky/brno-centrum",
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Each page type of the production build, loaded as a new shopper's browser loads it
 * (nothing cached), against its budget in bench/budgets.ts: the JavaScript it runs, its
 * document and the data serialised into it for hydration.
 */
for (const type of PAGE_TYPES) {
  test(`${type} stays within its budget`, async ({ page, browser, baseURL }) => {
    const path = await PAGES[type](page);
    const fresh = await browser.newContext({ storageState: await page.context().storageState() });
    const weight = await pageWeight(await fresh.newPage(), `${baseURL ?? ""}${path}`);
    await fresh.close();
    const budget = BUDGETS[type];
    const largest = weight.scripts.slice(0, 5).map(({ url, gzip }) => `${kib(gzip)} KiB ${url}`);
    test.info().annotations.push({
      type: "weight",
      description: `JavaScript ${kib(weight.javascript)} KiB, document ${kib(weight.document)} KiB, hydration data ${kib(weight.hydration)} KiB`,
    });
    expect(
      kib(weight.javascript),
      `${type}: JavaScript, KiB gzip (largest: ${largest.join(", ")})`,
    ).toBeLessThanOrEqual(budget.javascriptKiB);
    expect(kib(weight.document), `${type}: document, KiB`).toBeLessThanOrEqual(budget.documentKiB);
    expect(kib(weight.hydration), `${type}: hydration data, KiB`).toBeLessThanOrEqual(
      budget.hydrationKiB,
    );
  });
}
