import type { SerializeFrom } from "@remix-run/node";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { dateTimeFormat } from "#app/utils/date-format.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { ArticlePage as ArticlePageData } from "#bff/pages/article-page.ts";
import "./content.css";

/** A magazine article: title, publication date, perex, picture and its rich text. */
export function ArticlePage({ article }: { article: SerializeFrom<ArticlePageData> }) {
  const to = useHref();
  const locale = useLocale();
  const published = dateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Prague",
  }).format(new Date(article.published));
  return (
    <article className="container text-page article-page">
      <Breadcrumbs
        crumbs={[{ title: article.title, href: to("article", { slug: article.slug }) }]}
      />
      <h1>{article.title}</h1>
      <p className="article-date">
        <time dateTime={article.published}>{published}</time>
      </p>
      {article.perex ? <p className="article-perex">{article.perex}</p> : null}
      {article.image ? <ResponsiveImage image={article.image} priority /> : null}
      <RichText document={article.document} />
    </article>
  );
}
