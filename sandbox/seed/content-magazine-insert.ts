import type { Db } from "#sandbox/db/open.ts";

import { cmsId } from "./catalog-ids.ts";
import { slugInserter } from "./catalog-insert.ts";
import type { Picture } from "./content-insert.ts";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_TAGS,
  AUTHORS,
  LIST_CONFIGURATIONS,
  MAGAZINE_TITLES,
  SITE_LANGUAGES,
  type MagazineSite,
} from "./content-magazine.ts";

/** The CMS ids of the magazine's documents, derived from their slugs. */
export const magazineIds = {
  category: (slug: string) => cmsId(`article-category:${slug}`),
  tag: (slug: string) => cmsId(`article-tag:${slug}`),
  author: (slug: string) => cmsId(`author:${slug}`),
};

const LANGUAGE_BY_SITE = new Map<string, string>(Object.entries(SITE_LANGUAGES));

interface LanguageVersion {
  slug: string;
  siteEnabled: Array<string>;
  /** Slug of the Czech document this one translates. */
  translationOf?: string;
}

/**
 * Every version's canonical slugs, by its slug: each lists the slugs of all language
 * versions of the same document, its own included, so the storefront can build hreflang.
 */
export function canonicalSlugs(
  versions: Array<LanguageVersion>,
): Map<string, Array<{ language: string; slug: string }>> {
  const groups = new Map<string, Array<{ language: string; slug: string }>>();
  for (const version of versions) {
    const key = version.translationOf ?? version.slug;
    const group = groups.get(key) ?? [];
    for (const site of version.siteEnabled) {
      const language = LANGUAGE_BY_SITE.get(site);
      if (language) group.push({ language, slug: version.slug });
    }
    groups.set(key, group);
  }
  return new Map(
    versions.map((version) => [
      version.slug,
      [...(groups.get(version.translationOf ?? version.slug) ?? [])].sort((a, b) =>
        a.language.localeCompare(b.language),
      ),
    ]),
  );
}

interface MetaSource {
  slug: string;
  title: string;
  perex: string;
  site: MagazineSite;
  noindex?: boolean;
}

function pageMetaOf(
  document: MetaSource,
  canonical: Array<{ language: string; slug: string }>,
  extra: Record<string, unknown> = {},
) {
  return {
    slug: document.slug,
    seo_title: `${document.title} | ${MAGAZINE_TITLES[document.site]}`,
    seo_description: document.perex,
    seo_keywords: null,
    meta_nofollow: false,
    meta_noindex: document.noindex ?? false,
    share_image: null,
    canonical_slugs: canonical,
    ...extra,
  };
}

/** Inserts the magazine's categories, tags, authors and list configurations. */
export function seedMagazineDocuments(db: Db, picture: Picture): void {
  const slug = slugInserter(db);
  const versions = (
    documents: Array<{ slug: string; site: MagazineSite; translationOf?: string }>,
  ) => canonicalSlugs(documents.map((d) => ({ ...d, siteEnabled: [d.site] })));

  const categoryCanonical = versions(ARTICLE_CATEGORIES);
  const insertCategory = db.prepare(
    `INSERT INTO article_categories (id, slug, title, weight, master_id, site_enabled, data)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const category of ARTICLE_CATEGORIES) {
    const id = magazineIds.category(category.slug);
    insertCategory.run(
      id,
      category.slug,
      category.title,
      category.weight,
      category.master ? magazineIds.category(category.master) : null,
      JSON.stringify([category.site]),
      JSON.stringify({
        menu_title: category.menuTitle,
        perex: category.perex,
        page_meta: pageMetaOf(category, categoryCanonical.get(category.slug) ?? []),
      }),
    );
    slug("article_category", id, SITE_LANGUAGES[category.site], category.slug, category.title);
  }

  const tagCanonical = versions(ARTICLE_TAGS);
  const insertTag = db.prepare(
    "INSERT INTO article_tags (id, slug, title, site_enabled, data) VALUES (?, ?, ?, ?, ?)",
  );
  for (const tag of ARTICLE_TAGS) {
    const id = magazineIds.tag(tag.slug);
    insertTag.run(
      id,
      tag.slug,
      tag.title,
      JSON.stringify([tag.site]),
      JSON.stringify({
        perex: tag.perex,
        page_meta: pageMetaOf(tag, tagCanonical.get(tag.slug) ?? []),
      }),
    );
    slug("article_tag", id, SITE_LANGUAGES[tag.site], tag.slug, tag.title);
  }

  const insertAuthor = db.prepare(
    "INSERT INTO authors (id, slug, title, has_page, data) VALUES (?, ?, ?, ?, ?)",
  );
  for (const author of AUTHORS) {
    const id = magazineIds.author(author.slug);
    const portrait = picture(`authors/${author.slug}`, author.title);
    insertAuthor.run(
      id,
      author.slug,
      author.title,
      author.hasPage ? 1 : 0,
      JSON.stringify({
        perex: author.perex,
        image: { title: author.title, alt: author.title, path: portrait.path },
        content: author.bio,
        page_meta: pageMetaOf({ ...author, site: "cz" }, [{ language: "cs", slug: author.slug }], {
          share_image: portrait,
          slug_redirects: author.slugRedirects ?? [],
        }),
      }),
    );
    slug("author", id, "cs", author.slug, author.title);
  }

  const insertConfiguration = db.prepare(
    "INSERT INTO article_list_configurations (site, data) VALUES (?, ?)",
  );
  for (const configuration of LIST_CONFIGURATIONS) {
    insertConfiguration.run(
      configuration.site,
      JSON.stringify({
        title: configuration.title,
        perex: configuration.perex,
        description: configuration.description,
        image: picture(`magazine/${configuration.site}`, configuration.title),
      }),
    );
  }
}
