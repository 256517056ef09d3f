import * as fc from "fast-check";
import { describe, expect, test } from "vitest";

import { orderSummary, type OrderSummary, type SummaryParts } from "./order-summary.ts";

/**
 * A store as the sandbox and the real one price: whole minor units per line, the coupon and
 * the credits off the goods, net figures derived from gross ones, and the JSON answer in
 * major units (what the storefront reads).
 */
type StoreCart = {
  currency: { code: string; decimalPlaces: number };
  lines: Array<{ unitMinor: number; amount: number; vatRate: number }>;
  coupon: { kind: "percent"; percent: number } | { kind: "fixed"; minor: number } | null;
  creditsMinor: number;
  shippingMinor: number | null;
  paymentMinor: number | null;
};

const netOf = (grossMinor: number, vatRate: number) => Math.round(grossMinor / (1 + vatRate));

function priced(cart: StoreCart) {
  const scale = 10 ** cart.currency.decimalPlaces;
  const major = (minor: number) => minor / scale;
  const items = cart.lines.reduce((sum, line) => sum + line.unitMinor * line.amount, 0);
  const itemsNet = cart.lines.reduce(
    (sum, line) => sum + netOf(line.unitMinor * line.amount, line.vatRate),
    0,
  );
  const discount =
    cart.coupon === null
      ? 0
      : cart.coupon.kind === "percent"
        ? Math.round((items * cart.coupon.percent) / 100)
        : Math.min(cart.coupon.minor, items);
  const credits = Math.min(cart.creditsMinor, items - discount);
  const goods = items - discount - credits;
  const goodsNet = items === 0 ? 0 : Math.round((goods * itemsNet) / items);
  const fee = (minor: number | null, name: string) =>
    minor === null ? null : { name, withTax: major(minor), withoutTax: major(netOf(minor, 0.21)) };
  const shipping = fee(cart.shippingMinor, "PPL");
  const payment = fee(cart.paymentMinor, "Dobírka");
  const feesMinor = (cart.shippingMinor ?? 0) + (cart.paymentMinor ?? 0);
  const feesNetMinor =
    (cart.shippingMinor === null ? 0 : netOf(cart.shippingMinor, 0.21)) +
    (cart.paymentMinor === null ? 0 : netOf(cart.paymentMinor, 0.21));
  const base = {
    decimalPlaces: cart.currency.decimalPlaces,
    itemsWithTax: major(items),
    discountWithTax: major(discount),
    couponCode: cart.coupon ? "JARO10" : null,
    creditsWithTax: major(credits),
    shipping,
    payment,
  };
  return {
    scale,
    /** The cart as GET /cart answers it: its total is of the goods only. */
    cart: {
      ...base,
      storeTotal: { withTax: major(goods), withoutTax: major(goodsNet), includesFees: false },
    } satisfies SummaryParts,
    /** The placed order: its total includes shipping and payment. */
    order: {
      ...base,
      storeTotal: {
        withTax: major(goods + feesMinor),
        withoutTax: major(goodsNet + feesNetMinor),
        includesFees: true,
      },
    } satisfies SummaryParts,
    expectedTotalMinor: goods + feesMinor,
    expectedNetMinor: goodsNet + feesNetMinor,
  };
}

const currencies = fc.constantFrom(
  { code: "CZK", decimalPlaces: 2 },
  { code: "EUR", decimalPlaces: 2 },
);

const storeCarts: fc.Arbitrary<StoreCart> = fc.record({
  currency: currencies,
  lines: fc.array(
    fc.record({
      unitMinor: fc.integer({ min: 1, max: 5_000_000 }),
      amount: fc.integer({ min: 1, max: 50 }),
      vatRate: fc.constantFrom(0.21, 0.12, 0.2, 0),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  coupon: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant("percent" as const),
        percent: fc.integer({ min: 1, max: 90 }),
      }),
      fc.record({
        kind: fc.constant("fixed" as const),
        minor: fc.integer({ min: 1, max: 500_000 }),
      }),
    ),
    { nil: null },
  ),
  creditsMinor: fc.integer({ min: 0, max: 300_000 }),
  shippingMinor: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  paymentMinor: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
});

/** The lines as the page lists them, each signed as it counts, in minor units. */
function linesMinor(summary: OrderSummary, scale: number): number {
  const lines = [
    summary.itemsWithTax,
    -(summary.discount?.withTax ?? 0),
    -(summary.creditsWithTax ?? 0),
    summary.shipping?.withTax ?? 0,
    summary.payment?.withTax ?? 0,
    summary.roundingWithTax ?? 0,
  ];
  return lines.reduce((sum, line) => sum + Math.round(line * scale), 0);
}

