import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { OrderListSchema, OrderResponseSchema, OrderStatusSchema } from "#bff/store/schemas.ts";
import { ORDER_HISTORY_EMAIL } from "#sandbox/seed/store/order-history.ts";

import { seededCustomerAuth, startTestStore } from "./test-store.ts";

/** Orders over HTTP: the guest's status by code and e-mail, and Marie's seeded history. */

let store: Awaited<ReturnType<typeof startTestStore>>;
let marie: string;

beforeAll(async () => {
  store = await startTestStore();
  marie = await seededCustomerAuth(store.url, ORDER_HISTORY_EMAIL);
});
afterAll(() => store.close());

const get = (path: string, auth: string | null = marie) =>
  fetch(`${store.url}/api/v1${path}`, { headers: auth === null ? {} : { authorization: auth } });

async function orderList(query: string) {
  const response = await get(`/user/orders?${query}`);
  expect(response.status).toBe(200);
  return OrderListSchema.parse(await response.json());
}

describe("guest order status by code", () => {
  const code = () => orderList("perPage=1").then((list) => list.data[0]?.code ?? "");

  it("answers with the order's e-mail in any case and spacing, and without one", async () => {
    const found = await code();
    for (const email of [ORDER_HISTORY_EMAIL, " Marie.Svobodova@EXAMPLE.cz "]) {
      const response = await get(`/orders/code/${found}?email=${encodeURIComponent(email)}`, null);
      expect(response.status).toBe(200);
      expect(OrderStatusSchema.parse(await response.json()).data.code).toBe(found);
    }
    expect((await get(`/orders/code/${found}`, null)).status).toBe(200);
  });

  it("answers a wrong e-mail exactly as an unknown code", async () => {
    const wrong = await get(`/orders/code/${await code()}?email=jana.novakova%40example.cz`, null);
    const unknown = await get("/orders/code/1999999999?email=jana.novakova%40example.cz", null);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await get(`/orders/code/${await code()}?email=`, null)).status).toBe(404);
  });
});

describe("Marie's order history", () => {
  it("pages twelve orders newest first", async () => {
    const first = await orderList("page=1&perPage=10");
    const second = await orderList("page=2&perPage=10");
    expect(second.meta).toEqual({ pagination: { total: 12, page: 2, perPage: 10, lastPage: 2 } });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    const times = [...first.data, ...second.data].map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("reads each order by code and by id, and downloads its items", async () => {
    const { data } = await orderList("perPage=12");
    for (const order of data) {
      for (const path of [`/user/orders/code/${order.code}`, `/user/orders/${order.id}`]) {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(OrderResponseSchema.parse(await response.json()).data.code).toBe(order.code);
      }
      const csv = await get(`/user/orders/${order.id}/items/export`);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const lines = (await csv.text()).split("\r\n").filter(Boolean);
      expect(lines.length).toBeGreaterThan(1);
    }
    const last = data[0];
    const zip = await get(`/user/orders/${last?.id}/items/images/export`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.toString("latin1", 0, 4)).toBe("PK\x03\x04");
    expect(bytes.toString("latin1")).toContain(".jpg");
  });

  it("keeps her orders from other customers", async () => {
    const { data } = await orderList("perPage=1");
    const stranger = await seededCustomerAuth(store.url, "jana.novakova@example.cz");
    const response = await get(`/user/orders/${data[0]?.id}`, stranger);
    expect(response.status).toBe(404);
  });
});
