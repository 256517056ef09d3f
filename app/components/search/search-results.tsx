import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";
import { SortForm } from "#app/components/catalog/sort-form.tsx";
import { TopCategories } from "#app/components/catalog/top-categories.tsx";
import { CmsLink } from "#app/components/content/cms-link.tsx";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { articleHref } from "#app/seo/page-href.ts";
import { useSearchTracking } from "#app/tracking/search-tracking.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { SearchPage } from "#bff/pages/search-page.ts";
import type { SearchGroups, SearchLink } from "#bff/pages/search-results.ts";
import type { CatalogSort } from "#bff/rules/catalog-sorts.ts";
import type { WithKeptBoxes } from "#bff/rules/kept-cards.ts";
import { SEARCH_MIN_PART } from "#bff/rules/search-query.ts";

import { SEARCH_GROUP_ANCHORS, type SearchGroupKey, searchHref } from "./search-href.ts";
import "./search.css";

/** The page's data, with the sort the shopper asked for (null: the default order). */
type Result = Omit<SerializeFrom<SearchPage>, "products"> & {
  /** On a document, its boxes kept (decision 068). */
  products: WithKeptBoxes<SearchPage["products"], "items">;
  sort: CatalogSort | null;
};

function GroupHeading({ id, title, count }: { id: string; title: string; count: number }) {
  const { t } = useTranslation();
  return <h2 id={id}>{t("search.groupCount", { title, count })}</h2>;
}

/**
 * One group of the page at its anchor: a heading with the total, the items shown, and how
 * many of them there are when the group has more than the page shows.
 */
function ResultGroup({
  groupKey,
  group,
  className = "search-group",
  children,
}: {
  groupKey: Exclude<SearchGroupKey, "products">;
  group: { items: Array<unknown>; total: number };
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (group.total === 0) return null;
  const anchor = SEARCH_GROUP_ANCHORS[groupKey];
  const shown = group.items.length;
  return (
    <section className={className} aria-labelledby={`${anchor}-title`} id={anchor}>
      <GroupHeading
        id={`${anchor}-title`}
        title={t(`search.groups.${groupKey}`)}
        count={group.total}
      />
      {children}
      {shown < group.total ? (
        <p className="search-more">{t("search.moreShown", { shown, count: group.total })}</p>
      ) : null}
    </section>
  );
}

function LinkList({ items }: { items: Array<SearchLink> }) {
  return (
    <ul className="search-links">
      {items.map((item) => (
        <li key={item.id}>
          <CmsLink link={item.link}>{item.title}</CmsLink>
        </li>
      ))}
    </ul>
  );
}

/** In-page links to each group that found something, with its count. */
function GroupJumps({ result }: { result: Result }) {
  const { t } = useTranslation();
  const entries: Array<[keyof typeof SEARCH_GROUP_ANCHORS, number]> = [
    ["products", result.products.total],
    ...(Object.keys(result.groups) as Array<keyof SearchGroups>).map(
      (key) => [key, result.groups[key].total] as [keyof SearchGroups, number],
    ),
  ];
  const found = entries.filter(([, count]) => count > 0);
  if (found.length < 2) return null;
  return (
    <nav aria-label={t("search.byType")} className="search-jumps">
      <ul>
        {found.map(([key, count]) => (
          <li key={key}>
            <a href={`#${SEARCH_GROUP_ANCHORS[key]}`}>
              {t("search.groupCount", { title: t(`search.groups.${key}`), count })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Products({ result, base }: { result: Result; base: string }) {
  const { t } = useTranslation();
  const { products, query } = result;
  if (products.total === 0) return null;
  const sort = products.sort;
  const pageHref = (page: number) =>
    searchHref(base, query.text, { sort: result.sort, page, anchor: FILTER_RESULTS_ID });
  return (
    <section
      className="search-group search-products"
      aria-labelledby="search-products-title"
      id={FILTER_RESULTS_ID}
    >
      <div className="listing-toolbar">
        <GroupHeading
          id="search-products-title"
          title={t("search.groups.products")}
          count={products.total}
        />
        {sort ? (
          <SortForm action={base} sort={sort} keptFrom={searchHref(base, query.text)} />
        ) : null}
      </div>
      {products.someWordsOnly ? (
        <p className="search-some-words">{t("search.someWordsOnly")}</p>
      ) : null}
      <ProductGrid
        products={products.items}
        shoppingDisabledText={products.shoppingDisabledText}
        priority
      />
      <PaginationNav page={products.page} pages={products.pages} pageHref={pageHref} />
    </section>
  );
}

/** What a search that found nothing offers: the closest category and the top categories. */
function NothingFound({ result }: { result: Result }) {
  const { t } = useTranslation();
  return (
    <>
      {result.query.searchable ? (
        <div className="search-nothing" role="status">
          <p>
            <strong>{t("search.nothing", { query: result.query.text })}</strong>
          </p>
          <p>{t("search.nothingTips")}</p>
        </div>
      ) : null}
      {result.closestCategory ? (
        <p className="search-closest">
          {t("search.closest")}:{" "}
          <CmsLink link={result.closestCategory.link}>{result.closestCategory.title}</CmsLink>
        </p>
      ) : null}
      {result.topCategories ? <TopCategories data={result.topCategories} /> : null}
    </>
  );
}

/** The search page: a summary, jump links and every group that found something. */
export function SearchResults({ result }: { result: Result }) {
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  const { query, groups } = result;
  const base = to("search");
  useSearchTracking(query.text);
  return (
    <div className="container search-page">
      <h1>{query.text ? t("search.heading", { query: query.text }) : t("search.title")}</h1>
      {!query.text ? <p>{t("search.prompt")}</p> : null}
      {query.text && !query.searchable ? (
        <p className="search-too-short" role="status">
          {t("search.tooShort", { min: SEARCH_MIN_PART })}
        </p>
      ) : null}
      {result.found === 0 ? (
        <NothingFound result={result} />
      ) : (
        <>
          <p className="search-summary" role="status">
            {t("search.found", { count: result.found })}
          </p>
          <GroupJumps result={result} />
          <Products result={result} base={base} />
          <ResultGroup groupKey="categories" group={groups.categories}>
            <LinkList items={groups.categories.items} />
          </ResultGroup>
          <ResultGroup groupKey="virtualCategories" group={groups.virtualCategories}>
            <LinkList items={groups.virtualCategories.items} />
          </ResultGroup>
          <ResultGroup groupKey="articles" group={groups.articles}>
            <ul className="search-articles">
              {groups.articles.items.map((article) => (
                <li key={article.id}>
                  {article.image ? <ResponsiveImage image={article.image} alt="" /> : null}
                  <div>
                    <Link to={articleHref(locale, article.slug)}>{article.title}</Link>
                    {article.perex ? <p>{article.perex}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </ResultGroup>
          <ResultGroup groupKey="faq" group={groups.faq} className="search-group search-faq">
            {groups.faq.items.map((question) => (
              <details key={question.id}>
                <summary className="disclosure">{question.question}</summary>
                <p>{question.answer}</p>
              </details>
            ))}
          </ResultGroup>
          <ResultGroup groupKey="menuItems" group={groups.menuItems}>
            <LinkList items={groups.menuItems.items} />
          </ResultGroup>
        </>
      )}
    </div>
  );
}
