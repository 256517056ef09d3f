import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { articleJsonLd } from "#app/seo/article-json-ld.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { ArticlePage } from "#bff/pages/article-page.ts";
import type { WithKeptBoxes } from "#bff/rules/kept-cards.ts";

import { AuthorBox } from "./author-box.tsx";
import { categoryHref } from "./magazine-paths.ts";
import { PublishedDate } from "./published-date.tsx";
import "./magazine.css";

/** On a document, the article's boxes kept (decision 068). */
type Article = WithKeptBoxes<SerializeFrom<ArticlePage>, "products">;

function ArticleStructuredData({ article }: { article: Article }) {
  const origin = useRootData()?.origin;
  const to = useHref();
  if (!origin) return null;
  const absolute = (path: string) => new URL(path, origin).href;
  return (
    <JsonLd
      data={articleJsonLd({
        url: absolute(to("article", { slug: article.slug })),
        origin,
        headline: article.title,
        description: article.perex,
        image: article.seo.image ?? (article.image ? absolute(article.image.src) : null),
        published: article.published,
        modified: null,
        author: article.author
          ? {
              name: article.author.name,
              url: article.author.slug
                ? absolute(to("author", { slug: article.author.slug }))
                : null,
            }
          : null,
        keywords: article.tags.map((tag) => tag.title),
      })}
    />
  );
}

/**
 * A magazine article: the trail through its categories, title, date and author, perex,
 * picture, rich text, tags, the products it recommends, the author's box and the
 * neighbouring articles.
 */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const crumbs = [
    { title: t("magazine.title"), href: to("magazine") },
    ...article.categories.map((category) => ({
      title: category.title,
      href: categoryHref(locale, category.place),
    })),
    { title: article.title, href: to("article", { slug: article.slug }) },
  ];
  return (
    <article className="container article-page">
      <Breadcrumbs crumbs={crumbs} />
      <ArticleStructuredData article={article} />
      <header className="article-header">
        <h1>{article.title}</h1>
        <p className="article-date">
          {t("magazine.published")} <PublishedDate iso={article.published} />
          {article.author ? (
            <>
              {" · "}
              {article.author.slug ? (
                <Link to={to("author", { slug: article.author.slug })} rel="author">
                  {article.author.name}
                </Link>
              ) : (
                article.author.name
              )}
            </>
          ) : null}
        </p>
        {article.perex ? <p className="article-perex">{article.perex}</p> : null}
      </header>
      {article.image ? <ResponsiveImage image={article.image} priority /> : null}
      <RichText document={article.document} />
      {article.tags.length > 0 ? (
        <nav aria-label={t("magazine.tags")} className="article-tags">
          <h2>{t("magazine.tags")}</h2>
          <ul>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={to("magazineTag", { slug: tag.slug })} rel="tag">
                  {tag.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {article.products.length > 0 ? (
        <section aria-labelledby="produkty-z-clanku" className="article-products">
          <h2 id="produkty-z-clanku">{t("magazine.relatedProducts")}</h2>
          <ProductGrid products={article.products} />
        </section>
      ) : null}
      {article.author ? <AuthorBox author={article.author} /> : null}
      {article.older || article.newer ? (
        <nav aria-label={t("magazine.articleNavigation")} className="article-neighbours">
          {article.older ? (
            <Link to={to("article", { slug: article.older.slug })} rel="prev">
              <span>{t("magazine.older")}</span>
              {article.older.title}
            </Link>
          ) : null}
          {article.newer ? (
            <Link to={to("article", { slug: article.newer.slug })} rel="next">
              <span>{t("magazine.newer")}</span>
              {article.newer.title}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
