import type { SerializeFrom } from "@remix-run/node";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { PaginationNav } from "#app/components/catalog/pagination-nav.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { MagazineListing } from "#bff/pages/magazine-listing.ts";

import { ArticleCards } from "./article-cards.tsx";
import { MagazineNav } from "./magazine-nav.tsx";
import { categoryHref, listPageHref } from "./magazine-paths.ts";
import "./magazine.css";

/** The page's own address, from which its other pages are reached. */
export function useListingPath(listing: SerializeFrom<MagazineListing>): string {
  const locale = useLocale();
  const to = useHref();
  if (listing.kind === "category" && listing.place) return categoryHref(locale, listing.place);
  if (listing.kind === "tag") return to("magazineTag", { slug: listing.seo.slugs[locale] ?? "" });
  return to("magazine");
}

/**
 * The magazine home, a category or a tag: heading and introduction, the categories as
 * navigation, 15 article cards and real links to the other pages.
 */
export function MagazineListingPage({ listing }: { listing: SerializeFrom<MagazineListing> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useHref();
  const path = useListingPath(listing);
  const magazineTitle = t("magazine.title");
  const title =
    listing.kind === "tag"
      ? t("magazine.tagHeading", { title: listing.title })
      : (listing.title ?? magazineTitle);
  const crumbs = [
    ...(listing.kind === "home" ? [] : [{ title: magazineTitle, href: to("magazine") }]),
    ...listing.parents.map((parent) => ({
      title: parent.title,
      href: categoryHref(locale, parent.place),
    })),
    { title: listing.kind === "home" ? title : (listing.title ?? title), href: path },
  ];
  return (
    <div className="container magazine-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="magazine-header">
        <div>
          <h1>{title}</h1>
          {listing.perex ? <p className="magazine-perex">{listing.perex}</p> : null}
          {listing.description ? <RichText document={listing.description} /> : null}
          <p className="magazine-count">{t("magazine.articleCount", { count: listing.total })}</p>
        </div>
        {listing.image ? <ResponsiveImage image={listing.image} alt="" priority /> : null}
      </header>
      <div className="magazine-layout">
        <MagazineNav entries={listing.navigation} homeCurrent={listing.kind === "home"} />
        <section aria-label={t("magazine.articleList")} className="magazine-articles">
          {listing.articles.length > 0 ? (
            <ArticleCards articles={listing.articles} />
          ) : (
            <p>{t("magazine.noArticles")}</p>
          )}
          <PaginationNav
            page={listing.page}
            pages={listing.pages}
            pageHref={(page) => listPageHref(path, page)}
          />
        </section>
      </div>
    </div>
  );
}
