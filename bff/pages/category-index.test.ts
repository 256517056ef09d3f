import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import type { StoreCategory } from "#bff/cms/schemas-catalog.ts";
import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { categoryIndex, categoryTree } from "./category-index.ts";

setUpMockUpstreams();

function category(
  id: number,
  parentId: number | null,
  position: number,
  extra: Partial<StoreCategory> = {},
): StoreCategory {
  return {
    id,
    parentId,
    name: `Kategorie ${id}`,
    slug: `kategorie-${id}`,
    position,
    productCount: id,
    childrenIds: [],
    canonical_slugs: [],
    ...extra,
  };
}

describe("categoryTree", () => {
  test("nests subcategories under their parents, by position at every level", () => {
    const tree = categoryTree(
      [category(11, 10, 2), category(20, null, 2), category(10, null, 1), category(12, 10, 1)],
      "cs",
    );
    expect(tree.map((node) => node.id)).toEqual([10, 20]);
    expect(tree[0]?.children.map((node) => node.id)).toEqual([12, 11]);
    expect(tree[1]?.children).toEqual([]);
  });

  test("links each category by its slug in the shopper's language", () => {
    const localised = category(10, null, 1, {
      canonical_slugs: [{ lang: "de", slug: "vibratoren", title: "Vibratoren" }],
    });
    expect(categoryTree([localised], "de")[0]?.slug).toBe("vibratoren");
    expect(categoryTree([localised], "sk")[0]?.slug).toBe("kategorie-10");
  });

  test("an orphan or a loop in the parent links is left out instead of hanging", () => {
    const tree = categoryTree([category(1, null, 1), category(2, 3, 1), category(3, 2, 1)], "cs");
    expect(tree.map((node) => node.id)).toEqual([1]);
  });
});

describe("categoryIndex", () => {
  test("top categories get their CMS pictures in one request", async () => {
    const asked: Array<string> = [];
    mockServer.use(
      graphql.query("CategoryImages", ({ query }) => {
        asked.push(query);
        return HttpResponse.json({
          data: { c30: { store_id: 30, top_category_image: { path: "kategorie/30", alt: "" } } },
        });
      }),
    );
    const { categories } = await categoryIndex({ ctx: testContext() });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("c30: category(store_id: 30)");
    expect(categories).toHaveLength(1);
    expect(categories[0]?.name).toBe("Kosmetika");
    expect(categories[0]?.image?.src).toMatch(/\/image\/w320h200\/kategorie\/30$/);
    expect(categories[0]?.children.map((child) => child.name)).toEqual(["Masážní oleje"]);
  });

  test("without the pictures the page still lists every category", async () => {
    mockServer.use(graphql.query("CategoryImages", () => HttpResponse.json({}, { status: 503 })));
    const { categories } = await categoryIndex({ ctx: testContext() });
    expect(categories.map((node) => [node.name, node.image])).toEqual([["Kosmetika", null]]);
  });
});
