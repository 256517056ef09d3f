import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { glossaryIndex, glossaryTermPage, linkableGlossaryTerms } from "./glossary.ts";

setUpMockUpstreams();

describe("glossary index", () => {
  test("asks for the site's terms (up to 1000) and groups them by Czech letter", async () => {
    const asked: Array<Record<string, unknown>> = [];
    mockServer.use(
      graphql.query("GlossaryTerms", ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            result: {
              total: 3,
              entities: [
                { _id: "1", title: "Vibrátor", perex: " Bzučí. ", page_meta: meta("vibrator") },
                { _id: "2", title: "Chlad", perex: null, page_meta: meta("chlad") },
                { _id: "3", title: "Čaj", perex: "", page_meta: meta("caj") },
              ],
            },
          },
        });
      }),
    );
    const { letters } = await glossaryIndex({ ctx: testContext({ domainCode: "sk" }) });
    expect(asked).toEqual([{ site: "sk", limit: 1000 }]);
    expect(
      letters
        .filter((letter) => letter.terms.length > 0)
        .map((letter) => [letter.letter, letter.anchor, letter.terms]),
    ).toEqual([
      ["Č", "pismeno-c-hacek", [{ title: "Čaj", slug: "caj", perex: null }]],
      ["Ch", "pismeno-ch", [{ title: "Chlad", slug: "chlad", perex: null }]],
      ["V", "pismeno-v", [{ title: "Vibrátor", slug: "vibrator", perex: "Bzučí." }]],
    ]);
    expect(letters.map((letter) => letter.letter)).toContain("Ř");
  });

  test("a CMS that is down is an upstream error", async () => {
    mockServer.use(graphql.query("GlossaryTerms", () => HttpResponse.error()));
    await expect(glossaryIndex({ ctx: testContext() })).rejects.toMatchObject({
      kind: "upstream",
    });
  });
});

describe("glossary term page", () => {
  test("the term with its category, virtual category, product boxes and related terms", async () => {
    const page = await glossaryTermPage({ ctx: testContext(), slug: "masazni-olej" });
    expect(page).toMatchObject({
      slug: "masazni-olej",
      term: "Masážní olej",
      heading: "Masážní olej: jak ho vybrat",
      perex: "Masážní olej ve zkratce.",
      document: { type: "doc" },
      categories: [{ title: expect.any(String), slug: "masazni-oleje" }],
      virtualCategories: [{ title: "Oleje na masáž", slug: "oleje-na-masaz" }],
      related: [{ title: "Hřejivý olej", slug: "hrejivy-olej" }],
      seo: { title: "Masážní olej", slugs: { cs: "masazni-olej", sk: "masazny-olej" } },
    });
    // The unknown product 999 is left out; the known one is a box with its price.
    expect(page.products.map((product) => [product.id, product.price > 0])).toEqual([[101, true]]);
  });

  test("the term without its references when those reads fail", async () => {
    mockServer.use(
      http.get(cmsUrl("/catalog/product"), () => new HttpResponse(null, { status: 503 })),
      graphql.query("GlossaryVirtualCategories", () => HttpResponse.error()),
    );
    const page = await glossaryTermPage({ ctx: testContext(), slug: "masazni-olej" });
    expect(page).toMatchObject({ term: "Masážní olej", products: [], virtualCategories: [] });
  });

  test("an unknown slug is not found", async () => {
    await expect(glossaryTermPage({ ctx: testContext(), slug: "neni" })).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});

describe("terms for links", () => {
  test("the site's terms, or none when the glossary cannot be read", async () => {
    expect(await linkableGlossaryTerms({ ctx: testContext() })).toContainEqual({
      title: "Hřejivý olej",
      slug: "hrejivy-olej",
    });
    mockServer.use(graphql.query("GlossaryTerms", () => HttpResponse.error()));
    expect(await linkableGlossaryTerms({ ctx: testContext({ locale: "sk" }) })).toEqual([]);
  });
});

function meta(slug: string) {
  return { slug, meta_noindex: false, canonical_slugs: [] };
}
