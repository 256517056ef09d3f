import { request as httpRequest } from "node:http";

import type { APIRequestContext, APIResponse } from "@playwright/test";

import {
  isSameSiteLocation,
  redirectTargetPayloads,
} from "#app/testing/redirect-target-payloads.ts";

import { FEATURES_SHOP_URL, expect, test } from "./fixtures.ts";
import { PASSWORD, registeredCustomer, uniqueEmail } from "./store-api.ts";

/*
 * Every place that answers with a redirect to a target the request names, fed the whole
 * open-redirect corpus over raw HTTP (no browser follows anything): the login's and the
 * registration's return, the back-to-the-page POSTs, add to cart from a URL, the language
 * switch, logout and the payment gateway's return. Every `Location` must stay on the shop,
 * and so must a return target it carries on (a login page's `redirectTo`). POSTs carry the
 * shop's own Origin, as a browser on the shop sends them; they run once, with the project
 * that has JavaScript (playwright.config.ts).
 */

const SHOP = "http://127.0.0.1:3100";
const PAYLOADS = redirectTargetPayloads(SHOP);
/** Vibrátor Velvet Classic and its first variant (the seed's fixed ids). */
const PRODUCT = { id: 1001, variantId: 10011, slug: "vibrator-velvet-classic" };
/** Parameters of a `Location` that are themselves return targets. */
const NESTED_TARGETS = ["redirectTo", "returnTo", "z"];

type Verdict = { payload: string; status: number; location: string | null };

type Expect = { shop?: string; mustRedirect?: boolean };

/** What is wrong with one answer: a 5xx, no redirect, or a target off the shop. */
function problem(
  { status, location }: Verdict,
  { shop = SHOP, mustRedirect = true }: Expect,
): string | null {
  if (status >= 500) return `answered ${status}`;
  if (location === null) return mustRedirect ? `answered ${status} without a Location` : null;
  if (!isSameSiteLocation(location, shop)) return `left the shop: ${location}`;
  const nested = new URL(location, shop).searchParams;
  for (const name of NESTED_TARGETS) {
    const target = nested.get(name);
    if (target && !isSameSiteLocation(target, shop)) return `carries ${name}=${target}`;
  }
  return null;
}

/** Sends the payloads a few at a time (a two-core machine) and lists every problem. */
async function attack(
  send: (payload: string) => Promise<{ status: number; location: string | null }>,
  expected: Expect = {},
): Promise<Array<string>> {
  const problems: Array<string> = [];
  for (let start = 0; start < PAYLOADS.length; start += 4) {
    const batch = PAYLOADS.slice(start, start + 4);
    const verdicts = await Promise.all(
      batch.map(async (payload) => ({ payload, ...(await send(payload)) })),
    );
    for (const verdict of verdicts) {
      const found = problem(verdict, expected);
      if (found) problems.push(`${JSON.stringify(verdict.payload)} ${found}`);
    }
  }
  return problems;
}

function answer(response: APIResponse) {
  return { status: response.status(), location: response.headers()["location"] ?? null };
}

/** A form POST from a page of the shop, not followed. */
async function post(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  shop = SHOP,
) {
  return answer(
    await request.post(`${shop}${path}`, { form, headers: { origin: shop }, maxRedirects: 0 }),
  );
}

async function get(request: APIRequestContext, url: string) {
  return answer(await request.get(url, { maxRedirects: 0 }));
}

/**
 * A request-target sent byte for byte (fetch and Playwright would normalise it): the
 * payload as a path, or as an absolute URL on the request line where it has a scheme;
 * only what the request line cannot carry is percent-encoded.
 */
function rawGet(path: string): Promise<{ status: number; location: string | null }> {
  const { hostname, port } = new URL(SHOP);
  const target = [...path]
    .map((character) => (/[\u0021-\u007e]/.test(character) ? character : encodeURI(character)))
    .join("")
    .replace(/%00/g, "%2500");
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path: target, method: "GET" }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

const query = (payload: string) => encodeURIComponent(payload);

test.describe.configure({ mode: "parallel" });

test("the login's return target stays on the shop", async ({ request }) => {
  test.setTimeout(90_000);
  const customer = await registeredCustomer(request, "presmerovani");
  const problems = await attack((payload) =>
    post(request, "/prihlasit", { ...customer, redirectTo: payload }),
  );
  expect(problems).toEqual([]);
});

test("the registration's return target stays on the shop", async ({ request }) => {
  test.setTimeout(90_000);
  const register = (fields: Record<string, string>, search = "") =>
    post(request, `/registrovat${search}`, {
      firstName: "Eva",
      lastName: "Malá",
      email: uniqueEmail("registrace-presmerovani"),
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      terms: "on",
      ...fields,
    });
  // The form carries it as a field; a link to the page carries it in the query.
  expect(await attack((payload) => register({ redirectTo: payload }))).toEqual([]);
  expect(await attack((payload) => register({}, `?redirectTo=${query(payload)}`))).toEqual([]);
});

