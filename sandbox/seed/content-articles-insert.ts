import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { searchInserter } from "./catalog-insert.ts";
import { ARTICLES } from "./content-articles.ts";
import type { Picture } from "./content-insert.ts";

/** The language each site is written in, for an article's canonical slugs. */
const SITE_LANGUAGES: Record<string, string> = { cz: "cs", sk: "sk" };

/** Inserts the magazine's articles, shaped as GraphQL answers them. */
export function seedArticles(db: Db, picture: Picture): void {
  const insert = db.prepare(
    `INSERT INTO articles (id, slug, title, date_published, site_enabled, data)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const search = searchInserter(db);
  for (const article of ARTICLES) {
    const id = cmsId(`article:${article.slug}`);
    const image = picture(`articles/${article.slug}`, article.title);
    insert.run(
      id,
      article.slug,
      article.title,
      article.datePublished,
      JSON.stringify(article.siteEnabled),
      JSON.stringify({
        short_title: article.shortTitle,
        perex: article.perex,
        content: article.content,
        created: article.created,
        author: null,
        category: null,
        tags: [],
        image,
        page_meta: {
          slug: article.slug,
          seo_title: `${article.title} | Magazín`,
          seo_description: article.perex,
          seo_keywords: article.seoKeywords,
          meta_nofollow: false,
          meta_noindex: false,
          share_image: image,
          canonical_slugs: article.siteEnabled.flatMap((site) => {
            const language = SITE_LANGUAGES[site];
            return language ? [{ language, slug: article.slug }] : [];
          }),
        },
      }),
    );
    search("article", id, article.title, article.perex);
  }
}
