import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { magazineIds } from "#sandbox/seed/content-magazine-insert.ts";
import { SCHEDULED_SLUG, scheduledArticles } from "#sandbox/seed/content-magazine-scheduled.ts";
import { LARGEST_CATEGORY, REDIRECTED_AUTHOR } from "#sandbox/seed/content-magazine.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { listArticles } from "./articles.ts";
import {
  articleListConfiguration,
  listArticleCategories,
  listArticleTags,
  listAuthors,
} from "./magazine.ts";
import { menuLinkResolver } from "./menu-links.ts";

let db: Db;
const now = new Date().toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const slugOf = (document: Record<string, unknown>): string => {
  const meta = document.page_meta;
  return typeof meta === "object" && meta !== null && "slug" in meta ? String(meta.slug) : "";
};

describe("article categories", () => {
  it("come by weight, then title, each child with its master", () => {
    const categories = listArticleCategories(db, { site: "cz" });
    const weights = categories.map((category) => Number(category.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const top = categories.filter((category) => category.master_category === null);
    expect(top.map(slugOf)).toEqual([
      LARGEST_CATEGORY,
      "lubrikace-a-pece",
      "vztahy-a-komunikace",
      "zdravi-a-bezpeci",
      "tipy-pro-pary",
      "darky-a-inspirace",
    ]);
    const masters = new Set(
      categories.flatMap((category) =>
        category.master_category ? [slugOf(category.master_category)] : [],
      ),
    );
    expect(masters.size).toBeGreaterThanOrEqual(3);
    const [child] = listArticleCategories(db, { slugs: ["prvni-hracka"] });
    expect(child).toMatchObject({
      title: "První hračka",
      menu_title: "První hračka",
      site_enabled: ["cz"],
      master_category: { title: "Vibrátory a hračky", menu_title: "Hračky" },
      page_meta: { slug: "prvni-hracka", meta_noindex: false },
    });
  });

  it("keep to a site, with canonical slugs of every language version", () => {
    expect(listArticleCategories(db, { site: "sk" }).map(slugOf)).toEqual([
      "vibratory-a-eroticke-hracky",
      "lubrikacia-a-starostlivost",
    ]);
    expect(listArticleCategories(db, { site: "de" })).toHaveLength(2);
    const [german] = listArticleCategories(db, { slugs: ["vibratoren-und-toys"] });
    expect(german?.page_meta).toMatchObject({
      canonical_slugs: [
        { language: "cs", slug: LARGEST_CATEGORY },
        { language: "de", slug: "vibratoren-und-toys" },
        { language: "sk", slug: "vibratory-a-eroticke-hracky" },
      ],
    });
    const id = magazineIds.category(LARGEST_CATEGORY);
    expect(listArticleCategories(db, { ids: [id] }).map((c) => c._id)).toEqual([id]);
  });
});

describe("article tags", () => {
  it("come by title in Czech order, one left out of the index", () => {
    const tags = listArticleTags(db, { site: "cz" });
    expect(tags.length).toBeGreaterThanOrEqual(14);
    const titles = tags.map((tag) => String(tag.title));
    expect(titles).toEqual([...titles].sort(new Intl.Collator("cs").compare));
    expect(titles.indexOf("údržba")).toBeGreaterThan(titles.indexOf("dárek"));
    const noindex = tags.filter((tag) => (tag.page_meta as { meta_noindex: boolean }).meta_noindex);
    expect(noindex.map(slugOf)).toEqual(["na-cesty"]);
    expect(listArticleTags(db, { site: "sk" }).length).toBeGreaterThanOrEqual(2);
    expect(listArticleTags(db, { slugs: ["pradlo"] })).toMatchObject([
      { title: "prádlo", perex: expect.any(String), site_enabled: ["cz"] },
    ]);
  });
});

describe("authors", () => {
  it("four with a page and one without, by name", () => {
    const authors = listAuthors(db, {});
    expect(authors).toHaveLength(5);
    expect(authors.map((author) => author.title)).toEqual([
      "Jan Procházka",
      "Kateřina Novotná",
      "Lucie Horáková",
      "Redakce Amoris",
      "Tomáš Marek",
    ]);
    const withPage = listAuthors(db, { has_page: true });
    expect(withPage.map(slugOf)).toEqual([
      "jan-prochazka",
      "katerina-novotna",
      "lucie-horakova",
      "tomas-marek",
    ]);
    expect(listAuthors(db, { has_page: false }).map(slugOf)).toEqual(["redakce-amoris"]);
    expect(withPage[0]).toMatchObject({
      perex: expect.any(String),
      content: { type: "doc" },
      image: { title: "Jan Procházka", alt: "Jan Procházka", path: "authors/jan-prochazka" },
    });
  });

  it("are found by a former slug too", () => {
    const [author] = listAuthors(db, { slugs: [REDIRECTED_AUTHOR.formerSlug] });
    expect(author).toMatchObject({
      title: "Kateřina Novotná",
      page_meta: {
        slug: REDIRECTED_AUTHOR.slug,
        slug_redirects: [REDIRECTED_AUTHOR.formerSlug],
      },
    });
    expect(listAuthors(db, { slugs: [REDIRECTED_AUTHOR.slug] })).toHaveLength(1);
    expect(listAuthors(db, { slugs: ["nikdo"] })).toEqual([]);
  });
});

describe("article list configuration", () => {
  it("has a title per site, the main site's without one, and null for an unknown site", () => {
    expect(articleListConfiguration(db, "cz")).toMatchObject({
      title: "Nákupní rádce",
      perex: expect.any(String),
      description: { type: "doc" },
      image: { path: "magazine/cz" },
    });
    expect(articleListConfiguration(db, "sk")).toMatchObject({ title: "Nákupný radca" });
    expect(articleListConfiguration(db, "de")).toMatchObject({ title: "Kaufberater" });
    expect(articleListConfiguration(db, null)).toMatchObject({ title: "Nákupní rádce" });
    expect(articleListConfiguration(db, "pl")).toBeNull();
  });
});

describe("the seeded magazine", () => {
  it("has at least 40 published Czech articles and three scheduled after the seeding day", () => {
    expect(listArticles(db, { site: "cz", published_before: now }).length).toBeGreaterThanOrEqual(
      40,
    );
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const slugs = scheduledArticles(today).map((article) => article.slug);
    expect(slugs).toContain(SCHEDULED_SLUG);
    const scheduled = listArticles(db, { slugs });
    expect(scheduled.map((article) => article.date_published.slice(0, 10))).toEqual(
      [90, 30, 7].map((days) => new Date(today + days * DAY_MS).toISOString().slice(0, 10)),
    );
    expect(scheduled.every((article) => article.date_published > now)).toBe(true);
    const largest = magazineIds.category(LARGEST_CATEGORY);
    expect(
      scheduled.some(
        (article) =>
          article.category?.master_category?._id === largest || article.category?._id === largest,
      ),
    ).toBe(true);
  });

  it("fills its largest category for two pages of 15", () => {
    const category = magazineIds.category(LARGEST_CATEGORY);
    const published = listArticles(db, { site: "cz", category, published_before: now });
    expect(published.length).toBeGreaterThanOrEqual(16);
    expect(published.some((article) => article.category?._id === category)).toBe(true);
    expect(published.some((article) => article.category?.master_category?._id === category)).toBe(
      true,
    );
  });

  it("gives every Czech article an author, a category, 1–4 tags and 0–4 products of the catalogue", () => {
    const product = db
      .prepare("SELECT id FROM products WHERE id = ? AND restricted_to_group IS NULL")
      .pluck();
    const czech = listArticles(db, { site: "cz" });
    for (const article of czech) {
      expect(article.author).not.toBeNull();
      expect(article.category?.site_enabled).toEqual(["cz"]);
      expect(article.tags.length).toBeGreaterThanOrEqual(1);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(article.product_reference.length).toBeLessThanOrEqual(4);
    }
    const authors = new Set(czech.map((article) => article.author?._id));
    expect(authors.size).toBe(5);
    for (const article of listArticles(db, {})) {
      for (const { entityId } of article.product_reference) {
        expect(product.get(entityId), `${article.page_meta.slug}: ${entityId}`).toBe(entityId);
      }
    }
  });

  it("names its categories and tags in menu links", () => {
    const linkOf = menuLinkResolver(db);
    expect(linkOf(`/nakupni-radce/${LARGEST_CATEGORY}`)).toEqual({
      type: "article_category",
      entityId: magazineIds.category(LARGEST_CATEGORY),
    });
    expect(linkOf(`/nakupni-radce/${LARGEST_CATEGORY}/prvni-hracka`)).toEqual({
      type: "article_category",
      entityId: magazineIds.category("prvni-hracka"),
    });
    expect(linkOf("/nakupni-radce/stitky/silikon")).toEqual({
      type: "article_tag",
      entityId: magazineIds.tag("silikon"),
    });
    expect(linkOf("/nakupni-radce/prvni-hracka").type).toBe("custom_link");
    expect(linkOf("/nakupni-radce/lubrikace-a-pece/prvni-hracka").type).toBe("custom_link");
    expect(linkOf("/nakupni-radce/stitky/neexistuje").type).toBe("custom_link");
  });
});