test("the back-to-the-page POSTs stay on the shop", async ({ playwright }) => {
  test.setTimeout(120_000);
  const forms: Array<[string, (payload: string) => Record<string, string>]> = [
    ["/zavrit-banner", (redirectTo) => ({ banner: "top", bannerId: "x", redirectTo })],
    ["/souhlas-s-cookies", (redirectTo) => ({ choice: "all", redirectTo })],
    ["/souhlas-s-cookies", (redirectTo) => ({ choice: "custom", redirectTo })],
    ["/souhlas-s-cookies", (redirectTo) => ({ choice: "?", redirectTo })],
    ["/zobrazeni-cen", (returnTo) => ({ withoutVat: "1", returnTo })],
    ["/potvrzeni-veku", (redirectTo) => ({ redirectTo })],
    // A refused address comes back to the form on the page, without a mail being sent.
    [
      "/odber-novinek",
      (redirectTo) => ({ email: "neplatna-adresa", source: "footer", redirectTo }),
    ],
    [
      `/produkt/${PRODUCT.slug}`,
      (returnTo) => ({ variantId: String(PRODUCT.variantId), quantity: "1", returnTo }),
    ],
    // A guest's heart goes to the login page, which carries the target on.
    [
      "/uzivatel/oblibene",
      (returnTo) => ({
        intent: "wish",
        variantId: String(PRODUCT.variantId),
        wished: "1",
        returnTo,
      }),
    ],
  ];
  const problems: Array<string> = [];
  for (const [path, form] of forms) {
    // Each POST from a visitor of its own: one cart never reaches the variant's stock.
    const found = await attack(async (payload) => {
      const visitor = await playwright.request.newContext();
      try {
        return await post(visitor, path, form(payload));
      } finally {
        await visitor.dispose();
      }
    });
    problems.push(...found.map((line) => `${path} ${line}`));
  }
  expect(problems).toEqual([]);
});

test("a signed-in customer's heart and logout return to the shop", async ({ request }) => {
  test.setTimeout(90_000);
  const customer = await registeredCustomer(request, "presmerovani-ucet");
  const logIn = () => post(request, "/prihlasit", customer);
  expect((await logIn()).status).toBe(303);
  const wish = await attack((returnTo) =>
    post(request, "/uzivatel/oblibene", {
      intent: "wish",
      variantId: String(PRODUCT.variantId),
      wished: "1",
      returnTo,
    }),
  );
  expect(wish).toEqual([]);
  // Each logout follows a login, so the redirect is a customer's real way out.
  const logout = await attack(async (redirectTo) => {
    await logIn();
    return post(request, "/odhlasit", { redirectTo });
  });
  expect(logout).toEqual([]);
});

test("compare, bulk order and shopping lists return to the shop", async ({ request }) => {
  test.setTimeout(90_000);
  const compare = await attack(
    (returnTo) =>
      post(
        request,
        "/porovnani",
        { intent: "add", productId: String(PRODUCT.id), returnTo },
        FEATURES_SHOP_URL,
      ),
    { shop: FEATURES_SHOP_URL },
  );
  expect(compare).toEqual([]);
  const bulk = await attack(
    (returnTo) =>
      post(
        request,
        "/kosik/hromadne-vlozeni",
        {
          [`amount.${PRODUCT.variantId}`]: "1",
          [`name.${PRODUCT.variantId}`]: "Fialová",
          returnTo,
        },
        FEATURES_SHOP_URL,
      ),
    { shop: FEATURES_SHOP_URL },
  );
  expect(bulk).toEqual([]);
  // A guest's "Přidat do seznamu" goes to the login page, which carries the target on.
  const list = await attack(
    (returnTo) =>
      post(
        request,
        `/produkt/${PRODUCT.slug}`,
        { intent: "addToList", variantId: String(PRODUCT.variantId), amount: "1", returnTo },
        FEATURES_SHOP_URL,
      ),
    { shop: FEATURES_SHOP_URL },
  );
  expect(list).toEqual([]);
});

test("the language switch stays on the shop", async ({ request }) => {
  test.setTimeout(90_000);
  const problems: Array<string> = [];
  for (const path of ["/jazyk", "/sk/jazyk", "/de/sprache"]) {
    for (const found of await attack((from) => get(request, `${SHOP}${path}?z=${query(from)}`))) {
      problems.push(`${path} ${found}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the payment gateway's return stays on the shop", async ({ request }) => {
  const problems = await attack((payload) =>
    get(
      request,
      `${SHOP}/checkout/payment/callback?code=2025000001&token=${query(payload)}&status=paid&returnUrl=${query(payload)}`,
    ),
  );
  expect(problems).toEqual([]);
});

test("add to cart from a URL returns to a path on the shop", async () => {
  test.setTimeout(90_000);
  // The link itself works: added, and back to the page without the parameter.
  expect(await rawGet(`/produkt/${PRODUCT.slug}?addToCart=${PRODUCT.variantId}`)).toEqual({
    status: 303,
    location: `/produkt/${PRODUCT.slug}`,
  });
  const problems: Array<string> = [];
  for (const [name, path] of [
    ["as the path", (payload: string) => `/${payload.replace(/^\//, "")}`],
    ["as an absolute request-target", (payload: string) => payload],
    ["under a product", (payload: string) => `/produkt/${PRODUCT.slug}/..${payload}`],
  ] as const) {
    // A request line the server cannot read, or a page that is not there, is answered
    // without a redirect: only a Location off the shop or a 5xx is wrong.
    const found = await attack(
      (payload) => rawGet(`${path(payload)}?addToCart=${PRODUCT.variantId}`),
      { mustRedirect: false },
    );
    problems.push(...found.map((line) => `${name}: ${line}`));
  }
  expect(problems).toEqual([]);
});
