import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customerAuth, startTestStore } from "./test-store.ts";

/** An order remembers the language it was placed in, and sends the shopper back in it. */

let store: Awaited<ReturnType<typeof startTestStore>>;

/** Stimulátor klitorisu Amora Pulse. */
const AMORA = 10031;
/** The card payment, which the fake gateway takes. */
const CARD = 1;

async function placeOrder(email: string, headers: Record<string, string>) {
  const auth = await customerAuth(store.url, email);
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${store.url}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: auth, ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response;
  };
  await send("/cart/items", { id: AMORA, type: "product", amount: 1 });
  const placed = await send("/cart/place", {
    name: "Jana Nováková",
    email,
    phone: "+421 901 234 567",
    billing_address: {
      street: "Hlavná 5",
      city: "Bratislava",
      postcode: "811 01",
      country_code: "SVK",
    },
    business: null,
    shipping: null,
    payment_id: CARD,
    shipper_id: 4,
    terms: true,
  });
  return ((await placed.json()) as { data: { code: string; token: string; locale: string } }).data;
}

beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe("an order's language", () => {
  it("is the locale it was placed in, and the gateway returns to that language's callback", async () => {
    const order = await placeOrder("jana.sk@example.sk", {
      "x-shop-locale": "sk",
      "x-shop-currency": "EUR",
    });
    expect(order.locale).toBe("sk");
    const paid = await fetch(`${store.url}/gateway/${order.token}/pay`, {
      method: "POST",
      redirect: "manual",
    });
    const location = new URL(paid.headers.get("location") ?? "");
    expect(location.pathname).toBe("/sk/checkout/payment/callback");
    expect(location.searchParams.get("token")).toBe(order.token);
  });

  it("links its confirmation mail to the order status page in that language", async () => {
    const order = await placeOrder("jonas.de@example.de", {
      "x-shop-locale": "de",
      "x-shop-currency": "EUR",
    });
    const mail = store.db
      .prepare("SELECT link FROM outbox WHERE kind = 'order' AND recipient = ?")
      .get("jonas.de@example.de") as { link: string | null } | undefined;
    expect(new URL(mail?.link ?? "").pathname).toBe("/de/bestellstatus");
    expect(order.locale).toBe("de");
  });

  it("is Czech when the storefront names none", async () => {
    const order = await placeOrder("jan.cz@example.cz", {});
    expect(order.locale).toBe("cs");
    const paid = await fetch(`${store.url}/gateway/${order.token}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(new URL(paid.headers.get("location") ?? "").pathname).toBe("/checkout/payment/callback");
  });
});
