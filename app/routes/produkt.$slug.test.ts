import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { action, loader } from "./produkt.$slug.tsx";

setUpMockUpstreams();

function load(slug: string, search = "") {
  return loader({
    request: new Request(`http://localhost/produkt/${slug}${search}`),
    params: { slug },
    context: {},
  });
}

function post(slug: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ origin: "http://localhost" });
  if (cookie) headers.set("cookie", cookie);
  return action({
    request: new Request(`http://localhost/produkt/${slug}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers,
    }),
    params: { slug },
    context: {},
  });
}

describe("product loader", () => {
  test("shows the product with its price, availability and add-to-cart limits", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    expect(page).toMatchObject({
      name: "Masážní olej Vanilka 200 ml",
      variant: { id: 1011, price: 1234.5, originalPrice: 1490 },
      isAvailable: true,
      availabilityText: "Skladem",
      addToCart: { enabled: true, min: 1, max: 9999 },
    });
  });

  test("?variant_id selects a variant", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1022");
    expect(page.variant.id).toBe(1022);
  });

  test("a sold-out chosen variant gives way to the first one in stock", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1021");
    expect(page.variant.id).toBe(1022);
  });

  test("an unknown slug is a 404", async () => {
    await expect(load("neexistuje")).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a slug outside the URL alphabet is a 404 without asking the CMS", async () => {
    await expect(load("Nic%20tu")).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("add to cart", () => {
  test("adds the item, keeps the store's guest token in an HttpOnly cookie for 1 day and redirects back", async () => {
    let body: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = await request.json();
        const [addedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, addedItem, changedAmount: 2 },
          meta: { custom: "guest-token-abc123" },
        });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      quantity: "2",
    });

    expect(body).toEqual({ id: 1011, type: "product", amount: 2 });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/produkt/masazni-olej-vanilka-200-ml");
    const cookies = redirect.headers.getSetCookie();
    const tokenCookie = cookies.find((cookie) => cookie.startsWith("shop_cart_token="));
    expect(tokenCookie).toMatch(/Max-Age=86400/);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(cookies.some((cookie) => cookie.startsWith("shop_session="))).toBe(true);
  });

  test("a quantity below 1 is refused next to the field with the input kept", async () => {
    const result = await post("masazni-olej-vanilka-200-ml", { variantId: "1011", quantity: "0" });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          initialValue: { variantId: "1011", quantity: "0" },
          error: { quantity: ["cart.quantity.min"] },
        },
      },
    });
  });

  test("the store's refusal is shown at the quantity field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "amount", title: "Není skladem" }] },
          { status: 422 },
        ),
      ),
    );
    const result = await post("masazni-olej-vanilka-200-ml", { variantId: "1011", quantity: "50" });
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { quantity: ["Není skladem"] } } },
    });
  });

  test("a store outage keeps the input and says something broke", async () => {
    mockServer.use(http.post(storeUrl("/api/v1/cart/items"), () => HttpResponse.error()));
    const result = await post("masazni-olej-vanilka-200-ml", { variantId: "1011", quantity: "1" });
    expect(result).toMatchObject({
      init: { status: 503 },
      data: {
        result: { initialValue: { quantity: "1" }, error: { "": ["cart.storeUnavailable"] } },
      },
    });
  });
});
