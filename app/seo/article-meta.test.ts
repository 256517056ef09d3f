import { describe, expect, test } from "vitest";

import { articleMeta } from "./article-meta.ts";

describe("an article's head", () => {
  const tags = [
    { title: "Jak vybrat vibrátor | Magazín" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Amoris" },
  ];

  test("is an Open Graph article with its publication and author", () => {
    expect(
      articleMeta(tags, {
        published: "2026-03-01T08:00:00.000Z",
        author: "Jana Nováková",
      }),
    ).toEqual([
      { title: "Jak vybrat vibrátor | Magazín" },
      { property: "og:type", content: "article" },
      { property: "og:site_name", content: "Amoris" },
      { property: "article:published_time", content: "2026-03-01T08:00:00.000Z" },
      { property: "article:author", content: "Jana Nováková" },
    ]);
  });

  test("names no author when the article has none", () => {
    const head = articleMeta(tags, { published: "2026-03-01T08:00:00.000Z", author: null });
    expect(head.some((tag) => "property" in tag && tag.property === "article:author")).toBe(false);
  });
});
