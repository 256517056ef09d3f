import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { MAGAZINE_NOW } from "#bff/mocks/magazine.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { articlePage } from "./article-page.ts";

setUpMockUpstreams();

describe("an article's page", () => {
  test("has its author box, category trail through the master, tags, products and neighbours", async () => {
    const article = await articlePage({ ctx: testContext(), slug: "clanek-19", now: MAGAZINE_NOW });
    expect(article.author).toMatchObject({ name: "Adam Beneš", slug: "adam-benes" });
    expect(article.categories).toEqual([
      { title: "Vibrátory a hračky", place: { slug: "vibratory-a-hracky", child: null } },
      { title: "Pro začátečníky", place: { slug: "vibratory-a-hracky", child: "pro-zacatecniky" } },
    ]);
    expect(article.tags).toEqual([]);
    expect(article.products.map((product) => product.id)).toEqual([101]);
    // Article 20 is not published yet, so 19 has no newer neighbour.
    expect(article.older).toEqual({ slug: "clanek-18", title: "Článek 18" });
    expect(article.newer).toBeNull();
  });

  test("an author without a page gets a box without a link", async () => {
    const article = await articlePage({ ctx: testContext(), slug: "clanek-2", now: MAGAZINE_NOW });
    expect(article.author).toMatchObject({ name: "Redakce Amoris", slug: null });
    expect(article.tags).toEqual([{ title: "silikon", slug: "silikon" }]);
    expect(article.newer).toEqual({ slug: "clanek-3", title: "Článek 3" });
  });

  test("still shows when its products and neighbours cannot be had", async () => {
    mockServer.use(
      graphql.query("ArticleNeighbours", () => HttpResponse.json(null, { status: 503 })),
    );
    const article = await articlePage({ ctx: testContext(), slug: "clanek-18", now: MAGAZINE_NOW });
    expect(article.title).toBe("Článek 18");
    expect(article.older).toBeNull();
    expect(article.newer).toBeNull();
  });

  test("a scheduled article is not found", async () => {
    await expect(
      articlePage({ ctx: testContext(), slug: "clanek-20", now: MAGAZINE_NOW }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
