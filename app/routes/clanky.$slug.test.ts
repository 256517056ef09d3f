import { graphql, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { loader } from "#app/routes/clanky.$slug.tsx";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const ARTICLE = {
  _id: "article-1",
  title: "Jak vybrat masážní olej",
  perex: "Vůně, konzistence a na co si dát pozor.",
  content: {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: "Začněte vůní." }] }],
  },
  date_published: "2026-03-02T08:00:00.000Z",
  image: { path: "clanky/olej.jpg", alt: "Olej v lahvičce" },
  page_meta: {
    slug: "jak-vybrat-masazni-olej",
    seo_title: null,
    seo_description: "Jak vybrat olej na masáž.",
    seo_keywords: null,
    meta_nofollow: false,
    meta_noindex: false,
    share_image: null,
    canonical_slugs: [{ language: "sk", slug: "ako-vybrat-masazny-olej" }],
  },
};

async function load(slug: string) {
  return loader({
    request: new Request(`http://localhost/clanky/${slug}`),
    params: { slug },
    context: {},
  });
}

describe("article page loader", () => {
  const asked: Array<Record<string, unknown>> = [];

  beforeEach(() => {
    asked.length = 0;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
    mockServer.use(
      graphql.query("ArticleBySlug", ({ variables }) => {
        asked.push(variables);
        const found = [
          ARTICLE,
          {
            ...ARTICLE,
            date_published: "2027-01-10T08:00:00.000Z",
            page_meta: { ...ARTICLE.page_meta, slug: "budouci" },
          },
        ].filter((article) => article.page_meta.slug === variables.slug);
        return HttpResponse.json({ data: { result: { total: found.length, entities: found } } });
      }),
    );
  });
  afterEach(() => vi.useRealTimers());

  test("a published article by its slug, in the shop's site", async () => {
    const article = await load("jak-vybrat-masazni-olej");
    expect(asked).toEqual([{ slug: "jak-vybrat-masazni-olej", site: "cz" }]);
    expect(article).toMatchObject({
      title: "Jak vybrat masážní olej",
      perex: "Vůně, konzistence a na co si dát pozor.",
      published: "2026-03-02T08:00:00.000Z",
      image: { alt: "Olej v lahvičce" },
      seo: {
        title: "Jak vybrat masážní olej",
        description: "Jak vybrat olej na masáž.",
        slugs: { cs: "jak-vybrat-masazni-olej", sk: "ako-vybrat-masazny-olej" },
      },
    });
  });

  test.each([["budouci"], ["neni-takovy"], ["Nepatri_sem"]])("%s answers 404", async (slug) => {
    await expect(load(slug)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
