import { Link } from "@remix-run/react";

import { activeFilterCount } from "#app/components/catalog/active-filter-count.ts";
import { ArticleLinks } from "#app/components/catalog/article-links.tsx";
import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { CategoryVideo } from "#app/components/catalog/category-video.tsx";
import { ColourStyle } from "#app/components/catalog/colour-style.tsx";
import { ActiveFilters, FacetForm } from "#app/components/catalog/facet-form.tsx";
import {
  FilterPanel,
  FilterToggle,
  useFilterPanel,
} from "#app/components/catalog/filter-panel.tsx";
import { type KeptOffer, LimitedOffer } from "#app/components/catalog/limited-offer.tsx";
import { listingLinks } from "#app/components/catalog/listing-links.ts";
import { LoadMore } from "#app/components/catalog/load-more.tsx";
import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { FILTER_RESULTS_ID } from "#app/components/catalog/results-anchor.ts";
import { SortForm } from "#app/components/catalog/sort-form.tsx";
import { CmsLink } from "#app/components/content/cms-link.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useTrackView } from "#app/tracking/use-track.ts";
import { useLocalePrefix } from "#app/utils/use-href.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import { boxColours, type WithKeptBoxes } from "#bff/rules/kept-cards.ts";
import "./listing.css";

/** A banner's width: the page's on a phone (listing.css), at most 600 px. */
const BANNER_SIZES = "(max-width: 767px) calc(100vw - 32px), 600px";

/** The category's picture: the page's width from a tablet up; phones skip it (listing.css). */
const TOP_IMAGE_MEDIA = "(min-width: 768px)";
const TOP_IMAGE_SIZES = "(min-width: 1232px) 1168px, calc(100vw - 32px)";

function Banners({
  banners,
  className,
}: {
  banners: CatalogListing["banners"];
  className: string;
}) {
  if (banners.length === 0) return null;
  return (
    <ul className={className}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <CmsLink link={banner.link} className="banner-link">
            {banner.image ? (
              <ResponsiveImage image={banner.image} alt="" sizes={BANNER_SIZES} />
            ) : null}
            {/* A banner's picture carries its words; the title still names the link. */}
            <span className={banner.image ? "visually-hidden" : "banner-title"}>
              {banner.title}
            </span>
            {banner.description ? <span className="banner-text">{banner.description}</span> : null}
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

/** A category, virtual or filtered category: content, filters, sorting, products, pages. */
/** A listing as a page's data carries it: its boxes and its offers' boxes may be kept. */
export type ListingToShow = Omit<WithKeptBoxes<CatalogListing, "products">, "limitedOffers"> & {
  limitedOffers: Array<KeptOffer>;
};

export function ListingPage({ listing }: { listing: ListingToShow }) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const basePath = `${prefix}${listing.path}`;
  const links = listingLinks(basePath, listing.query);
  const { products, pagination, facets } = listing;
  const shoppingDisabledText = listing.shopping.disabled ? listing.shopping.text : null;
  const filterPanel = useFilterPanel();
  useTrackView(listing.canonicalPath, () => ({
    event: "category_view",
    // The category's id (a brand, which has none, by its path): what the services key on.
    category: { id: String(listing.categoryId ?? listing.path), name: listing.title },
  }));
  return (
    <div className="container listing">
      <Breadcrumbs
        crumbs={listing.breadcrumbs.map((crumb) => ({
          title: crumb.title,
          href: `${prefix}${crumb.path}`,
        }))}
      />
      <header className="listing-header">
        <h1>{listing.title}</h1>
        {listing.topImage ? (
          <ResponsiveImage
            image={listing.topImage}
            alt=""
            media={TOP_IMAGE_MEDIA}
            sizes={TOP_IMAGE_SIZES}
            priority
          />
        ) : null}
      </header>
      {listing.subcategories.length > 0 ? (
        <nav aria-label={t("catalog.subcategories")} className="subcategories">
          <ul>
            {listing.subcategories.map((category) => (
              <li key={category.path}>
                <Link to={`${prefix}${category.path}`} prefetch="intent">
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shoppingDisabledText ? (
        <p className="shopping-disabled" role="status">
          {shoppingDisabledText}
        </p>
      ) : null}
      <div className="listing-body">
        {/* The colours of the filters' swatches and the boxes' tags, all in here. */}
        <ColourStyle
          colours={[
            ...facets.parameters.flatMap((parameter) =>
              parameter.values.map((value) => value.colour),
            ),
            ...products.flatMap(boxColours),
          ]}
        />
        <FilterPanel state={filterPanel} resultCount={pagination.total}>
          <FacetForm action={basePath} facets={facets} query={listing.query} />
        </FilterPanel>
        <section
          id={FILTER_RESULTS_ID}
          className="listing-results"
          aria-labelledby="listing-results-title"
        >
          <h2 id="listing-results-title" className="visually-hidden">
            {t("catalog.products")}
          </h2>
          <div className="listing-toolbar">
            <FilterToggle state={filterPanel} count={activeFilterCount(facets)} />
            <SortForm action={basePath} sort={listing.sort} keptFrom={links.sort(null)} />
            <p className="listing-count" role="status">
              {t("catalog.productCount", { count: pagination.total })}
            </p>
          </div>
          <ActiveFilters facets={facets} links={links} />
          {products.length > 0 ? (
            <ProductGrid products={products} shoppingDisabledText={shoppingDisabledText} priority />
          ) : (
            <p className="listing-empty">{t("catalog.noProducts")}</p>
          )}
          <LoadMore
            key={links.page(pagination.page)}
            page={pagination.page}
            pages={pagination.pages}
            pageHref={links.page}
            shoppingDisabledText={shoppingDisabledText}
          />
          <PaginationNav page={pagination.page} pages={pagination.pages} pageHref={links.page} />
        </section>
      </div>
      {listing.limitedOffers.map((offer) => (
        <LimitedOffer key={offer.id} offer={offer} />
      ))}
      <Banners banners={listing.banners} className="catalog-banners" />
      <Banners banners={listing.smallBanners} className="small-banners" />
      {listing.description ? (
        <section className="listing-description" aria-label={t("catalog.aboutCategory")}>
          <RichText document={listing.description} />
        </section>
      ) : null}
      <ArticleLinks
        articles={listing.articles.top}
        title={t("catalog.articlesTop")}
        className="listing-articles-top"
      />
      {listing.textBelowProducts ? (
        <section className="listing-text">
          {listing.textBelowProducts.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      <ArticleLinks
        articles={listing.articles.bottom}
        title={t("catalog.articlesBottom")}
        className="listing-articles-bottom"
      />
      {listing.faq.length > 0 ? (
        <section className="listing-faq" aria-labelledby="listing-faq-title">
          <h2 id="listing-faq-title">{t("catalog.faq")}</h2>
          {listing.faq.map((question) => (
            <details key={question.id}>
              <summary>{question.question}</summary>
              <p>{question.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {listing.video ? <CategoryVideo video={listing.video} /> : null}
    </div>
  );
}
