import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/checkout.payment.callback/route.tsx";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const CALLBACK = "http://localhost/checkout/payment/callback";

function storeSays(paymentStatus: string, order: Record<string, unknown> = {}) {
  mockServer.use(
    http.get(storeUrl("/api/v1/orders/token/:token"), () =>
      HttpResponse.json({
        data: {
          ...STORE_ORDER,
          payment: { id: 1, type: "CARD_ONLINE", bankTransfer: null },
          paymentStatus,
          paymentUrl: paymentStatus === "paid" ? null : "http://store.test/gateway/order-token-1",
          ...order,
        },
      }),
    ),
  );
}

async function returnFromGateway(query: string, url = CALLBACK) {
  return (await loader({
    request: new Request(`${url}?${query}`),
    params: {},
    context: {},
  })) as Response;
}

async function flashed(response: Response) {
  const { notifications } = await takeNotifications(
    requestAfter(new Request(CALLBACK), [response.headers.get("set-cookie") ?? ""]),
  );
  return notifications.map(({ type, message }) => ({ type, message }));
}

describe("payment callback", () => {
  test.each([
    ["paid", "success", "checkout.payment.paid"],
    ["cancelled", "warning", "checkout.payment.cancelled"],
    ["failed", "danger", "checkout.payment.failed"],
  ])("%s: to the finished page with a message", async (status, type, message) => {
    storeSays(status);
    const response = await returnFromGateway(
      `code=2025000001&token=order-token-1&status=${status}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    expect(await flashed(response)).toEqual([{ type, message }]);
  });

  test("a Slovak order in euros returns to the Slovak finished page, wherever it came back", async () => {
    storeSays("paid", { locale: "sk", currencyCode: "EUR" });
    const response = await returnFromGateway("code=2025000001&token=order-token-1&status=paid");
    expect(response.headers.get("location")).toBe("/sk/kosik/dokoncenie?token=order-token-1");
  });

  test("a German order returns to the German finished page", async () => {
    storeSays("paid", { locale: "de", currencyCode: "EUR" });
    const response = await returnFromGateway("code=2025000001&token=order-token-1&status=paid");
    expect(response.headers.get("location")).toBe("/de/warenkorb/abschluss?token=order-token-1");
  });

  test("without the order's language, the language of the address it returned to", async () => {
    storeSays("paid");
    const response = await returnFromGateway(
      "code=2025000001&token=order-token-1&status=paid",
      "http://localhost/sk/checkout/payment/callback",
    );
    expect(response.headers.get("location")).toBe("/sk/kosik/dokoncenie?token=order-token-1");
  });

  test("believes the store, not the return URL", async () => {
    storeSays("pending");
    const response = await returnFromGateway("code=2025000001&token=order-token-1&status=paid");
    expect(await flashed(response)).toEqual([
      { type: "info", message: "checkout.payment.pending" },
    ]);
  });

  test("a repeated callback only reads, and answers the same", async () => {
    storeSays("paid");
    const methods: Array<string> = [];
    const record = ({ request }: { request: Request }) => methods.push(request.method);
    mockServer.events.on("request:start", record);
    try {
      const first = await returnFromGateway("code=2025000001&token=order-token-1&status=paid");
      const second = await returnFromGateway("code=2025000001&token=order-token-1&status=paid");
      expect(second.headers.get("location")).toBe(first.headers.get("location"));
      expect(await flashed(second)).toEqual(await flashed(first));
    } finally {
      mockServer.events.removeListener("request:start", record);
    }
    expect(methods).toEqual(["GET", "GET"]);
  });

  test("an unknown or missing token says the order was not found", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/orders/token/:token"), () =>
        HttpResponse.json({ errors: [{ title: "Nenalezeno" }] }, { status: 404 }),
      ),
    );
    const unknown = await returnFromGateway("token=unknown-token-1&status=paid");
    expect(unknown.headers.get("location")).toBe("/kosik/dokonceni?token=unknown-token-1");
    expect(await flashed(unknown)).toEqual([
      { type: "danger", message: "checkout.payment.notFound" },
    ]);
    const missing = await returnFromGateway("status=paid");
    expect(missing.headers.get("location")).toBe("/kosik/dokonceni");
  });

  test("a store that cannot answer still sends the shopper on, unverified", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/orders/token/:token"), () =>
        HttpResponse.json({ errors: [{ title: "Chyba" }] }, { status: 500 }),
      ),
    );
    const response = await returnFromGateway("token=order-token-1&status=paid");
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    expect(await flashed(response)).toEqual([
      { type: "info", message: "checkout.payment.unverified" },
    ]);
  });
});
