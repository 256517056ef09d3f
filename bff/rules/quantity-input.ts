/**
 * The quantity rules the product page and the cart share (spec: "Quantity"). Messages stay in
 * the app, which translates the keys below with `{{min}}`/`{{max}}` and `{{unit}}`.
 */

/** Spec: the number input holds at most 4 digits. */
export const QUANTITY_MAX_DIGITS = 4;
/** Spec: the unit shown as the input's suffix is at most 3 characters. */
export const UNIT_MAX_LENGTH = 3;

/**
 * The largest quantity the 4-digit input can hold (9999), whatever the product allows: the
 * one ceiling of every form, schema and import that takes a quantity.
 */
export const QUANTITY_MAX = 10 ** QUANTITY_MAX_DIGITS - 1;

export type QuantityLimits = { min: number; max: number; decimals: number };

/**
 * Whole pieces from 1 up to what the input holds: the limits where a variant's own are not
 * known (a cart line, a box on a listing, a link that adds to the cart). The store still
 * enforces the variant's.
 */
export const DEFAULT_QUANTITY_LIMITS: Readonly<QuantityLimits> = {
  min: 1,
  max: QUANTITY_MAX,
  decimals: 0,
};

/** The spec's default unit: pieces. */
export const PIECES = "ks";

/** Units sold by length may be bought in parts; the spec's default units are ks and bm. */
const DECIMAL_UNITS: Partial<Record<string, number>> = { bm: 2 };

/** A purchase minimum or maximum, from the store's rules of the variant or the catalogue. */
type AmountLimits = { amountMin?: number | null; amountMax?: number | null };

/**
 * The purchase limits of one variant (spec: minimum and maximum purchase). The store's
 * rules of the variant come first, the catalogue product's own next; the minimum is at
 * least 1 and the maximum at most what the input holds, never below the minimum. The
 * decimals follow the product's unit.
 */
export function purchaseLimits(
  variant: AmountLimits | null | undefined,
  product: { unit: string; availability: AmountLimits },
): QuantityLimits {
  const min = Math.max(1, variant?.amountMin ?? product.availability.amountMin ?? 1);
  const max = variant?.amountMax ?? product.availability.amountMax ?? QUANTITY_MAX;
  return { min, max: upperLimit(min, max), decimals: DECIMAL_UNITS[product.unit] ?? 0 };
}

/**
 * The quantity input's `maxLength`: 4 digits, and a separator with the allowed places
 * when the unit is sold in parts.
 */
export function quantityInputLength({ decimals }: { decimals: number }): number {
  return QUANTITY_MAX_DIGITS + (decimals > 0 ? decimals + 1 : 0);
}

/** Which limit a quantity was moved to; the UI shows the spec's min or max message. */
export type QuantityNotice = { kind: "min" | "max"; limit: number };

export type ClampedQuantity = { quantity: number; notice: QuantityNotice | null };

export type ParsedQuantity =
  ({ ok: true } & ClampedQuantity) | { ok: false; error: "required" | "format" | "zero" };

/** Spec: the unit label in the input is cut to 3 characters ("balení" -> "bal"). */
export function quantityUnitLabel(unit: string): string {
  return Array.from(unit.trim()).slice(0, UNIT_MAX_LENGTH).join("");
}

/**
 * What the input keeps while typing. Spec: digits only, or digits and one decimal separator
 * when decimals are allowed (a comma becomes a dot), decimals cut to the allowed places and at
 * most 4 digits before the separator. A leading separator gets a "0" so the value stays a number.
 */
export function sanitiseQuantityInput(raw: string, { decimals }: { decimals: number }): string {
  const places = allowedPlaces(decimals);
  const kept = raw.replace(places > 0 ? /[^\d.,]/g : /\D/g, "").replace(/,/g, ".");
  const separator = kept.indexOf(".");
  if (separator === -1) return kept.slice(0, QUANTITY_MAX_DIGITS);
  const integer = kept.slice(0, separator).slice(0, QUANTITY_MAX_DIGITS) || "0";
  const fraction = kept
    .slice(separator + 1)
    .replace(/\./g, "")
    .slice(0, places);
  return `${integer}.${fraction}`;
}

/**
 * Spec: decimals are truncated (not rounded) to the allowed places, then the quantity is clamped
 * to the minimum and maximum purchase; the notice tells which limit applied, for the info notice
 * shown when limit notifications are on. A value that is not a number counts as below the
 * minimum, a maximum below the minimum yields to the minimum, and no quantity exceeds what the
 * 4-digit input can hold.
 */
export function clampQuantity(
  value: number,
  { min, max, decimals }: QuantityLimits,
): ClampedQuantity {
  const upper = upperLimit(min, max);
  const quantity = Number.isNaN(value) ? -Infinity : truncate(value, allowedPlaces(decimals));
  if (quantity < min) return { quantity: min, notice: { kind: "min", limit: min } };
  if (quantity > upper) return { quantity: upper, notice: { kind: "max", limit: upper } };
  return { quantity, notice: null };
}

/**
 * A quantity posted by a form without JavaScript. It accepts a plain number ("2", or "2,5" and
 * "2.5" when decimals are allowed; extra places are truncated), rejects anything else with an
 * error code, and clamps a number outside the limits instead of rejecting it, reporting the
 * notice as the input does. Zero (or less than the smallest step) is refused, not clamped.
 */
export function parseQuantity(
  raw: FormDataEntryValue | null,
  limits: QuantityLimits,
): ParsedQuantity {
  if (raw === null) return { ok: false, error: "required" };
  if (typeof raw !== "string") return { ok: false, error: "format" };
  const text = raw.trim();
  if (text === "") return { ok: false, error: "required" };
  const pattern = allowedPlaces(limits.decimals) > 0 ? /^\d+(?:[.,]\d+)?$/ : /^\d+$/;
  if (!pattern.test(text)) return { ok: false, error: "format" };
  const value = Number(text.replace(",", "."));
  // Nothing is no amount to move up to the minimum: the shopper asked for none (decision 058).
  if (truncate(value, allowedPlaces(limits.decimals)) <= 0) return { ok: false, error: "zero" };
  return { ok: true, ...clampQuantity(value, limits) };
}

/** A maximum below the minimum yields to it; none exceeds what the 4-digit input holds. */
function upperLimit(min: number, max: number): number {
  return Math.max(min, Math.min(max, QUANTITY_MAX));
}

function allowedPlaces(decimals: number): number {
  return Number.isFinite(decimals) ? Math.max(0, Math.trunc(decimals)) : 0;
}

/**
 * Truncates toward zero. Scaling is inexact (2.3 * 10 is 22.999…), so the next step up is kept
 * when it still does not exceed the value.
 */
function truncate(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** places;
  const size = Math.abs(value);
  let steps = Math.trunc(size * factor);
  if ((steps + 1) / factor <= size) steps += 1;
  return (Math.sign(value) * steps) / factor;
}
