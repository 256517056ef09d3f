import { describe, expect, it } from "vitest";

import { icoCheckDigit, isValidIco } from "./ico.ts";

describe("IČO check digit", () => {
  it.each([
    ["2707435", 8],
    ["4527464", 9],
    ["0000001", 9],
    // Remainder 0 gives 1.
    ["2559664", 1],
    // Remainder 1 gives 0.
    ["0000006", 0],
  ])("the first seven digits %s give %i", (firstSeven, digit) => {
    expect(icoCheckDigit(firstSeven)).toBe(digit);
  });

  it("accepts real company numbers", () => {
    expect(isValidIco("27074358")).toBe(true);
    expect(isValidIco("45274649")).toBe(true);
    expect(isValidIco("25596641")).toBe(true);
  });

  it("refuses a wrong check digit, letters and other lengths", () => {
    expect(isValidIco("27074359")).toBe(false);
    expect(isValidIco("2707435A")).toBe(false);
    expect(isValidIco("2707435")).toBe(false);
    expect(isValidIco("270743580")).toBe(false);
  });
});
