import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ArticleCardView } from "#bff/pages/magazine-listing.ts";

import { PublishedDate } from "./published-date.tsx";
import "./magazine.css";

/**
 * Articles as cards: picture, category, title (the link), date and perex. `headingLevel`
 * keeps the outline right under the page's or a section's heading.
 */
export function ArticleCards({
  articles,
  headingLevel = 2,
}: {
  articles: Array<ArticleCardView>;
  headingLevel?: 2 | 3;
}) {
  const to = useHref();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="article-cards">
      {articles.map((article) => (
        <li key={article.slug} className="article-card">
          {article.image ? <ResponsiveImage image={article.image} alt="" /> : null}
          <div className="article-card-body">
            {article.category ? <p className="article-card-category">{article.category}</p> : null}
            <Heading>
              <Link to={to("article", { slug: article.slug })} prefetch="intent">
                {article.title}
              </Link>
            </Heading>
            <p className="article-card-meta">
              <PublishedDate iso={article.published} />
              {article.author ? <> · {article.author}</> : null}
            </p>
            {article.perex ? <p className="article-card-perex">{article.perex}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
