import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { MAGAZINE_NOW } from "#bff/mocks/magazine.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

import { authorPage, authorsPage } from "./author-pages.ts";

setUpMockUpstreams();

describe("the authors", () => {
  test("the list holds only the authors with a page, A to Z", async () => {
    const authors = await authorsPage({ ctx: testContext() });
    expect(authors.map((author) => author.name)).toEqual(["Adam Beneš", "Kateřina Novotná"]);
  });

  test("an author's page has the bio and their published articles", async () => {
    const page = await authorPage({
      ctx: testContext(),
      slug: "katerina-novotna",
      page: 1,
      now: MAGAZINE_NOW,
    });
    if ("kind" in page) throw new Error("expected the author");
    expect(page.name).toBe("Kateřina Novotná");
    // Every third article is hers, newest first.
    expect(page.articles.map((article) => article.slug)).toEqual([
      "clanek-18",
      "clanek-15",
      "clanek-12",
      "clanek-9",
      "clanek-6",
      "clanek-3",
    ]);
    expect(page.seo.slugs).toEqual({ cs: "katerina-novotna", sk: "katerina-novotna-sk" });
  });

  test("an old slug from slug_redirects answers with the current one", async () => {
    expect(
      await authorPage({
        ctx: testContext(),
        slug: "katerina-novotna-dvorakova",
        page: 1,
        now: MAGAZINE_NOW,
      }),
    ).toEqual({ kind: "moved", slug: "katerina-novotna" });
  });

  test("an author without a page, an unknown one and a page past the last are not found", async () => {
    for (const [slug, page] of [
      ["redakce", 1],
      ["nikdo", 1],
      ["adam-benes", 2],
    ] as const) {
      const error = await authorPage({ ctx: testContext(), slug, page, now: MAGAZINE_NOW }).catch(
        (caught: unknown) => caught,
      );
      expect({ slug, status: isBffError(error) ? error.status : null }).toEqual({
        slug,
        status: 404,
      });
    }
  });
});
