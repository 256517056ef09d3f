import { describe, expect, test } from "vitest";

import type { ContentPage } from "#bff/cms/schemas-content.ts";
import { testContext } from "#bff/mocks/context.ts";
import { SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { slugLookupHandler } from "#bff/mocks/slug-lookup.ts";

import { guidePage, toContentPageView } from "./content-page.ts";

setUpMockUpstreams();

const guide = (pagination: boolean): ContentPage => ({
  _id: "content-guide",
  title: "Jak vybrat vibrátor",
  pagination,
  blocks_per_page: 2,
  content_blocks: [1, 2, 3, 4, 5].map((n) => ({
    __typename: "TextBlock" as const,
    _id: `text-${n}`,
    text: `Odstavec ${n}`,
  })),
  background_image: null,
  page_meta: { ...SHIPPING_PAGE.page_meta, slug: "jak-vybrat-vibrator" },
});

const texts = (view: Awaited<ReturnType<typeof toContentPageView>>) =>
  view.blocks.map((block) => (block.kind === "text" ? block.text : block.kind));

describe("content pages", () => {
  test("a paginated content page shows blocks_per_page blocks of the asked page", async () => {
    const view = await toContentPageView(testContext(), guide(true), 2);
    expect(texts(view)).toEqual(["Odstavec 3", "Odstavec 4"]);
    expect(view.pagination).toEqual({ page: 2, pages: 3 });
  });

  test("a page number past the last shows the last page", async () => {
    const view = await toContentPageView(testContext(), guide(true), 9);
    expect(texts(view)).toEqual(["Odstavec 5"]);
    expect(view.pagination).toEqual({ page: 3, pages: 3 });
  });

  test("without pagination every block is on the one page", async () => {
    const view = await toContentPageView(testContext(), guide(false), 2);
    expect(texts(view)).toHaveLength(5);
    expect(view.pagination).toBeNull();
  });
});

describe("a curated guide by slug", () => {
  test("the content page of the slug, the asked page of its blocks", async () => {
    mockServer.use(slugLookupHandler({ contentPages: [guide(true)] }));
    const view = await guidePage({
      ctx: testContext(),
      slug: "jak-vybrat-vibrator",
      pageNumber: 3,
    });
    expect(view).toMatchObject({ slug: "jak-vybrat-vibrator", title: "Jak vybrat vibrátor" });
    expect(texts(view)).toEqual(["Odstavec 5"]);
  });

  test("a text page of the slug is no guide: not found", async () => {
    mockServer.use(slugLookupHandler({ pages: [SHIPPING_PAGE], contentPages: [guide(false)] }));
    await expect(guidePage({ ctx: testContext(), slug: "doprava" })).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
