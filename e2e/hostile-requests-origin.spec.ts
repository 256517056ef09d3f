import type { APIRequestContext, APIResponse } from "@playwright/test";

import { actionModules, actionPath } from "./action-paths.ts";
import {
  WASH_GEL,
  courierAnd,
  fillDetails,
  ordersMailedTo,
  toMethodsStep,
} from "./checkout-steps.ts";
import { REVALIDATE_SECRET, STORE_URL, expect, test } from "./fixtures.ts";
import { registeredCustomer, uniqueEmail } from "./store-api.ts";
import { received } from "./third-parties.ts";

/*
 * Cross-site POSTs on every action (decision 049): what a foreign page can make a browser
 * send, over raw HTTP. Refused with 403 before the app runs, with no trace in the store,
 * the outbox or the marketing service; the same POST from the shop's own page goes through.
 */

const FOREIGN = "https://evil.example";
const REFUSAL = "Požadavek z cizího webu byl odmítnut.";

/** What a browser adds to a POST a foreign page makes it send. */
const FORGED: ReadonlyArray<{ name: string; headers: Record<string, string> }> = [
  { name: "a foreign Origin", headers: { origin: FOREIGN, "sec-fetch-site": "cross-site" } },
  { name: "a foreign Origin alone", headers: { origin: FOREIGN } },
  { name: "Origin null (a sandboxed frame)", headers: { origin: "null" } },
  { name: "no Origin, a foreign Referer", headers: { referer: `${FOREIGN}/stranka` } },
  { name: "no Origin, Sec-Fetch-Site cross-site", headers: { "sec-fetch-site": "cross-site" } },
  { name: "no Origin, Sec-Fetch-Site same-site", headers: { "sec-fetch-site": "same-site" } },
];

/** A product page whose action adds to the cart (any product's page takes any variant). */
const PRODUCT_PATH = actionPath("produkt.$slug/route.tsx");

/** A form that would act on most of the shop's actions if it got through. */
function actingForm(email: string): string {
  return new URLSearchParams({
    email,
    name: "Eva Malá",
    message: "Dobrý den, kdy dorazí moje objednávka číslo 2026000123?",
    firstName: "Eva",
    lastName: "Malá",
    password: "Heslo123!",
    passwordConfirmation: "Heslo123!",
    terms: "on",
    source: "footer",
    choice: "all",
    variantId: String(WASH_GEL),
    quantity: "1",
  }).toString();
}

async function inBatches<T, R>(items: ReadonlyArray<T>, run: (item: T) => Promise<R>) {
  const results: Array<R> = [];
  for (let start = 0; start < items.length; start += 4) {
    results.push(...(await Promise.all(items.slice(start, start + 4).map(run))));
  }
  return results;
}

function post(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
  data: string,
): Promise<APIResponse> {
  return request.post(url, {
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    data,
    maxRedirects: 0,
  });
}

/** Mails in the sandbox's outbox that name this address anywhere. */
async function mailsMentioning(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`${STORE_URL}/__sandbox/outbox`);
  const { data } = (await answer.json()) as { data: Array<unknown> };
  return data.filter((mail) => JSON.stringify(mail).includes(email)).length;
}

/** Calls the marketing-automation fake received that name this address or visitor. */
async function marketingMentioning(request: APIRequestContext, needle: string): Promise<number> {
  const calls = await received(request, "marketing-automation");
  return calls.filter((call) => JSON.stringify(call.body).includes(needle)).length;
}

