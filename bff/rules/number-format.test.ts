import { describe, expect, test } from "vitest";

import { LOCALES } from "#bff/locales.js";

import { formatNumber, LOCALE_TAGS } from "./number-format.ts";

describe("formatNumber writes numbers as the shopper's language does", () => {
  test("grouping and decimal comma per language, with no-break spaces", () => {
    expect(formatNumber(1234.5, "cs")).toBe("1\u00a0234,5");
    expect(formatNumber(1234.5, "sk")).toBe("1\u00a0234,5");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatNumber(2.345, "de", { maximumFractionDigits: 1 })).toBe("2,3");
    expect(formatNumber(12, "cs", { maximumFractionDigits: 1 })).toBe("12");
    expect(formatNumber(1000000, "sk")).toBe("1\u00a0000\u00a0000");
  });

  test("rounds half away from zero from the number as written, as Intl does", () => {
    expect(formatNumber(1.005, "cs", { maximumFractionDigits: 2 })).toBe("1,01");
    expect(formatNumber(2.25, "cs", { maximumFractionDigits: 1 })).toBe("2,3");
    expect(formatNumber(-2.25, "cs", { maximumFractionDigits: 1 })).toBe("-2,3");
    expect(formatNumber(999.96, "de", { maximumFractionDigits: 1 })).toBe("1.000");
    expect(formatNumber(-0.04, "cs", { maximumFractionDigits: 1 })).toBe("0");
  });

  test.each(LOCALES)("%s: the same text as Intl for distances, credits and counts", (locale) => {
    const values = [0, 0.05, 0.5, 1, 2.45, 7.25, 12.345, 999.9, 1000, 1234.5678, 98765.4321];
    for (const maximumFractionDigits of [0, 1, 3]) {
      for (const value of values) {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits })
          .format(value)
          .replace(/[ \u202f]/g, "\u00a0");
        expect(formatNumber(value, locale, { maximumFractionDigits })).toBe(intl);
      }
    }
  });
});
