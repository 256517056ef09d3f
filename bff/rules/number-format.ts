import type { Locale } from "#bff/locales.js";

/** The BCP 47 tag of each language, for the few places that still ask Intl (currency-fallback.ts). */
export const LOCALE_TAGS: Record<Locale, string> = {
  cs: "cs-CZ",
  sk: "sk-SK",
  de: "de-DE",
};

export const NO_BREAK_SPACE = "\u00a0";

/**
 * How each language writes a number (CLDR's rules, as Intl writes them): digits grouped by
 * three from the first thousand, a decimal comma. A no-break space, never a breakable one,
 * so a number and its unit stay on one line.
 *
 * Written out rather than asked of Intl: a page's first `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` costs the browser some 40 ms of loading locale data while it
 * hydrates, for texts the server has already written (decision 085). The unit tests hold
 * these rules to Intl's.
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  cs: { group: NO_BREAK_SPACE, decimal: "," },
  sk: { group: NO_BREAK_SPACE, decimal: "," },
  de: { group: ".", decimal: "," },
};

export type Digits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * The decimal digits of a magnitude, rounded half away from zero to `maximum` decimals and
 * with at least `minimum`, as Intl rounds: from the shortest text that reads back as the
 * same number, so 1.005 is "1.01" where `toFixed` writes "1.00".
 */
function roundedDigits(magnitude: number, minimum: number, maximum: number) {
  const shortest = String(magnitude);
  const plain = shortest.includes("e") ? magnitude.toFixed(maximum) : shortest;
  const [whole = "0", fraction = ""] = plain.split(".");
  let digits = whole + fraction.slice(0, maximum).padEnd(maximum, "0");
  if ((fraction[maximum] ?? "0") >= "5") digits = incremented(digits);
  const wholeLength = digits.length - maximum;
  let kept = digits.slice(wholeLength);
  while (kept.length > minimum && kept.endsWith("0")) kept = kept.slice(0, -1);
  return { whole: digits.slice(0, wholeLength), fraction: kept };
}

/** A string of decimal digits plus one in its last place: "0999" → "1000", "99" → "100". */
function incremented(digits: string): string {
  const places = [...digits];
  for (let index = places.length - 1; index >= 0; index -= 1) {
    if (places[index] !== "9") {
      places[index] = String(Number(places[index]) + 1);
      return places.join("");
    }
    places[index] = "0";
  }
  return `1${places.join("")}`;
}

function grouped(whole: string, separator: string): string {
  const trimmed = whole.replace(/^0+(?=\d)/, "");
  return trimmed.replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * A number as the shopper's language writes it ("1 234,5" in Czech, "1.234,5" in German),
 * rounded half away from zero to at most `maximumFractionDigits` decimals (3 unless told,
 * as Intl) and with at least `minimumFractionDigits`. A minus only when something other
 * than zero is left after rounding: never "-0".
 */
export function formatNumber(value: number, locale: Locale, digits: Digits = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const minimum = digits.minimumFractionDigits ?? 0;
  const maximum = Math.max(digits.maximumFractionDigits ?? 3, minimum);
  const { whole, fraction } = roundedDigits(Math.abs(value), minimum, maximum);
  const separators = SEPARATORS[locale];
  const number = grouped(whole, separators.group);
  const written = fraction ? `${number}${separators.decimal}${fraction}` : number;
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? "-" : "";
  return `${sign}${written}`;
}