test("every action refuses a cross-site POST with 403 and no effect; the shop's own goes through", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const paths = actionModules().map(actionPath);
  expect(paths).toEqual(expect.arrayContaining(["/odber-novinek", "/kosik/dodaci-udaje"]));
  // A customer of its own: a forgotten-password POST that got through would mail them.
  const { email } = await registeredCustomer(request, "cizi-web");
  const form = actingForm(email);
  // The shop's own host and port over another scheme is another site (RFC 6454).
  const otherScheme = new URL(baseURL ?? "");
  otherScheme.protocol = "https:";
  const forgeries = [
    ...FORGED,
    { name: "the shop's host over https", headers: { origin: otherScheme.origin } },
    {
      name: "no Origin, a Referer of the shop's host over https",
      headers: { referer: `${otherScheme.origin}/kosik` },
    },
  ];

  const forged = await inBatches(
    paths.flatMap((path) =>
      [path, `${path}.data`].flatMap((url) => forgeries.map((f) => ({ url, f }))),
    ),
    async ({ url, f }) => {
      const answer = await post(request, `${baseURL}${url}`, f.headers, form);
      return {
        request: `${url} with ${f.name}`,
        status: answer.status(),
        text: (await answer.text()).trim(),
        setsCookie: "set-cookie" in answer.headers(),
      };
    },
  );
  expect(
    forged.filter(
      (answer) => answer.status !== 403 || answer.text !== REFUSAL || answer.setsCookie,
    ),
  ).toEqual([]);
  expect(await mailsMentioning(request, email)).toBe(0);
  expect(await marketingMentioning(request, email)).toBe(0);

  // The same form from the shop's own page, from a browser that sends no Origin but says
  // it is on the shop, and from a client that is no browser (no cookies to forge): each
  // reaches its action, which answers as it does (a redirect, the form back, 404 for the
  // catch-all, 401 for the webhook without its token), never 403. Only the first acts:
  // the others send an address no form accepts, since every mail the shop sends counts
  // against the per-address limits that all journeys share from one client address.
  const own = new URL(baseURL ?? "").origin;
  const fromTheShop: ReadonlyArray<{ headers: Record<string, string>; body: string }> = [
    { headers: { origin: own }, body: form },
    {
      headers: { referer: `${own}/`, "sec-fetch-site": "same-origin" },
      body: actingForm("neni-adresa"),
    },
    { headers: {}, body: actingForm("neni-adresa") },
  ];
  const accepted = await inBatches(
    paths.flatMap((path) => fromTheShop.map((sent) => ({ path, ...sent }))),
    async ({ path, headers, body }) => {
      const answer = await post(request, `${baseURL}${path}`, headers, body);
      return { request: `${path} with ${JSON.stringify(headers)}`, status: answer.status() };
    },
  );
  expect(accepted.filter(({ status }) => status === 403 || status >= 500)).toEqual([]);
  // It acted: the newsletter added the contact and the forgotten password mailed the link.
  await expect.poll(() => marketingMentioning(request, email)).toBeGreaterThan(0);
  await expect.poll(() => mailsMentioning(request, email)).toBeGreaterThan(0);
});

test("a forged order submission places nothing and leaves the cart; the shop's own places it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("cizi-objednavka");
  await toMethodsStep(page, javaScriptEnabled);
  await courierAnd(page, javaScriptEnabled, /Bankovní převod/);
  await fillDetails(page, { email });
  // The filled form as the browser would send it, order key included.
  const fields = await page
    .locator("form", { has: page.getByRole("button", { name: "Objednat s povinností platby" }) })
    .evaluate((form: HTMLFormElement) =>
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
  const order = new URLSearchParams(fields).toString();
  const details = "/kosik/dodaci-udaje";
  // page.request carries the browser's cookies: cart, checkout choices and order key.
  for (const { headers } of FORGED) {
    const answer = await post(page.request, details, headers, order);
    expect(answer.status()).toBe(403);
    const added = await post(
      page.request,
      PRODUCT_PATH,
      headers,
      new URLSearchParams({ variantId: String(WASH_GEL), quantity: "5" }).toString(),
    );
    expect(added.status()).toBe(403);
  }
  expect(await ordersMailedTo(page.request, email)).toBe(0);
  await page.goto("/kosik");
  const row = page.getByRole("row", { name: /Intimní mycí gel Fresh/ });
  await expect(row.getByLabel(/^Množství – /)).toHaveValue("2");

  const placed = await post(page.request, details, { origin: new URL(page.url()).origin }, order);
  expect(placed.status()).toBe(303);
  expect(placed.headers()["location"]).toMatch(/^\/kosik\/dokonceni\?token=/);
  await expect.poll(() => ordersMailedTo(page.request, email)).toBe(1);
});

test("the beacon relay takes events from the shop's pages only", async ({ request, baseURL }) => {
  const visitor = `cizi-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const event = JSON.stringify({
    type: "cart",
    page: `${baseURL}/kosik`,
    data: { productId: 1001, quantity: 2 },
  });
  const headers = {
    "content-type": "text/plain;charset=UTF-8",
    cookie: `shop_cookie_consent=all; shop_visitor=${visitor}`,
  };
  for (const { headers: forged } of FORGED) {
    const answer = await request.post(`${baseURL}/api/events`, {
      headers: { ...headers, ...forged },
      data: event,
    });
    expect(answer.status()).toBe(403);
  }
  expect(await marketingMentioning(request, visitor)).toBe(0);
  const own = await request.post(`${baseURL}/api/events`, {
    headers: { ...headers, origin: new URL(baseURL ?? "").origin, "sec-fetch-site": "same-origin" },
    data: event,
  });
  expect(own.status()).toBe(204);
  await expect.poll(() => marketingMentioning(request, visitor)).toBe(1);
});

test("the revalidation webhook answers its token, and a browser on another site is refused first", async ({
  request,
  baseURL,
}) => {
  const url = `${baseURL}/api/revalidate`;
  const bearer = { authorization: `Bearer ${REVALIDATE_SECRET}` };
  // No tag at all: the route is reached and refuses the body, no cache is dropped.
  const data = { tags: [] };
  expect((await request.post(url, { headers: bearer, data })).status()).toBe(400);
  expect((await request.post(url, { data })).status()).toBe(401);
  const forged = await request.post(url, { headers: { ...bearer, origin: FOREIGN }, data });
  expect(forged.status()).toBe(403);
});
