import { describe, expect, test } from "vitest";

import type { RichNode } from "#bff/cms/rich-text.ts";

import { META_DESCRIPTION_MAX, metaDescriptionFrom } from "./meta-description.ts";

const text = (value: string): RichNode => ({ type: "text", text: value, marks: [] });
const paragraph = (...content: Array<RichNode>): RichNode => ({
  type: "paragraph",
  textAlign: null,
  maxWidth: null,
  content,
});
const doc = (...content: Array<RichNode>): RichNode => ({ type: "doc", content });

describe("a description for search engines from the page's own text", () => {
  test("paragraphs and line breaks become one line of words; headings are left out", () => {
    const description = metaDescriptionFrom(
      doc(
        { type: "heading", level: 2, content: [text("Akce a slevy")] },
        paragraph(text("Výběr zlevněného"), { type: "hardBreak" }, text("zboží.")),
        paragraph(text("  Každý   týden  nové.  ")),
      ),
    );
    expect(description).toBe("Výběr zlevněného zboží. Každý týden nové.");
  });

  test("a long text is cut after the last whole word that fits, with an ellipsis", () => {
    const words = "Diskrétní balení a doprava zdarma od tisíce korun. ".repeat(6);
    const description = metaDescriptionFrom(doc(paragraph(text(words)))) ?? "";
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX + 1);
    expect(description.endsWith("…")).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    expect(words.charAt(description.length - 1)).toMatch(/[\s.]/);
  });

  test("no text, or only images, gives no description", () => {
    expect(metaDescriptionFrom(null)).toBeNull();
    expect(
      metaDescriptionFrom(
        doc(paragraph(text("   ")), {
          type: "image",
          src: "/a.jpg",
          srcSet: "",
          alt: "Obrázek",
          title: null,
          width: 10,
          height: 10,
          float: null,
        }),
      ),
    ).toBeNull();
  });
});
