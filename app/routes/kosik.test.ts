import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { cartTokenCookie } from "../cookies.server.ts";

import { action, loader } from "./kosik.tsx";

setUpMockUpstreams();

async function guestCookie() {
  return (await cartTokenCookie.serialize("guest-token-abc123")).split(";")[0] ?? "";
}

async function post(fields: Record<string, string>) {
  return action({
    request: new Request("http://localhost/kosik", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie: await guestCookie() },
    }),
    params: {},
    context: {},
  });
}

describe("cart loader", () => {
  test("an empty cart without asking the store when the shopper has no token", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => {
        throw new Error("the store must not be asked");
      }),
    );
    const page = await loader({
      request: new Request("http://localhost/kosik"),
      params: {},
      context: {},
    });
    expect(page.items).toEqual([]);
  });

  test("lists items with quantities, unit and total prices, sending the guest token", async () => {
    let token: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) => {
        token = request.headers.get("x-shop-cart-token");
        return HttpResponse.json({ data: CART_WITH_OIL });
      }),
    );
    const page = await loader({
      request: new Request("http://localhost/kosik", { headers: { cookie: await guestCookie() } }),
      params: {},
      context: {},
    });
    expect(token).toBe("guest-token-abc123");
    expect(page.items).toEqual([
      expect.objectContaining({
        id: "item-1",
        name: "Masážní olej Vanilka 200 ml",
        amount: 2,
        unitPrice: 1234.5,
        totalPrice: 2469,
      }),
    ]);
    expect(page.totalWithTax).toBe(2469);
  });
});

describe("cart action", () => {
  test("changes a quantity with the store and redirects back to the cart", async () => {
    let amount: unknown;
    mockServer.use(
      http.patch(storeUrl("/api/v1/cart/items/item-1"), async ({ request }) => {
        amount = ((await request.json()) as { amount: unknown }).amount;
        const [updatedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({ data: { cart: CART_WITH_OIL, updatedItem, changedAmount: 1 } });
      }),
    );
    const response = (await post({
      intent: "update",
      itemId: "item-1",
      quantity: "3",
    })) as Response;
    expect(amount).toBe(3);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
  });

  test("removes an item", async () => {
    let removed = false;
    mockServer.use(
      http.delete(storeUrl("/api/v1/cart/items/item-1"), () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = (await post({ intent: "remove", itemId: "item-1" })) as Response;
    expect(removed).toBe(true);
    expect(response.status).toBe(303);
  });

  test("a quantity that is not a whole number is refused with the input kept", async () => {
    const result = await post({ intent: "update", itemId: "item-1", quantity: "1.5" });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          initialValue: { quantity: "1.5" },
          error: { quantity: ["cart.quantity.integer"] },
        },
      },
    });
  });
});
