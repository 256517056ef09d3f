import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/uzivatel_.objednavky_.$id/route.tsx";
import { authTokenCookie, cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { noticesAfter, thrownStatus } from "#app/testing/action-results.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const ORDER = "http://localhost/uzivatel/objednavky/2025000001";

async function customerCookie(): Promise<string> {
  return (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
}

async function load(id: string) {
  return loader({
    request: new Request(`http://localhost/uzivatel/objednavky/${encodeURIComponent(id)}`, {
      headers: { cookie: await customerCookie() },
    }),
    params: { id },
    context: {},
  });
}

async function orderAgain(cookie?: string, fields = { intent: "reorder" }) {
  const result = await action({
    request: new Request(ORDER, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie: cookie ?? (await customerCookie()) },
    }),
    params: { id: "2025000001" },
    context: {},
  });
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

const notFound = () =>
  HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 });

describe("order detail", () => {
  test("the order by its code, with the user menu", async () => {
    const page = await load("2025000001");
    expect(page.order).toMatchObject({ code: "2025000001", status: "new" });
    expect(page.menu.entries).toContain("orders");
  });

  test("another customer's order, or a URL that names none, is a 404", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/code/:code"), notFound),
      http.get(storeUrl("/api/v1/user/orders/:id"), notFound),
    );
    expect((await thrownStatus(load("2025000099"))).status).toBe(404);
    expect((await thrownStatus(load("a b"))).status).toBe(404);
  });

  test("a store that cannot answer is the 503 page", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
        HttpResponse.json({}, { status: 502 }),
      ),
    );
    expect((await thrownStatus(load("2025000001"))).status).toBe(503);
  });
});

describe("order again", () => {
  test("adds the order's lines in one batch and shows them in the cart with a notice", async () => {
    const response = await orderAgain();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
    const next = requestAfter(new Request(ORDER), response.headers.getSetCookie());
    expect(await cartTokenCookie.parse(next.headers.get("cookie"))).toBe("cart-token-1");
    expect(await noticesAfter(response)).toEqual([
      expect.objectContaining({
        type: "success",
        message: "accountOrders.reorder.added",
        values: { items: "Masážní olej Vanilka 200 ml" },
      }),
    ]);
  });

  test("names what the store would not take, and stays on the order when nothing went in", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items/batch"), () =>
        HttpResponse.json({
          data: { cart: CART_WITH_OIL, importIncomplete: 1 },
          errors: [{ field: "items.0.amount", title: "Není skladem" }],
          meta: { custom: "cart-token-1" },
        }),
      ),
    );
    const response = await orderAgain();
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000001");
    expect(await noticesAfter(response)).toEqual([
      expect.objectContaining({
        type: "warning",
        message: "accountOrders.reorder.refused",
        values: { items: "Masážní olej Vanilka 200 ml (Není skladem)" },
      }),
    ]);
  });

  test("shopping switched off: the configured warning, nothing added", async () => {
    let batches = 0;
    mockServer.use(
      http.get(storeUrl("/api/v1/globals"), () =>
        HttpResponse.json({
          data: {
            ...STORE_GLOBALS.data,
            settings: {
              ...STORE_GLOBALS.data.settings,
              shopping_disabled: true,
              shopping_disabled_text: "Do 2. ledna nákupy nepřijímáme.",
            },
          },
        }),
      ),
      http.post(storeUrl("/api/v1/cart/items/batch"), () => {
        batches += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const response = await orderAgain();
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000001");
    expect(await noticesAfter(response)).toEqual([
      expect.objectContaining({
        type: "warning",
        message: "Do 2. ledna nákupy nepřijímáme.",
        raw: true,
      }),
    ]);
    expect(batches).toBe(0);
  });

  test("a cart the store cannot change now: a clear notice on the order", async () => {
    mockServer.use(http.post(storeUrl("/api/v1/cart/items/batch"), () => HttpResponse.error()));
    const response = await orderAgain();
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000001");
    expect(await noticesAfter(response)).toEqual([
      expect.objectContaining({ type: "danger", message: "addToCart.storeUnavailable" }),
    ]);
  });

  test("a token the store refuses (401) logs out and goes to login", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
        HttpResponse.json({ errors: [{ title: "Unauthenticated" }] }, { status: 401 }),
      ),
    );
    const { status, thrown } = await thrownStatus(orderAgain());
    expect(status).toBe(303);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky/2025000001" })}`,
    );
    expect(await noticesAfter(response)).toEqual([
      expect.objectContaining({ message: "auth.sessionExpired" }),
    ]);
  });

  test("a guest logs in first; a form without its intent changes nothing", async () => {
    const { status } = await thrownStatus(orderAgain(""));
    expect(status).toBe(303);
    const response = await orderAgain(undefined, { intent: "nothing" });
    expect(response.headers.get("location")).toBe("/uzivatel/objednavky/2025000001");
    expect(await noticesAfter(response)).toEqual([]);
  });
});
