import { describe, expect, test } from "vitest";

import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";

import { categoryTrail } from "./seo-breadcrumb.ts";

function category(
  id: number,
  parentId: number | null,
  name: string,
  slug: string,
  translations: Array<{ lang: string; slug: string; title: string }> = [],
): StoreCategory {
  return {
    id,
    parentId,
    name,
    slug,
    position: id,
    productCount: 1,
    childrenIds: [],
    canonical_slugs: translations,
  };
}

const CATEGORIES = [
  category(10, null, "Vibrátory", "vibratory", [
    { lang: "de", slug: "vibratoren", title: "Vibratoren" },
  ]),
  category(11, 10, "Klasické vibrátory", "klasicke-vibratory", [
    { lang: "de", slug: "klassische-vibratoren", title: "Klassische Vibratoren" },
  ]),
  category(30, null, "Lubrikační gely", "lubrikacni-gely"),
];

describe("categoryTrail", () => {
  test("the top category first, down to the product's own", () => {
    expect(categoryTrail(CATEGORIES, 11, "cs")).toEqual([
      { name: "Vibrátory", slug: "vibratory" },
      { name: "Klasické vibrátory", slug: "klasicke-vibratory" },
    ]);
  });

  test("names and slugs in the shopper's language from canonical_slugs", () => {
    expect(categoryTrail(CATEGORIES, 11, "de")).toEqual([
      { name: "Vibratoren", slug: "vibratoren" },
      { name: "Klassische Vibratoren", slug: "klassische-vibratoren" },
    ]);
  });

  test("no category, an unknown one or a parent loop end the trail", () => {
    expect(categoryTrail(CATEGORIES, null, "cs")).toEqual([]);
    expect(categoryTrail(CATEGORIES, 99, "cs")).toEqual([]);
    const loop = [category(1, 2, "A", "a"), category(2, 1, "B", "b")];
    expect(categoryTrail(loop, 1, "cs")).toEqual([
      { name: "B", slug: "b" },
      { name: "A", slug: "a" },
    ]);
  });
});
