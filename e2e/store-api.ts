import type { APIRequestContext, Page } from "@playwright/test";

import { STORE_URL, expect } from "./fixtures.ts";

export const PASSWORD = "Heslo123!";

/** An address no other journey uses, so parallel journeys never share an account or cart. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
}

/** A customer of its own, registered through the store's API. */
export async function registeredCustomer(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
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
  return { email, password: PASSWORD };
}

/** The store's access token for a customer, as the back office hands it for login as user. */
export async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${STORE_URL}/api/oauth/login`, {
    data: { email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { access_token: string } };
  return data.access_token;
}

/**
 * The store's order payload (spec §7) of a buyer in Brno, by PPL (shipper 4) and bank
 * transfer (payment 2), for journeys that place an order through the API, not the shop.
 */
export function bankTransferOrder(email: string) {
  return {
    name: "Eva Malá",
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

/**
 * An order of a customer of its own, placed through the store's API (the shop's checkout
 * is not what such a journey tests) and shipped through the sandbox's test control when
 * asked (which also earns loyalty credits). `stock` first puts that many pieces in stock,
 * so journeys running side by side never sell the variant out.
 */
export async function placedOrder(
  request: APIRequestContext,
  {
    prefix,
    variantId,
    amount = 1,
    shipped = false,
    stock,
  }: { prefix: string; variantId: number; amount?: number; shipped?: boolean; stock?: number },
): Promise<{ code: string; email: string; password: string }> {
  if (stock !== undefined) {
    const stocked = await request.put(`${STORE_URL}/__sandbox/variants/${variantId}/stock`, {
      data: { stock },
    });
    expect(stocked.ok()).toBe(true);
  }
  const customer = await registeredCustomer(request, prefix);
  const headers = { authorization: `Bearer ${await accessToken(request, customer.email)}` };
  const added = await request.post(`${STORE_URL}/api/v1/cart/items`, {
    headers,
    data: { id: variantId, type: "product", amount },
  });
  expect(added.ok()).toBe(true);
  const placed = await request.post(`${STORE_URL}/api/v1/cart/place`, {
    headers: { ...headers, "idempotency-key": crypto.randomUUID() },
    data: bankTransferOrder(customer.email),
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { data: order } = (await placed.json()) as { data: { code: string } };
  if (shipped) {
    const ship = await request.post(`${STORE_URL}/__sandbox/orders/${order.code}/ship`);
    expect(ship.status()).toBe(204);
  }
  return { code: order.code, ...customer };
}

/** A customer of its own who bought a variant and had it shipped. */
export async function customerWithShippedPurchase(
  request: APIRequestContext,
  variantId: number,
  amount = 1,
): Promise<{ email: string; password: string }> {
  const { email, password } = await placedOrder(request, {
    prefix: "nakup",
    variantId,
    amount,
    shipped: true,
  });
  return { email, password };
}

/** Signs in through the shop's login page, as a shopper would: for journeys about signing in. */
export async function logInThroughForm(
  page: Page,
  { email, password }: { email: string; password: string },
  search = "",
) {
  await page.goto(`/prihlasit${search}`);
  const form = page.getByRole("main");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Heslo").fill(password);
  await form.getByRole("button", { name: "Přihlásit se" }).click();
}

/**
 * A signed-in customer for a journey about something else, from a prepared state: the login
 * form's own POST sent from the page's browser context (its cookies land there, the shop
 * signs them as always), then the page the login leads to opened, with its notice. The
 * login page itself is not rendered; `logInThroughForm` is for the journeys that test it.
 */
export async function logIn(
  page: Page,
  { email, password }: { email: string; password: string },
  search = "",
) {
  const answer = await page.request.post(`/prihlasit${search}`, {
    form: { email, password },
    maxRedirects: 0,
  });
  expect(answer.status(), "the login's answer").toBe(303);
  await page.goto(answer.headers()["location"] ?? "/");
}

/** The link of the newest mail of a kind sent to an address (the sandbox's outbox). */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  kind: "account" | "reset" | "newsletter" | "order",
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`${STORE_URL}/__sandbox/outbox`, { params: { to } });
      const { data } = (await answer.json()) as {
        data: Array<{ kind: string; link: string | null }>;
      };
      link = data.find((mail) => mail.kind === kind)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return link ?? "";
}
