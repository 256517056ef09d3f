import { describe, expect, it } from "vitest";

import { colourStylesheet } from "#app/routes/colours[.]css/colour-stylesheet.ts";

describe("colour stylesheet", () => {
  it("defines a class per colour with the text colour of the higher contrast, and a text-colour class", () => {
    expect(colourStylesheet("2b2b33.f5f3ef.e74c3c")).toBe(
      ".colour-2b2b33{--colour:#2b2b33;--colour-text:#ffffff}.text-colour-2b2b33{--text-colour:#2b2b33}\n" +
        ".colour-f5f3ef{--colour:#f5f3ef;--colour-text:#000000}.text-colour-f5f3ef{--text-colour:#f5f3ef}\n" +
        ".colour-e74c3c{--colour:#e74c3c;--colour-text:#000000}.text-colour-e74c3c{--text-colour:#e74c3c}",
    );
  });

  it("ignores anything but six hex digits, so nothing else reaches the CSS", () => {
    expect(colourStylesheet("zzzzzz.}body{display:none.ABCDEF.12345")).toBe("");
  });
});
