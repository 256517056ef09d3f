import { useFetcher } from "@remix-run/react";
import { useState } from "react";

import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import type { ProductCard as ProductCardData } from "#bff/pages/product-card.ts";
import "./listing.css";

type ListingData = {
  kind: "listing";
  listing: { products: Array<ProductCardData>; pagination: { page: number; pages: number } };
};

/**
 * With JavaScript, "Načíst další" appends the next page below the current one; the page
 * links stay for shoppers without it (and for sharing a page). Until the page is
 * interactive, and without JavaScript, it is a link to the next page in the same place and
 * size, so the page links below do not move as the scripts arrive.
 */
export function LoadMore({
  page,
  pages,
  pageHref,
  shoppingDisabledText,
}: {
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  shoppingDisabledText: string | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ListingData>();
  const [loaded, setLoaded] = useState<{
    page: number;
    products: Array<ProductCardData>;
    data: ListingData | undefined;
  }>({ page, products: [], data: undefined });

  // A new answer is appended once, while rendering (React's pattern for state derived from
  // changing input); the parent's `key` starts over when the listing or its filters change.
  if (fetcher.data !== loaded.data) {
    const listing = fetcher.data?.kind === "listing" ? fetcher.data.listing : null;
    setLoaded(
      listing && listing.pagination.page === loaded.page + 1
        ? {
            page: listing.pagination.page,
            products: [...loaded.products, ...listing.products],
            data: fetcher.data,
          }
        : { ...loaded, data: fetcher.data },
    );
  }

  const next = pageHref(loaded.page + 1);
  return (
    <>
      {loaded.products.length > 0 ? (
        <ProductGrid products={loaded.products} shoppingDisabledText={shoppingDisabledText} />
      ) : null}
      {loaded.page < pages ? (
        <p className="load-more">
          {hydrated ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={fetcher.state !== "idle"}
              onClick={() => fetcher.load(next)}
            >
              {fetcher.state !== "idle" ? t("catalog.loading") : t("catalog.loadMore")}
            </button>
          ) : (
            <a className="button button-secondary" href={next}>
              {t("catalog.loadMore")}
            </a>
          )}
        </p>
      ) : null}
    </>
  );
}
