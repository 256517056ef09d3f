import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/uzivatel_.objednavky/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { thrownStatus } from "#app/testing/action-results.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const ORDERS = "http://localhost/uzivatel/objednavky";

async function customerCookie(): Promise<string> {
  return (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
}

async function load(url: string, cookie?: string) {
  return loader({
    request: new Request(url, { headers: { cookie: cookie ?? (await customerCookie()) } }),
    params: {},
    context: {},
  });
}

function storeOrders(total: number, count = Math.min(total, 10)) {
  const asked: Array<string> = [];
  mockServer.use(
    http.get(storeUrl("/api/v1/user/orders"), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page"));
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        data: Array.from({ length: count }, (_, index) => ({ ...STORE_ORDER, id: index + 1 })),
        meta: { pagination: { total, page, perPage: 10, lastPage: Math.ceil(total / 10) } },
      });
    }),
  );
  return asked;
}

describe("the customer's orders", () => {
  test("a guest logs in first and comes back to the list", async () => {
    const { status, thrown } = await thrownStatus(load(`${ORDERS}?page=2`, ""));
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky?page=2" })}`,
    );
  });

  test("page 1 without a parameter, beside the user menu", async () => {
    const asked = storeOrders(12);
    const page = await load(ORDERS);
    expect(page.orders).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(page.orders.orders).toHaveLength(10);
    expect(page.menu.entries).toContain("orders");
    expect(asked).toEqual(["?page=1&perPage=10"]);
  });

  test("?page=2 holds the last two of twelve", async () => {
    const asked = storeOrders(12, 2);
    const page = await load(`${ORDERS}?page=2`);
    expect(page.orders).toMatchObject({ page: 2, pages: 2 });
    expect(page.orders.orders).toHaveLength(2);
    expect(asked).toEqual(["?page=2&perPage=10"]);
  });

  test("a page past the last, or one that cannot be, is a 404", async () => {
    storeOrders(12, 0);
    expect((await thrownStatus(load(`${ORDERS}?page=3`))).status).toBe(404);
    for (const page of ["0", "abc", "-1", "99999"]) {
      expect((await thrownStatus(load(`${ORDERS}?page=${page}`))).status).toBe(404);
    }
  });

  test("a token the store refuses (401) logs out and goes to login, back here afterwards", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), () =>
        HttpResponse.json({ errors: [{ title: "Unauthenticated" }] }, { status: 401 }),
      ),
    );
    const cookie = await customerCookie();
    const { status, thrown } = await thrownStatus(load(ORDERS, cookie));
    expect(status).toBe(303);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky" })}`,
    );
    const next = requestAfter(new Request(ORDERS, { headers: { cookie } }), [
      ...response.headers.getSetCookie(),
    ]);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "info", message: "auth.sessionExpired" }),
    ]);
  });

  test("a store that cannot answer is the 503 page, never a stack trace", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/orders"), () => HttpResponse.json({}, { status: 500 })),
    );
    expect((await thrownStatus(load(ORDERS))).status).toBe(503);
  });
});
