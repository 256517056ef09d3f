import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import {
  getArticleBySlug,
  getArticles,
  getArticleSlugs,
  getNeighbourArticles,
  isPublished,
} from "./articles.ts";
import {
  getArticleCategories,
  getArticleTag,
  getArticleTags,
  getAuthor,
  getAuthorsWithPage,
  getListConfiguration,
} from "./magazine.ts";

/**
 * The magazine's GraphQL queries through the BFF's own clients, against the live sandbox:
 * every answer parses, and the filters the storefront relies on hold.
 */

connectToLiveSandbox();

const guest = testContext();
const now = new Date();

describe("the magazine's CMS reads", () => {
  test("a page of published articles, newest first, with its total", async () => {
    const page = await getArticles({ ctx: guest, skip: 0, limit: 15, now });
    expect(page.entities).toHaveLength(15);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.entities.every((article) => isPublished(article, now))).toBe(true);
    const dates = page.entities.map((article) => article.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("a category's list holds its children's articles; tags and authors filter", async () => {
    const categories = await getArticleCategories({ ctx: guest });
    const toys = categories.find((category) => category.page_meta.slug === "vibratory-a-hracky");
    const child = categories.find((category) => category.master_category?._id === toys?._id);
    expect(toys && child).toBeTruthy();
    const all = await getArticles({
      ctx: guest,
      filter: { category: toys?._id },
      skip: 0,
      limit: 100,
      now,
    });
    expect(all.total).toBeGreaterThan(15);
    const own = await getArticles({
      ctx: guest,
      filter: { category: child?._id },
      skip: 0,
      limit: 100,
      now,
    });
    expect(own.total).toBeGreaterThan(0);
    expect(all.entities.map((a) => a._id)).toEqual(
      expect.arrayContaining(own.entities.map((a) => a._id)),
    );

    const tag = await getArticleTag({ ctx: guest, slug: "silikon" });
    const tagged = await getArticles({
      ctx: guest,
      filter: { tag: tag?._id },
      skip: 0,
      limit: 100,
      now,
    });
    expect(tagged.total).toBeGreaterThan(0);
    expect((await getArticleTags({ ctx: guest })).length).toBeGreaterThanOrEqual(10);
  });

  test("an article with its author, category, tags and products, and its neighbours", async () => {
    const article = await getArticleBySlug({ ctx: guest, slug: "jak-vybrat-prvni-vibrator" });
    expect(article?.author?.author_has_page).toBe(true);
    expect(article?.category?.title).toBeTruthy();
    expect(article?.product_reference.length).toBeGreaterThan(0);
    const neighbours = await getNeighbourArticles({
      ctx: guest,
      datePublished: article?.date_published ?? "",
      now,
    });
    expect(neighbours.older?.date_published ?? "").toBeTruthy();
    expect((neighbours.older?.date_published ?? "") < (article?.date_published ?? "")).toBe(true);
    expect((neighbours.newer?.date_published ?? "") > (article?.date_published ?? "")).toBe(true);
  });

  test("a scheduled article is answered, and left out of lists", async () => {
    const scheduled = await getArticleBySlug({ ctx: guest, slug: "pripravujeme-vanocni-darky" });
    expect(scheduled && isPublished(scheduled, now)).toBe(false);
    const slugs = await getArticleSlugs({ ctx: guest, skip: 0, limit: 500, now });
    expect(slugs.entities.map((entry) => entry.page_meta.slug)).not.toContain(
      "pripravujeme-vanocni-darky",
    );
  });

  test("authors: four with a page; an old slug finds the author under the new one", async () => {
    const authors = await getAuthorsWithPage({ ctx: guest });
    expect(authors).toHaveLength(4);
    expect(authors.every((author) => author.author_has_page)).toBe(true);
    const moved = await getAuthor({ ctx: guest, slug: "katerina-novotna-dvorakova" });
    expect(moved?.page_meta.slug).toBe("katerina-novotna");
    expect(moved?.page_meta.slug_redirects).toContain("katerina-novotna-dvorakova");
  });

  test("an author introduces themselves in the shopper's language and says so", async () => {
    const german = testContext({ locale: "de", domainCode: "de" });
    const author = await getAuthor({ ctx: german, slug: "tomas-marek" });
    expect(author).toMatchObject({ locale: "de" });
    expect(author?.perex).toMatch(/^Testet in unserer Redaktion/);
  });

  test("each site has its list configuration and its own language's articles", async () => {
    expect((await getListConfiguration({ ctx: guest }))?.title).toBe("Nákupní rádce");
    const slovak = testContext({ locale: "sk", domainCode: "sk" });
    expect((await getListConfiguration({ ctx: slovak }))?.title).toBe("Nákupný radca");
    const article = await getArticleBySlug({ ctx: slovak, slug: "ako-vybrat-prvy-vibrator" });
    expect(article?.page_meta.canonical_slugs).toEqual(
      expect.arrayContaining([{ language: "cs", slug: "jak-vybrat-prvni-vibrator" }]),
    );
  });
});
