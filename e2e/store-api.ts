import type { APIRequestContext } from "@playwright/test";

import { STORE_URL, expect } from "./fixtures.ts";

export const PASSWORD = "Heslo123!";

/**
 * A customer of its own who bought a variant and had it shipped, made through the store's
 * API and the sandbox's test control: the shop's checkout is not what such a journey tests.
 */
export async function customerWithShippedPurchase(
  request: APIRequestContext,
  variantId: number,
): Promise<{ email: string; password: string }> {
  const email = `recenze-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  const registered = await request.post(`${STORE_URL}/api/v1/register`, {
    data: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstName: "Eva",
      lastName: "Malá",
    },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post(`${STORE_URL}/api/oauth/login`, {
    data: { email, password: PASSWORD },
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const headers = { authorization: `Bearer ${data.access_token}` };

  const added = await request.post(`${STORE_URL}/api/v1/cart/items`, {
    headers,
    data: { id: variantId, type: "product", amount: 1 },
  });
  expect(added.ok()).toBe(true);
  const placed = await request.post(`${STORE_URL}/api/v1/cart/place`, {
    headers: { ...headers, "idempotency-key": crypto.randomUUID() },
    data: {
      name: "Eva Malá",
      email,
      phone: "+420 601 234 567",
      billing_address: {
        street: "Husova 5",
        city: "Brno",
        postcode: "602 00",
        country_code: "CZE",
      },
      business: null,
      shipping: null,
      payment_id: 2,
      shipper_id: 4,
      terms: true,
    },
  });
  expect(placed.ok()).toBe(true);
  const { data: order } = (await placed.json()) as { data: { code: string } };
  const shipped = await request.post(`${STORE_URL}/__sandbox/orders/${order.code}/ship`);
  expect(shipped.status()).toBe(204);
  return { email, password: PASSWORD };
}
