import { describe, expect, test } from "vitest";

import type { RichNode } from "#bff/cms/rich-text.ts";

import { withoutRepeatedTitle } from "./repeated-title.ts";

const text = (value: string): RichNode => ({ type: "text", text: value, marks: [] });
const heading = (value: string): RichNode => ({
  type: "heading",
  level: 2,
  content: [text(value)],
});
const paragraph = (value: string): RichNode => ({
  type: "paragraph",
  textAlign: null,
  maxWidth: null,
  content: [text(value)],
});
const doc = (...content: Array<RichNode>): RichNode => ({ type: "doc", content });

describe("withoutRepeatedTitle", () => {
  test("drops a leading heading that says the page's title again", () => {
    const intro = paragraph("Vibrátory z naší nabídky pečlivě vybíráme.");
    expect(withoutRepeatedTitle(doc(heading(" vibrátory "), intro), "Vibrátory")).toEqual(
      doc(intro),
    );
    expect(withoutRepeatedTitle(doc(heading("Vibrátory")), "Vibrátory")).toBeNull();
  });

  test("keeps a heading of its own, and a title repeated further down", () => {
    const own = doc(heading("Jak vybrat vibrátor"), paragraph("Podle tvaru."));
    expect(withoutRepeatedTitle(own, "Vibrátory")).toBe(own);
    const later = doc(paragraph("Úvod."), heading("Vibrátory"));
    expect(withoutRepeatedTitle(later, "Vibrátory")).toBe(later);
    expect(withoutRepeatedTitle(null, "Vibrátory")).toBeNull();
  });
});
