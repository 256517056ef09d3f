import { describe, expect, test } from "vitest";

import { orderSummary } from "./order-summary.ts";
import { purchaseFigures } from "./purchase-revenue.ts";

function placed({
  items,
  discount = 0,
  credits = 0,
  shipping,
  payment,
  total,
  totalWithoutTax,
}: {
  items: number;
  discount?: number;
  credits?: number;
  shipping: number;
  payment: number;
  total: number;
  totalWithoutTax: number | null;
}) {
  return orderSummary({
    decimalPlaces: 2,
    itemsWithTax: items,
    discountWithTax: discount,
    creditsWithTax: credits,
    shipping: { name: "PPL", withTax: shipping, withoutTax: shipping / 1.21 },
    payment: { name: "Dobírka", withTax: payment, withoutTax: payment / 1.21 },
    storeTotal: { withTax: total, withoutTax: totalWithoutTax, includesFees: true },
  });
}

describe("purchase revenue (spec §9: with tax, plus shipping and payment)", () => {
  test("goods 1 188 Kč, shipping 89 Kč and cash on delivery 39 Kč are 1 316 Kč", () => {
    const figures = purchaseFigures(
      placed({ items: 1188, shipping: 89, payment: 39, total: 1316, totalWithoutTax: 1087.6 }),
    );
    expect(figures).toEqual({ revenue: 1316, tax: 228.4, shipping: 89 });
  });

  test("a coupon comes off; credits are a way of paying and stay in", () => {
    const figures = purchaseFigures(
      placed({
        items: 1000,
        discount: 100,
        credits: 50,
        shipping: 0,
        payment: 0,
        total: 850,
        totalWithoutTax: 702.48,
      }),
    );
    expect(figures.revenue).toBe(900);
  });

  test("euro cents add up exactly", () => {
    const figures = purchaseFigures(
      placed({ items: 0.1, shipping: 0.2, payment: 3.9, total: 4.2, totalWithoutTax: null }),
    );
    expect(figures).toEqual({ revenue: 4.2, tax: 0, shipping: 0.2 });
  });
});
