import type { Db } from "#sandbox/db/open.ts";

/** Coupons and order gifts. Money is CZK minor units; dates are fixed so seeds repeat. */

export const COUPONS = [
  { code: "SLEVA10", kind: "percent", value: 10, minOrder: 0, validTo: null },
  { code: "JARO200", kind: "fixed", value: 200_00, minOrder: 1000_00, validTo: null },
  { code: "DOPRAVAZDARMA", kind: "free_shipping", value: 0, minOrder: 0, validTo: null },
  { code: "VIP500", kind: "fixed", value: 500_00, minOrder: 2500_00, validTo: null },
  { code: "LETO2024", kind: "percent", value: 15, minOrder: 0, validTo: Date.UTC(2024, 8, 1) },
] as const;

export const GIFTS = [
  { id: 1, name: "Lubrikační gel 50 ml", priceFrom: 500_00, stock: 500 },
  { id: 2, name: "Saténová maska na oči", priceFrom: 1000_00, stock: 200 },
  { id: 3, name: "Dárková taška s mašlí", priceFrom: 2000_00, stock: 0 },
];

export function seedPromotions(db: Db): void {
  const coupon = db.prepare(
    "INSERT INTO coupons (code, kind, value, min_order_minor, valid_to) VALUES (?, ?, ?, ?, ?)",
  );
  for (const c of COUPONS) coupon.run(c.code, c.kind, c.value, c.minOrder, c.validTo);
  const gift = db.prepare(
    "INSERT INTO order_gifts (id, name, price_from_minor, stock) VALUES (?, ?, ?, ?)",
  );
  for (const g of GIFTS) gift.run(g.id, g.name, g.priceFrom, g.stock);
}
