import { describe, expect, it } from "vitest";

import { colourRules } from "#app/components/catalog/colour-rules.ts";

describe("colour rules", () => {
  it("defines a class per colour with the text colour of the higher contrast, and a text-colour class", () => {
    expect(colourRules(["f5f3ef", "2b2b33", null, "e74c3c", "2b2b33"])).toBe(
      ".colour-2b2b33{--colour:#2b2b33;--colour-text:#ffffff}.text-colour-2b2b33{--text-colour:#2b2b33}\n" +
        ".colour-e74c3c{--colour:#e74c3c;--colour-text:#000000}.text-colour-e74c3c{--text-colour:#e74c3c}\n" +
        ".colour-f5f3ef{--colour:#f5f3ef;--colour-text:#000000}.text-colour-f5f3ef{--text-colour:#f5f3ef}",
    );
  });

  it("ignores anything but six hex digits, so nothing else reaches the CSS", () => {
    expect(colourRules(["zzzzzz", "}body{display:none", "ABCDEF", "12345", "</style>"])).toBe("");
  });
});
