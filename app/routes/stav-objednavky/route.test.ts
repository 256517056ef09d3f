import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/stav-objednavky/route.tsx";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_ORDER_STATUS } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/stav-objednavky";
const EMAIL = "jana@example.cz";

type Loaded = {
  data: { result: Record<string, unknown> | null; order: Record<string, unknown> | null };
  init: { status?: number; headers?: HeadersInit } | null;
};

async function look(search: Record<string, string>): Promise<Loaded> {
  const request = new Request(`${PAGE}?${new URLSearchParams(search)}`);
  const result = (await loader({ request, params: {}, context: {} })) as unknown;
  // A plain object has no status of its own: the page's 200.
  if (typeof result === "object" && result !== null && "data" in result && "init" in result) {
    return result as Loaded;
  }
  return { data: result as Loaded["data"], init: null };
}

/** The store's look-up, answering only the order's own e-mail (sent as `?email=`). */
function storeKnows(email: string) {
  mockServer.use(
    http.get(storeUrl("/api/v1/orders/code/:code"), ({ request, params }) =>
      params.code === STORE_ORDER_STATUS.data.code &&
      new URL(request.url).searchParams.get("email") === email
        ? HttpResponse.json(STORE_ORDER_STATUS)
        : HttpResponse.json({ errors: [{ title: "Objednávka nebyla nalezena" }] }, { status: 404 }),
    ),
  );
}

describe("order status page loader", () => {
  test("an empty page is just the form; a code alone (the finished page's link) fills it in", async () => {
    expect((await look({})).data).toEqual({ result: null, order: null });
    expect((await look({ kod: "2025000001" })).data).toEqual({
      result: { initialValue: { kod: "2025000001" } },
      order: null,
    });
  });

  test("a code and its e-mail show where the order stands, and no cache keeps the page", async () => {
    storeKnows(EMAIL);
    const { data, init } = await look({ kod: "2025000001", email: EMAIL });
    expect(data.order).toEqual({
      code: "2025000001",
      createdAt: STORE_ORDER_STATUS.data.createdAt,
      status: STORE_ORDER_STATUS.data.status,
      paymentStatus: STORE_ORDER_STATUS.data.paymentStatus,
      shipper: STORE_ORDER_STATUS.data.shipper.name,
      deliveryDate: "2025-01-16",
      deliveryTime: null,
      pickupShop: null,
      total: "2\u00a0548,00\u00a0Kč",
    });
    expect(JSON.stringify(data.order)).not.toContain(EMAIL);
    expect(new Headers(init?.headers).get("cache-control")).toBe("no-store");
  });

  test("a wrong e-mail is not found, with the message by the form and the input kept", async () => {
    storeKnows(EMAIL);
    const { data, init } = await look({ kod: "2025000001", email: "eva@example.cz" });
    expect(init?.status).toBe(404);
    expect(data.order).toBeNull();
    expect(data.result).toMatchObject({
      initialValue: { kod: "2025000001", email: "eva@example.cz" },
      error: { "": ["orderStatus.notFound"] },
    });
  });

  test("both fields are required and the e-mail must read as one (spec §5)", async () => {
    const { data, init } = await look({ kod: "", email: "jana@" });
    expect(init?.status).toBe(400);
    expect(data.result).toMatchObject({
      initialValue: { email: "jana@" },
      error: { kod: ["orderStatus.errors.codeRequired"], email: ["orderStatus.errors.email"] },
    });
  });

  test("a store that cannot answer says so, the input kept", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/orders/code/:code"), () => HttpResponse.json({}, { status: 503 })),
    );
    const { data, init } = await look({ kod: "2025000001", email: EMAIL });
    expect(init?.status).toBe(503);
    expect(data.result).toMatchObject({
      initialValue: { kod: "2025000001", email: EMAIL },
      error: { "": ["orderStatus.unavailable"] },
    });
  });
});
