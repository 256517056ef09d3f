// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ColourSheet, colourSheetMeta } from "#app/components/catalog/colour-sheet.tsx";

describe("the colour stylesheet", () => {
  test("one address per set of colours: each once, in order", () => {
    expect(colourSheetMeta(["fdecef", null, "2b2230", "fdecef"])).toEqual([
      { tagName: "link", rel: "stylesheet", href: "/colours.css?c=2b2230.fdecef" },
    ]);
    const { container } = render(<ColourSheet colours={["fdecef", "2b2230"]} />);
    expect(container.querySelector("link")?.getAttribute("href")).toBe(
      "/colours.css?c=2b2230.fdecef",
    );
  });

  test("a page without CMS colours links none", () => {
    expect(colourSheetMeta([null])).toEqual([]);
    expect(render(<ColourSheet colours={[]} />).container.innerHTML).toBe("");
  });
});
