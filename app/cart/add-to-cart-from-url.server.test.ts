import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { addToCartFromUrl, parseAddToCartParam } from "#app/cart/add-to-cart-from-url.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { OPEN_REDIRECT_TAILS, staysOnShop } from "#app/testing/open-redirect-payloads.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { STORE_OIL_LINE } from "#bff/mocks/store-fixtures.ts";
import { shoppingDisabled } from "#bff/mocks/store.ts";
import cs from "#locales/cs/common.json";

setUpMockUpstreams();

async function flashed(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return (await takeNotifications(new Request("http://localhost/", { headers: { cookie } })))
    .notifications;
}

describe("parseAddToCartParam", () => {
  test("a variant id, with an optional amount after a colon", () => {
    expect(parseAddToCartParam("1011")).toEqual({ variantId: 1011, amount: 1 });
    expect(parseAddToCartParam("1011:3")).toEqual({ variantId: 1011, amount: 3 });
    expect(parseAddToCartParam("1011:")).toEqual({ variantId: 1011, amount: 1 });
  });

  test("an amount beyond the 4-digit input is moved to its limit", () => {
    expect(parseAddToCartParam("1011:25000")).toEqual({ variantId: 1011, amount: 9999 });
  });

  test("an amount of 0 names nothing to add", () => {
    expect(parseAddToCartParam("1011:0")).toBeNull();
  });

  test("anything else names no variant", () => {
    for (const value of ["", "abc", "0", "-5", "1011:2:3", "1011:1.5", "1011x"]) {
      expect(parseAddToCartParam(value)).toBeNull();
    }
  });
});

describe("addToCartFromUrl", () => {
  test("does nothing without the parameter", async () => {
    expect(await addToCartFromUrl(new Request("http://localhost/kosik?x=1"), {})).toBeNull();
  });

  test("adds the item, flashes the result and redirects to the URL without the parameter", async () => {
    let body: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, addedItem: STORE_OIL_LINE, changedAmount: 2 },
          meta: { custom: "cart-token-1" },
        });
      }),
    );
    const response = await addToCartFromUrl(
      new Request("http://localhost/produkt/olej?variant_id=1011&addToCart=1011:2&utm_source=x"),
      {},
    );
    expect(body).toEqual({ id: 1011, type: "product", amount: 2 });
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/produkt/olej?variant_id=1011&utm_source=x");
    expect(response?.headers.getSetCookie().some((c) => c.includes("cart_token"))).toBe(true);
    expect(await flashed(response as Response)).toEqual([
      expect.objectContaining({ type: "success", message: "addToCart.added" }),
    ]);
  });

  const ADDED = expect.objectContaining({ type: "success", message: "addToCart.added" });
  const CAPPED = expect.objectContaining({
    type: "info",
    message: "cart.fromUrl.capped",
    values: { max: 10 },
  });

  test.each([
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }, 10, [ADDED, CAPPED]],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }, 10, [ADDED, CAPPED]],
    [
      "no Sec-Fetch-Site, a foreign Referer",
      { referer: "https://evil.example/" },
      10,
      [ADDED, CAPPED],
    ],
    [
      "Sec-Fetch-Site none (typed, a bookmark, a mail program)",
      { "sec-fetch-site": "none" },
      500,
      [ADDED],
    ],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }, 500, [ADDED]],
    ["no browser signals", {}, 500, [ADDED]],
  ])("500 pieces asked with %s add %i", async (_, headers, added, notices) => {
    let body: { amount?: number } = {};
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = (await request.json()) as { amount?: number };
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, addedItem: STORE_OIL_LINE, changedAmount: body.amount },
        });
      }),
    );
    const response = await addToCartFromUrl(
      new Request("http://localhost/kosik?addToCart=10011:500", { headers }),
      {},
    );
    expect(body.amount).toBe(added);
    expect(await flashed(response as Response)).toEqual(notices);
  });

  test("the capped amount is said in Czech", () => {
    expect(cs.cart.fromUrl.capped).toBe(
      "Z odkazu z jiného webu vkládáme do košíku nejvýše {{max}} ks. Množství můžete v košíku změnit.",
    );
  });

  test("with shopping disabled nothing is added and the configured text is the warning", async () => {
    mockServer.use(
      shoppingDisabled("Inventura do pondělí."),
      http.post(storeUrl("/api/v1/cart/items"), () => {
        throw new Error("nothing may be added");
      }),
    );
    const response = await addToCartFromUrl(new Request("http://localhost/?addToCart=1011"), {});
    expect(response?.headers.get("location")).toBe("/");
    expect(await flashed(response as Response)).toEqual([
      expect.objectContaining({ type: "warning", message: "Inventura do pondělí.", raw: true }),
    ]);
  });

  test("the store's refusal is flashed in its own words, never with the field's name", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "amount", title: "Není skladem" }] },
          { status: 422 },
        ),
      ),
    );
    const response = await addToCartFromUrl(new Request("http://localhost/?addToCart=1011"), {});
    expect(response?.status).toBe(303);
    expect(await flashed(response as Response)).toEqual([
      expect.objectContaining({
        type: "danger",
        message: "Není skladem",
        raw: true,
        durationMs: 30_000,
      }),
    ]);
  });

  test("a malformed value is dropped from the URL with a notice", async () => {
    const response = await addToCartFromUrl(
      new Request("http://localhost/kosik?addToCart=oops"),
      {},
    );
    expect(response?.headers.get("location")).toBe("/kosik");
    expect(await flashed(response as Response)).toEqual([
      expect.objectContaining({
        type: "danger",
        message: "cart.fromUrl.invalid",
        durationMs: 30_000,
      }),
    ]);
  });

  test.each(OPEN_REDIRECT_TAILS)(
    "%s: the URL without the parameter stays on the shop",
    async (tail) => {
      const response = await addToCartFromUrl(
        new Request(`https://shop.test${tail}?addToCart=oops`),
        {},
      );
      expect(response?.status).toBe(303);
      expect(staysOnShop(response?.headers.get("location") ?? "")).toBe(true);
    },
  );
});
