import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { customerAuth, placedOrder, startTestStore } from "./test-store.ts";

/** An order remembers the language it was placed in, and sends the shopper back in it. */

let store: Awaited<ReturnType<typeof startTestStore>>;

/** Stimulátor klitorisu Amora Pulse. */
const AMORA = 10031;
/** The card payment, which the fake gateway takes. */
const CARD = 1;

async function placeOrder(email: string, headers: Record<string, string>, giftIds?: Array<number>) {
  const auth = await customerAuth(store.url, email);
  return placedOrder(store.url, {
    auth,
    email,
    lines: [[AMORA, 1]],
    paymentId: CARD,
    headers,
    giftIds,
  });
}

/** The gift from 500 Kč: "Lubrikační gel 50 ml". */
const GEL_GIFT = 1;

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

  it("names its goods, gifts, shipper and payment in that language, as its mails and pages speak it", async () => {
    const order = (await placeOrder(
      "anna.de@example.de",
      { "x-shop-locale": "de", "x-shop-currency": "EUR" },
      [GEL_GIFT],
    )) as unknown as {
      items: Array<{ product: { name: string } }>;
      gifts: Array<{ name: string }>;
      shipper: { name: string };
      payment: { name: string };
    };
    expect(order.gifts.map((gift) => gift.name)).toEqual(["Gleitgel 50 ml"]);
    expect(order.items.map((item) => item.product.name)).toEqual([
      "Klitoris-Stimulator Amora Pulse",
    ]);
    expect(order.shipper.name).toBe("PPL – Lieferung an die Adresse");
    expect(order.payment.name).toBe("Online mit Karte bezahlen");
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
