import type { JsonLd } from "#app/seo/json-ld.ts";

/**
 * A magazine article for search engines: headline, description, picture, dates, its
 * author (with their page when they have one) and the shop as publisher. All URLs are
 * absolute.
 */
export function articleJsonLd(article: {
  url: string;
  origin: string;
  headline: string;
  description: string | null;
  image: string | null;
  published: string;
  modified: string | null;
  author: { name: string; url: string | null } | null;
  keywords: Array<string>;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${article.url}#article`,
    mainEntityOfPage: article.url,
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [article.image] } : {}),
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    ...(article.author
      ? {
          author: {
            "@type": "Person",
            name: article.author.name,
            ...(article.author.url ? { url: article.author.url } : {}),
          },
        }
      : {}),
    publisher: { "@id": `${article.origin}/#organization` },
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
  };
}
