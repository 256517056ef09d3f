import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { TOP_CATEGORY_TITLE_MAX, topCategories } from "./top-categories.ts";

setUpMockUpstreams();

describe("top categories", () => {
  test("titles cut at 45 characters; links resolved by type, a gone target left out", async () => {
    const result = await topCategories({ ctx: testContext() });
    expect(TOP_CATEGORY_TITLE_MAX).toBe(45);
    expect(result?.virtualCategories).toEqual([
      { title: "Novinky", link: { href: "/novinky", external: false } },
    ]);
    const [tile] = result?.tiles ?? [];
    expect(tile?.title).toHaveLength(45);
    expect(tile?.title.endsWith("…")).toBe(true);
    expect(tile?.links).toEqual([
      { title: "Masážní oleje", link: { href: "/masazni-oleje", external: false } },
      {
        title: "Rady k masážím",
        link: { href: "/nakupni-radce/pro-pary/masaze", external: false },
      },
      {
        title: "Vše o silikonu",
        link: { href: "/nakupni-radce/stitky/silikon", external: false },
      },
      { title: "Poradna", link: { href: "/poradna", external: false } },
    ]);
  });

  test("the home page renders without them when the CMS cannot answer", async () => {
    mockServer.use(graphql.query("TopCategories", () => HttpResponse.error()));
    expect(await topCategories({ ctx: testContext() })).toBeNull();
  });
});
