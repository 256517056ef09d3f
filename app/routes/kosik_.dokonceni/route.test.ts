import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import {
  commitCheckoutChoices,
  readCheckoutChoices,
} from "#app/checkout/checkout-session.server.ts";
import { action, loader } from "#app/routes/kosik_.dokonceni/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const FINISHED = "http://localhost/kosik/dokonceni";
const CARD_ORDER = {
  ...STORE_ORDER,
  payment: { id: 1, type: "CARD_ONLINE", name: "Platba kartou online", bankTransfer: null },
  paymentStatus: "failed",
  paymentUrl: "http://store.test/gateway/order-token-1",
};

type Loaded = {
  data: Awaited<ReturnType<typeof loader>>["data"];
  init: { status?: number } | null;
};

async function load(url: string, cookie = "") {
  const result = await loader({
    request: new Request(url, { headers: { cookie } }),
    params: {},
    context: {},
  });
  return result as unknown as Loaded;
}

function orderByToken(answer: () => Response) {
  mockServer.use(http.get(storeUrl("/api/v1/orders/token/:token"), answer));
}

describe("finished page loader", () => {
  test("shows the order by its token, again on a reload", async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const { data } = await load(`${FINISHED}?token=order-token-1`);
      expect(data).toMatchObject({
        kind: "order",
        order: {
          code: "2025000001",
          bankTransfer: { variableSymbol: "2025000001", accountNumber: "2001234567/2010" },
        },
      });
    }
  });

  test("a token the store does not know shows a message with a 404, not an error page", async () => {
    orderByToken(() => HttpResponse.json({ errors: [{ title: "Nenalezeno" }] }, { status: 404 }));
    const { data, init } = await load(`${FINISHED}?token=unknown-token-1`);
    expect(data).toEqual({ kind: "not_found" });
    expect(init?.status).toBe(404);
  });

  test("without a token or code there is no order to show", async () => {
    const { data, init } = await load(FINISHED);
    expect(data).toEqual({ kind: "not_found" });
    expect(init?.status).toBe(404);
  });

  test("by code for the logged-in customer", async () => {
    const cookie = (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
    const { data } = await load(`${FINISHED}?code=2025000001`, cookie);
    expect(data).toMatchObject({ kind: "order", order: { code: "2025000001" } });
  });

  test("clears choices left from the placed order with one redirect to the same page", async () => {
    const chosen = await commitCheckoutChoices(new Request(FINISHED), {
      shipperId: 2,
      paymentId: 2,
      branchId: 100,
      deliveryTimeId: null,
    });
    const cookie = requestAfter(new Request(FINISHED), [chosen]).headers.get("cookie") ?? "";
    const thrown = await load(`${FINISHED}?token=order-token-1`, cookie).catch(
      (error: unknown) => error,
    );
    if (!(thrown instanceof Response)) throw new Error("expected a redirect");
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    const cleared = requestAfter(new Request(FINISHED, { headers: { cookie } }), [
      thrown.headers.get("set-cookie") ?? "",
    ]);
    expect(await readCheckoutChoices(cleared)).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      deliveryTimeId: null,
    });
    const { data } = await load(
      `${FINISHED}?token=order-token-1`,
      cleared.headers.get("cookie") ?? "",
    );
    expect(data).toMatchObject({ kind: "order" });
  });
});

describe("finished page: pay again", () => {
  async function payAgain(token = "order-token-1") {
    return (await action({
      request: new Request(FINISHED, {
        method: "POST",
        body: new URLSearchParams({ intent: "payAgain", token }),
      }),
      params: {},
      context: {},
    })) as Response;
  }

  test("an unpaid card payment goes to the gateway again", async () => {
    orderByToken(() => HttpResponse.json({ data: CARD_ORDER }));
    const response = await payAgain();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://store.test/gateway/order-token-1");
  });

  test("a paid order stays on the finished page with a message", async () => {
    orderByToken(() =>
      HttpResponse.json({ data: { ...CARD_ORDER, paymentStatus: "paid", paymentUrl: null } }),
    );
    const response = await payAgain();
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    const { notifications } = await takeNotifications(
      requestAfter(new Request(FINISHED), [response.headers.get("set-cookie") ?? ""]),
    );
    expect(notifications[0]?.message).toBe("checkout.finished.nothingToPay");
  });
});
