import { Link } from "@remix-run/react";
import { useId } from "react";

import { articleHref } from "#app/seo/page-href.ts";
import { useLocale } from "#app/utils/use-href.ts";
import type { ArticleLink } from "#bff/pages/catalog-listing.ts";
import "./listing.css";

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
