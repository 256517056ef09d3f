import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { searchInserter, slugInserter } from "./catalog-insert.ts";
import { ARTICLES } from "./content-articles.ts";
import type { Picture } from "./content-insert.ts";
import { canonicalSlugs, magazineIds, seedMagazineDocuments } from "./content-magazine-insert.ts";
import { scheduledArticles } from "./content-magazine-scheduled.ts";
import { MAGAZINE_TITLES, type MagazineSite, SITE_LANGUAGES } from "./content-magazine.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An article's SEO title ends in the name of the magazine of the site it is written for,
 * as its category's and tag's do: "Wie wählt man … | Kaufberater".
 */
export function articleSeoTitle(article: { title: string; siteEnabled: Array<string> }): string {
  const site = article.siteEnabled.find((code): code is MagazineSite =>
    Object.hasOwn(MAGAZINE_TITLES, code),
  );
  return `${article.title} | ${MAGAZINE_TITLES[site ?? "cz"]}`;
}

/**
 * Inserts the magazine: its categories, tags and authors, then the articles, shaped as
 * GraphQL answers them. `today` (the start of the seeding day, UTC) places the scheduled
 * articles.
 */
export function seedArticles(
  db: Db,
  picture: Picture,
  today = Math.floor(Date.now() / DAY_MS) * DAY_MS,
): void {
  seedMagazineDocuments(db, picture);
  const articles = [...ARTICLES, ...scheduledArticles(today)];
  const canonical = canonicalSlugs(articles);
  const insert = db.prepare(
    `INSERT INTO articles (id, slug, title, date_published, site_enabled, author_id,
       category_id, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTag = db.prepare(
    "INSERT INTO article_tag_links (article_id, tag_id, position) VALUES (?, ?, ?)",
  );
  const search = searchInserter(db);
  const slug = slugInserter(db);
  for (const article of articles) {
    const id = cmsId(`article:${article.slug}`);
    const image = picture(`articles/${article.slug}`, article.title);
    insert.run(
      id,
      article.slug,
      article.title,
      article.datePublished,
      JSON.stringify(article.siteEnabled),
      magazineIds.author(article.author),
      magazineIds.category(article.category),
      JSON.stringify({
        short_title: article.shortTitle,
        perex: article.perex,
        content: article.content,
        created: article.created,
        image,
        product_reference: article.products.map((entityId) => ({ entityId })),
        page_meta: {
          slug: article.slug,
          seo_title: articleSeoTitle(article),
          seo_description: article.perex,
          seo_keywords: article.seoKeywords,
          meta_nofollow: false,
          meta_noindex: false,
          share_image: image,
          canonical_slugs: canonical.get(article.slug) ?? [],
        },
      }),
    );
    article.tags.forEach((tag, position) => insertTag.run(id, magazineIds.tag(tag), position));
    // An article is found in the language of each site that shows it, as it is written.
    for (const site of article.siteEnabled) {
      if (site === "cz" || site === "sk" || site === "de") {
        slug("article", id, SITE_LANGUAGES[site], article.slug, article.title);
        search("article", id, article.title, article.perex, SITE_LANGUAGES[site]);
      }
    }
  }
}
