import { describe, expect, test } from "vitest";

import type { RichNode } from "#bff/cms/rich-text.ts";

import { withoutRepeatedTitle, withoutRepeatedTitleBlock } from "./repeated-title.ts";

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

describe("a content page's leading big title", () => {
  const quote = {
    __typename: "QuoteBlock" as const,
    _id: "q",
    text: "Méně je více.",
    author: null,
  };

  test("that repeats the page's title gives way to its subtitle", () => {
    expect(
      withoutRepeatedTitleBlock(
        [
          {
            __typename: "BigTitleBlock",
            _id: "t",
            title: "Jak vybrat  vibrátor",
            subtitle: "Průvodce v pěti krocích",
          },
          quote,
        ],
        "Jak vybrat vibrátor",
      ),
    ).toEqual([{ __typename: "TextBlock", _id: "t", text: "Průvodce v pěti krocích" }, quote]);
  });

  test("without a subtitle goes; a title of its own stays", () => {
    const own = {
      __typename: "BigTitleBlock" as const,
      _id: "t",
      title: "Pět kroků",
      subtitle: null,
    };
    expect(
      withoutRepeatedTitleBlock(
        [{ ...own, title: "Lubrikanty od A do Z" }, quote],
        "Lubrikanty od A do Z",
      ),
    ).toEqual([quote]);
    expect(withoutRepeatedTitleBlock([own, quote], "Lubrikanty od A do Z")).toEqual([own, quote]);
  });
});
