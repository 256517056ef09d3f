import type { AddressInfo } from "node:net";

import { type Db, openDatabase } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";
import { DEMO_PASSWORD } from "#sandbox/seed/store/customers.ts";

import { createStoreApp } from "./server.ts";

/**
 * A store of its own over a fresh in-memory database, for tests that change settings or
 * place orders without touching the run's shared sandbox.
 */
export async function startTestStore(): Promise<{ url: string; db: Db; close(): Promise<void> }> {
  const db = openDatabase(":memory:");
  seedDatabase(db);
  const server = createStoreApp({ db, headerPrefix: "x-shop-" }).listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** Registers a customer through the API and answers the Authorization header of the login. */
export async function customerAuth(storeUrl: string, email: string): Promise<string> {
  const password = DEMO_PASSWORD;
  const response = await fetch(`${storeUrl}/api/v1/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      firstName: "Eva",
      lastName: "Malá",
    }),
  });
  if (response.status !== 201) throw new Error(`Registration answered ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string } };
  return `Bearer ${data.access_token}`;
}

/** Logs a seeded customer in and answers the Authorization header of the login. */
export async function seededCustomerAuth(storeUrl: string, email: string): Promise<string> {
  const response = await fetch(`${storeUrl}/api/oauth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login answered ${response.status}`);
  const { data } = (await response.json()) as { data: { access_token: string } };
  return `Bearer ${data.access_token}`;
}

/**
 * What the shop's last checkout step sends for a consumer's order: a Czech address, the
 * first courier (4) and a bank transfer (2), terms agreed.
 */
export function orderPayload(email: string, name = "Eva Malá") {
  return {
    name,
    email,
    phone: "+420 601 234 567",
    billing_address: { street: "Husova 5", city: "Brno", postcode: "602 00", country_code: "CZE" },
    business: null,
    shipping: null,
    payment_id: 2,
    shipper_id: 4,
    terms: true,
  };
}

type PlacedOrder = { id: number; code: string; token: string; locale?: string };

/**
 * Puts `lines` in the customer's cart and places it, as the shop's last checkout step
 * does: a Czech address, the first courier, and the given payment (bank transfer unless
 * told). `headers` carry the shop's locale and currency, when they matter.
 */
export async function placedOrder(
  storeUrl: string,
  {
    auth,
    email,
    lines,
    paymentId = 2,
    headers = {},
    giftIds = [],
  }: {
    auth: string;
    email: string;
    lines: Array<[variantId: number, amount: number]>;
    paymentId?: number;
    headers?: Record<string, string>;
    /** The order gifts chosen, when the cart reaches them. */
    giftIds?: Array<number>;
  },
): Promise<PlacedOrder> {
  const send = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${storeUrl}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: auth, ...headers, ...extra },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response;
  };
  for (const [id, amount] of lines) await send("/cart/items", { id, type: "product", amount });
  const placed = await send(
    "/cart/place",
    { ...orderPayload(email), payment_id: paymentId, order_gifts: giftIds },
    { "idempotency-key": crypto.randomUUID() },
  );
  return ((await placed.json()) as { data: PlacedOrder }).data;
}
