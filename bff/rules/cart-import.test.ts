import { describe, expect, it } from "vitest";

import { parseImportLines } from "./cart-import.ts";

describe("parseImportLines", () => {
  it("reads code and amount separated by a space, tab, semicolon or comma", () => {
    const parsed = parseImportLines("MO-101-200 2\nABC\t1\n8594001234567;3\nXY-1, 4");
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 1, code: "MO-101-200", amount: 2 },
      { line: 2, code: "ABC", amount: 1 },
      { line: 3, code: "8594001234567", amount: 3 },
      { line: 4, code: "XY-1", amount: 4 },
    ]);
  });

  it("skips empty lines but keeps the shopper's line numbers", () => {
    const parsed = parseImportLines("\r\nA 1\r\n   \r\nB 2\r\n");
    expect(parsed.lines.map(({ line, code }) => [line, code])).toEqual([
      [2, "A"],
      [4, "B"],
    ]);
  });

  it("reports bad lines with their numbers", () => {
    const parsed = parseImportLines("A 1\nB\nC dva\nD 0\nE 10000\nF 1 2\nG 1.5");
    expect(parsed.lines.map((line) => line.code)).toEqual(["A"]);
    expect(parsed.errors).toEqual([
      { line: 2, message: "cart.import.lineFormat" },
      { line: 3, message: "cart.import.lineAmount" },
      { line: 4, message: "cart.import.lineAmount" },
      { line: 5, message: "cart.import.lineAmount" },
      { line: 6, message: "cart.import.lineFormat" },
      { line: 7, message: "cart.import.lineAmount" },
    ]);
  });

  it("reads a CSV file with quoted cells and a header row", () => {
    const parsed = parseImportLines('"kod";"mnozstvi"\n"MO-101-200";"2"\n', { header: true });
    expect(parsed).toEqual({ lines: [{ line: 2, code: "MO-101-200", amount: 2 }], errors: [] });
  });

  it("does not take a pasted first line for a header", () => {
    expect(parseImportLines("kod mnozstvi").errors).toEqual([
      { line: 1, message: "cart.import.lineAmount" },
    ]);
  });
});