describe("order summary", () => {
  test("the lines add up to the total to the hundredth, for carts and orders alike", () => {
    fc.assert(
      fc.property(storeCarts, (cart) => {
        const store = priced(cart);
        for (const parts of [store.cart, store.order]) {
          const summary = orderSummary(parts);
          expect(Math.round(summary.totalWithTax * store.scale)).toBe(store.expectedTotalMinor);
          expect(linesMinor(summary, store.scale)).toBe(store.expectedTotalMinor);
          // The store's own figures add up, so no rounding line appears.
          expect(summary.roundingWithTax).toBeNull();
        }
      }),
    );
  });

  test("the cart's total with shipping and payment equals the order's total", () => {
    fc.assert(
      fc.property(storeCarts, (cart) => {
        const store = priced(cart);
        const beforeOrder = orderSummary(store.cart);
        const afterOrder = orderSummary(store.order);
        expect(beforeOrder.totalWithTax).toBe(afterOrder.totalWithTax);
        expect(beforeOrder.totalWithoutTax).toBe(afterOrder.totalWithoutTax);
        expect(Math.round((beforeOrder.totalWithoutTax ?? 0) * store.scale)).toBe(
          store.expectedNetMinor,
        );
      }),
    );
  });

  test("a store total that differs from its lines gets a rounding line, so the page adds up", () => {
    fc.assert(
      fc.property(storeCarts, fc.integer({ min: -99, max: 99 }), (cart, offMinor) => {
        const store = priced(cart);
        const summary = orderSummary({
          ...store.order,
          storeTotal: {
            ...store.order.storeTotal,
            withTax: (store.expectedTotalMinor + offMinor) / store.scale,
          },
        });
        expect(linesMinor(summary, store.scale)).toBe(store.expectedTotalMinor + offMinor);
        expect(summary.roundingWithTax === null).toBe(offMinor === 0);
      }),
    );
  });

  test("only what comes off is listed, and the total is final once both fees are chosen", () => {
    fc.assert(
      fc.property(storeCarts, (cart) => {
        const summary = orderSummary(priced(cart).cart);
        expect(summary.discount === null).toBe((summary.discount?.withTax ?? 0) === 0);
        expect(summary.creditsWithTax === null || summary.creditsWithTax > 0).toBe(true);
        expect(summary.final).toBe(cart.shippingMinor !== null && cart.paymentMinor !== null);
      }),
    );
  });

  test("the reviewed order: 747 + 149 Kč less its coupon's 74,70 Kč, with a gift", () => {
    const summary = orderSummary({
      decimalPlaces: 2,
      itemsWithTax: 896,
      discountWithTax: 74.7,
      couponCode: "JARO10",
      creditsWithTax: 0,
      gifts: [{ id: 1, name: "Lubrikační gel 50 ml" }],
      shipping: { name: "PPL", withTax: 0, withoutTax: 0 },
      payment: { name: "Bankovní převod", withTax: 0, withoutTax: 0 },
      storeTotal: { withTax: 821.3, withoutTax: 678.76, includesFees: true },
    });
    expect(summary).toEqual({
      itemsWithTax: 896,
      discount: { couponCode: "JARO10", withTax: 74.7 },
      creditsWithTax: null,
      gifts: [{ id: 1, name: "Lubrikační gel 50 ml" }],
      shipping: { name: "PPL", withTax: 0, free: true },
      payment: { name: "Bankovní převod", withTax: 0, free: true },
      roundingWithTax: null,
      totalWithTax: 821.3,
      totalWithoutTax: 678.76,
      final: true,
    });
  });

  test("PPL at 119 Kč and cash on delivery at 39 Kč are in the last step's total", () => {
    const summary = orderSummary({
      decimalPlaces: 2,
      itemsWithTax: 747,
      shipping: { name: "PPL", withTax: 119, withoutTax: 98.35 },
      payment: { name: "Dobírka", withTax: 39, withoutTax: 32.23 },
      storeTotal: { withTax: 747, withoutTax: 617.36, includesFees: false },
    });
    expect(summary.totalWithTax).toBe(905);
    expect(summary.totalWithoutTax).toBe(747.94);
    expect(summary.final).toBe(true);
  });

  test("a free shipper reads as free and a cart before its choices is not final", () => {
    const summary = orderSummary({
      decimalPlaces: 2,
      itemsWithTax: 2500,
      shipping: { name: "Osobní odběr", withTax: 0, withoutTax: 0 },
      payment: null,
      storeTotal: { withTax: 2500, withoutTax: 2066.12, includesFees: false },
    });
    expect(summary.shipping).toEqual({ name: "Osobní odběr", withTax: 0, free: true });
    expect(summary.final).toBe(false);
    expect(summary.totalWithTax).toBe(2500);
  });
});
