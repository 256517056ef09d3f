import { describe, expect, it } from "vitest";

import { colourCode, contrastRatio } from "./colour-code.ts";

describe("colourCode", () => {
  it("accepts six or three hex digits, with or without #, and nothing else", () => {
    expect(colourCode("#E58FB0")).toBe("e58fb0");
    expect(colourCode("fde")).toBe("ffddee");
    expect(colourCode("red")).toBeNull();
    expect(colourCode("#fff;background:url(x)")).toBeNull();
    expect(colourCode(null)).toBeNull();
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("000000", "ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("ffffff", "000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("8e6cc4", "8e6cc4")).toBe(1);
  });

  it("puts white on the demo violet below the 4.5:1 body text needs", () => {
    expect(contrastRatio("ffffff", "8e6cc4")).toBeLessThan(4.5);
    expect(contrastRatio("ffffff", "5b3f8f")).toBeGreaterThan(4.5);
  });
});
