import { describe, expect, test } from "vitest";

import { formatNumber, withNoBreakSpaces } from "./number-format.ts";

describe("formatNumber writes numbers as the shopper's language does", () => {
  test("grouping and decimal comma per language, with no-break spaces", () => {
    expect(formatNumber(1234.5, "cs")).toBe("1\u00a0234,5");
    expect(formatNumber(1234.5, "sk")).toBe("1\u00a0234,5");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatNumber(2.345, "de", { maximumFractionDigits: 1 })).toBe("2,3");
  });

  test("percentages keep their no-break space before the sign", () => {
    expect(formatNumber(0.2, "cs", { style: "percent" })).toBe("20\u00a0%");
    expect(formatNumber(0.2, "de", { style: "percent" })).toBe("20\u00a0%");
  });
});

test("every space a formatter may choose becomes one no-break space", () => {
  expect(withNoBreakSpaces("1 234\u202f567\u00a0Kč")).toBe("1\u00a0234\u00a0567\u00a0Kč");
});
