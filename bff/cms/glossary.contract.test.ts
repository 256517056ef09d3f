import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { getGlossaryTerm, getGlossaryTerms, getVirtualCategoryLinks } from "./glossary.ts";

/** The glossary's GraphQL queries through the BFF's client against the live sandbox. */

connectToLiveSandbox();

const guest = testContext();

describe("glossary", () => {
  test("the Czech site's terms, whole, in Czech alphabetical order", async () => {
    const terms = await getGlossaryTerms({ ctx: guest });
    expect(terms.length).toBeGreaterThanOrEqual(120);
    const titles = terms.map((term) => term.title);
    expect(titles.indexOf("Hypoalergenní materiál")).toBeLessThan(
      titles.indexOf("Chladivý lubrikant"),
    );
    expect(titles.indexOf("Cyberskin")).toBeLessThan(titles.indexOf("Čisticí sprej"));
  });

  test("a term with every reference, and its virtual categories by id", async () => {
    const term = await getGlossaryTerm({ ctx: guest, slug: "vibrator" });
    expect(term).toMatchObject({
      title: "Vibrátor",
      page_title: "Vibrátor: druhy, materiály a výběr",
      description: { type: "doc" },
      category_reference: [{ entityId: 10 }, { entityId: 11 }],
      product_reference: [{ entityId: 1001 }, { entityId: 1002 }, { entityId: 1006 }],
    });
    expect(term?.term_reference.map((related) => related.page_meta.slug)).toContain("silikon");
    const virtual = await getVirtualCategoryLinks({
      ctx: guest,
      ids: term?.virtual_category_reference.map((reference) => reference.entityId) ?? [],
    });
    expect(virtual.map((category) => category.page_meta.slug).sort()).toEqual([
      "silikonove-pomucky",
      "vodotesne-hracky",
    ]);
  });

  test("each site has its own terms; a slug of another site is none", async () => {
    const german = testContext({ locale: "de", domainCode: "de" });
    expect(await getGlossaryTerm({ ctx: german, slug: "gleitgel" })).toMatchObject({
      title: "Gleitgel",
    });
    expect(await getGlossaryTerm({ ctx: guest, slug: "gleitgel" })).toBeNull();
  });
});
