/**
 * The quantity rules the product page and the cart share (spec: "Quantity"). Messages stay in
 * the app, which translates the keys below with `{{min}}`/`{{max}}` and `{{unit}}`.
 */

/** Spec: the number input holds at most 4 digits. */
export const QUANTITY_MAX_DIGITS = 4;
/** Spec: the unit shown as the input's suffix is at most 3 characters. */
export const UNIT_MAX_LENGTH = 3;

/** The largest quantity the 4-digit input can hold, whatever the product allows. */
const INPUT_CEILING = 10 ** QUANTITY_MAX_DIGITS - 1;

export type QuantityLimits = { min: number; max: number; decimals: number };

/** Which limit a quantity was moved to; the UI shows the spec's min or max message. */
export type QuantityNotice = { kind: "min" | "max"; limit: number };

export type ClampedQuantity = { quantity: number; notice: QuantityNotice | null };

export type ParsedQuantity =
  ({ ok: true } & ClampedQuantity) | { ok: false; error: "required" | "format" };

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
  const upper = Math.max(min, Math.min(max, INPUT_CEILING));
  const quantity = Number.isNaN(value) ? -Infinity : truncate(value, allowedPlaces(decimals));
  if (quantity < min) return { quantity: min, notice: { kind: "min", limit: min } };
  if (quantity > upper) return { quantity: upper, notice: { kind: "max", limit: upper } };
  return { quantity, notice: null };
}

/**
 * A quantity posted by a form without JavaScript. It accepts a plain number ("2", or "2,5" and
 * "2.5" when decimals are allowed; extra places are truncated), rejects anything else with an
 * error code, and clamps a number outside the limits instead of rejecting it, reporting the
 * notice as the input does.
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
  return { ok: true, ...clampQuantity(Number(text.replace(",", ".")), limits) };
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
