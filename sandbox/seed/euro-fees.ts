import { fromCzk } from "#sandbox/store/money-conversion.ts";

import { CURRENCIES } from "./catalog.ts";
import { CZK_PER_UNIT } from "./store/settings.ts";
import { PAYMENTS, SHIPPERS } from "./store/shipping.ts";

/**
 * The store's fees as the Slovak and German pages write them ("3,16 €"): read from the
 * store's own price list and euro rate, so a page never promises another amount than the
 * checkout charges.
 */

function eurRate(): number {
  const rate = CZK_PER_UNIT.EUR;
  if (rate === undefined) throw new Error("The store has no euro rate");
  return rate;
}

/** An amount in euros with a decimal comma, as both languages write it. */
export function euros(czk: number): string {
  const minor = fromCzk(czk * 100, eurRate());
  return `${(minor / 100).toFixed(2).replace(".", ",")} €`;
}

export function shipperFee(code: (typeof SHIPPERS)[number]["code"]): string {
  const shipper = SHIPPERS.find((candidate) => candidate.code === code);
  if (!shipper) throw new Error(`The store has no shipper ${code}`);
  return euros(shipper.priceCzk);
}

export function paymentFee(code: (typeof PAYMENTS)[number]["code"]): string {
  const payment = PAYMENTS.find((candidate) => candidate.code === code);
  if (!payment) throw new Error(`The store has no payment ${code}`);
  return euros(payment.priceCzk);
}

const EURO = CURRENCIES.find((currency) => currency.code === "EUR");
if (!EURO) throw new Error("The catalogue has no EUR currency");

/** The euro shops' free-shipping threshold, a whole amount ("60 €"). */
export const EURO_FREE_SHIPPING = `${EURO.freeShippingAt} €`;
