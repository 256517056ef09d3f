import { describe, expect, it } from "vitest";

import { colourStylesheet } from "./colour-stylesheet.ts";

describe("colour stylesheet", () => {
  it("defines a class per colour with a readable text colour", () => {
    expect(colourStylesheet("2b2b33.f5f3ef")).toBe(
      ".colour-2b2b33{--colour:#2b2b33;--colour-text:#ffffff}\n" +
        ".colour-f5f3ef{--colour:#f5f3ef;--colour-text:#1d1a22}",
    );
  });

  it("ignores anything but six hex digits, so nothing else reaches the CSS", () => {
    expect(colourStylesheet("zzzzzz.}body{display:none.ABCDEF.12345")).toBe("");
  });
});
