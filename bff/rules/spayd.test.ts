import { describe, expect, test } from "vitest";

import { spayd } from "./spayd.ts";

const TRANSFER = {
  iban: "CZ65 2010 0000 0028 0123 4567",
  amount: 2548,
  currencyCode: "CZK",
  variableSymbol: "2025000001",
};

describe("spayd: the QR Platba string (SPAYD 1.0)", () => {
  test("header, IBAN without spaces, amount with two decimals, currency and variable symbol", () => {
    expect(spayd(TRANSFER)).toBe(
      "SPD*1.0*ACC:CZ6520100000002801234567*AM:2548.00*CC:CZK*X-VS:2025000001",
    );
  });

  test("rounds the amount to two decimals with a dot", () => {
    expect(spayd({ ...TRANSFER, amount: 1234.5 })).toContain("*AM:1234.50*");
    expect(spayd({ ...TRANSFER, amount: 0.125 })).toContain("*AM:0.13*");
  });

  test("adds the message, escaping the field separator and the escape character", () => {
    expect(spayd({ ...TRANSFER, message: "Objednávka *42* 100%" })).toMatch(
      /\*MSG:Objednávka %2A42%2A 100%25$/,
    );
  });

  test("cuts the message to 60 characters and leaves a blank one out", () => {
    const long = spayd({ ...TRANSFER, message: "x".repeat(80) });
    expect(long.endsWith(`*MSG:${"x".repeat(60)}`)).toBe(true);
    expect(spayd({ ...TRANSFER, message: "  " })).not.toContain("MSG");
  });

  test("refuses what would scan to a wrong payment", () => {
    expect(() => spayd({ ...TRANSFER, amount: 0 })).toThrow(RangeError);
    expect(() => spayd({ ...TRANSFER, amount: 12_345_678_901 })).toThrow(RangeError);
    expect(() => spayd({ ...TRANSFER, variableSymbol: "12345678901" })).toThrow(RangeError);
    expect(() => spayd({ ...TRANSFER, variableSymbol: "12A" })).toThrow(RangeError);
    expect(() => spayd({ ...TRANSFER, iban: "2801234567/2010" })).toThrow(RangeError);
    expect(() => spayd({ ...TRANSFER, currencyCode: "Kč" })).toThrow(RangeError);
  });
});
