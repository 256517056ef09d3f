import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "#sandbox/db/open.ts";
import { CLAIMS_CUSTOMER_EMAIL, CLAIMS_GUEST_EMAIL } from "#sandbox/seed/store/claimable-orders.ts";

import { seededCustomerAuth, startTestStore } from "./test-store.ts";

/** Complaints and returns against the seeded delivered orders (docs/decisions/032). */

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = Buffer.from("%PDF-1.7\n%âãÏÓ\n");

type ClaimOrder = {
  code: string;
  deliveredOn: string;
  returnableUntil: string;
  items: Array<{ id: string; name: string; amount: number }>;
};

let store: { url: string; db: Db; close(): Promise<void> };
let auth: string;
let orders: Array<ClaimOrder>;

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(`${store.url}/api/v1${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  store = await startTestStore();
  auth = await seededCustomerAuth(store.url, CLAIMS_CUSTOMER_EMAIL);
  const listed = await call("/user/claims/orders", { headers: { authorization: auth } });
  orders = (listed.body as { data: Array<ClaimOrder> }).data;
});

afterAll(() => store.close());

const today = () => new Date().toISOString().slice(0, 10);

describe("claims", () => {
  it("name the same delivered day as the order's public status answer", async () => {
    const [recent] = orders;
    const status = await call(
      `/orders/code/${recent?.code}?email=${encodeURIComponent(CLAIMS_CUSTOMER_EMAIL)}`,
    );
    expect(status.body.data).toMatchObject({ status: "shipped", deliveredOn: recent?.deliveredOn });
  });

  it("list the customer's delivered orders newest first, one of them past 30 days", () => {
    expect(orders).toHaveLength(2);
    const [recent, old] = orders;
    expect(recent?.returnableUntil && recent.returnableUntil >= today()).toBe(true);
    expect(old?.returnableUntil && old.returnableUntil < today()).toBe(true);
    expect(recent?.items.map((item) => item.amount)).toEqual([1, 2]);
  });

  it("find a guest's order only with the e-mail it was placed with", async () => {
    const code = store.db
      .prepare("SELECT code FROM orders WHERE email = ?")
      .pluck()
      .get(CLAIMS_GUEST_EMAIL) as string;
    const wrong = await call(`/claims/orders/${code}?email=eva@example.cz`);
    expect(wrong.status).toBe(404);
    const right = await call(
      `/claims/orders/${code}?email=${encodeURIComponent(" Pavel.Horak@example.cz")}`,
    );
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ data: { code, items: [{ amount: 2 }, { amount: 1 }] } });
  });

  it("file a complaint with a photo once per key, stored with its type, and mail it", async () => {
    const recent = orders[0];
    const item = recent?.items[0];
    if (!recent || !item) throw new Error("no seeded order");
    const claim = {
      kind: "complaint",
      orderCode: recent.code,
      items: [{ id: item.id, amount: 1 }],
      description: "Po týdnu přestal vibrátor fungovat, nejde zapnout.",
      photos: [{ name: "vada.jpg", contentType: "image/jpeg", data: JPEG.toString("base64") }],
    };
    const headers = { authorization: auth, "idempotency-key": "key-1" };
    const first = await call("/claims", { method: "POST", headers, json: claim });
    expect(first.status).toBe(201);
    const number = (first.body as { data: { number: string } }).data.number;
    expect(number).toMatch(/^RK-\d{4}-\d{6}$/);
    const again = await call("/claims", { method: "POST", headers, json: claim });
    expect(again).toMatchObject({ status: 200, body: { data: { number } } });
    expect(store.db.prepare("SELECT content_type FROM claim_photos").pluck().all()).toEqual([
      "image/jpeg",
    ]);
    const mails = store.db
      .prepare("SELECT recipient, kind, subject FROM outbox WHERE kind = 'complaint'")
      .all();
    expect(mails).toEqual([
      {
        recipient: CLAIMS_CUSTOMER_EMAIL,
        kind: "complaint",
        subject: `Reklamace ${number} přijata`,
      },
    ]);
  });

  it("take a photo as a phone takes it, megabytes past the API's usual JSON limit", async () => {
    const recent = orders[0];
    const item = recent?.items[1];
    if (!recent || !item) throw new Error("no seeded order");
    const photo = Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const claim = {
      kind: "complaint",
      orderCode: recent.code,
      items: [{ id: item.id, amount: 1 }],
      description: "Gel po otevření změnil barvu a zapáchá, prosím o výměnu.",
      photos: [{ name: "fotka.jpg", contentType: "image/jpeg", data: photo.toString("base64") }],
    };
    const headers = { authorization: auth, "idempotency-key": "key-photo" };
    const filed = await call("/claims", { method: "POST", headers, json: claim });
    expect(filed.status).toBe(201);
  });

  it("refuse more than was ordered, a disguised photo and a short description", async () => {
    const recent = orders[0];
    const item = recent?.items[1];
    if (!recent || !item) throw new Error("no seeded order");
    const refused = await call("/claims", {
      method: "POST",
      headers: { authorization: auth },
      json: {
        kind: "complaint",
        orderCode: recent.code,
        items: [{ id: item.id, amount: 3 }],
        description: "Nefunguje.",
        photos: [{ name: "vada.jpg", contentType: "image/jpeg", data: PDF.toString("base64") }],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: "items.0.amount", title: "Můžete uvést nejvýše 2 ks" },
      { field: "description", title: "Popište vadu (20 až 2000 znaků)" },
      { field: "photos.0", title: "Fotografie musí být JPEG, PNG nebo HEIC" },
    ]);
  });

  it("refuse a return past 30 days from delivery, but take a complaint for the same order", async () => {
    const old = orders[1];
    const item = old?.items[0];
    if (!old || !item) throw new Error("no seeded order");
    const base = { orderCode: old.code, items: [{ id: item.id, amount: 1 }] };
    const late = await call("/claims", {
      method: "POST",
      headers: { authorization: auth },
      json: { ...base, kind: "return", reason: "changed_mind", bankAccount: "19-2000145399/0800" },
    });
    expect(late).toMatchObject({
      status: 422,
      body: {
        errors: [
          {
            field: "orderCode",
            title: "Lhůta 30 dní pro vrácení zboží u této objednávky už uplynula.",
          },
        ],
      },
    });
    const complaint = await call("/claims", {
      method: "POST",
      headers: { authorization: auth },
      json: { ...base, kind: "complaint", description: "Svíčka po zapálení hned zhasne a praská." },
    });
    expect(complaint.status).toBe(201);
  });

  it("refuse another customer's order as unknown", async () => {
    const marieOrder = store.db
      .prepare("SELECT code FROM orders WHERE status = 'shipped' AND user_id = 4 LIMIT 1")
      .pluck()
      .get() as string;
    const other = await call(`/claims/orders/${marieOrder}`, { headers: { authorization: auth } });
    expect(other.status).toBe(404);
  });
});
