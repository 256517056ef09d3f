import { Link } from "@remix-run/react";
import { useId } from "react";

import { LOCALE_PREFIXES } from "#app/route-paths.js";
import type { Locale } from "#app/utils/href.ts";
import { useLocale } from "#app/utils/use-href.ts";
import type { ArticleLink } from "#bff/pages/catalog-listing.ts";
import "./listing.css";

/**
 * The spec's article route (`/clanky/{slug}`, route kind article-slug). The magazine's
 * pages come later; until its route file exists this table stands in for its entry in the
 * path table, so the links already go where the articles will be.
 */
const ARTICLE_PATHS: Record<Locale, string> = { cs: "clanky", sk: "clanky", de: "artikel" };

/** The URL of a magazine article in the shopper's language. */
export function articleHref(locale: Locale, slug: string): string {
  return `${LOCALE_PREFIXES[locale]}/${ARTICLE_PATHS[locale]}/${encodeURIComponent(slug)}`;
}

/** A category's article references: titles linking to the articles. */
export function ArticleLinks({
  articles,
  title,
  className,
}: {
  articles: Array<ArticleLink>;
  title: string;
  className: string;
}) {
  const locale = useLocale();
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section className={`listing-articles ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={articleHref(locale, article.slug)}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
