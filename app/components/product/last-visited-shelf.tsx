import { useEffect, useMemo, useState } from "react";

import { ProductShelf } from "#app/components/product/product-shelf.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { rememberBrowserVisit } from "#app/product/browser-visits.ts";
import { browserStorage } from "#app/tracking/once-per-order.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import type { BoxCard } from "#bff/rules/kept-cards.ts";
import { serialiseLastVisited } from "#bff/rules/last-visited.ts";

/**
 * "Naposledy prohlížené" under a product. A shopper's own page has the list from its
 * cookie, streamed with the page (`products`). A page from the shared cache knows nobody's
 * visits (decision 063): there the browser remembers them and, once interactive, asks the
 * last-visited route for their boxes, so without JavaScript the row stays away. Every
 * visit is remembered in the browser, so the list goes on where the cookie's stops.
 */
export function LastVisitedShelf({
  productId,
  sharedPage,
  products,
}: {
  productId: number;
  sharedPage: boolean;
  products: Promise<Array<BoxCard>>;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const route = to("lastVisited");
  const [loaded, setLoaded] = useState<Array<ProductCard> | null>(null);
  useEffect(() => {
    const earlier = rememberBrowserVisit(browserStorage(), productId);
    if (!sharedPage || earlier.length === 0) return;
    // A fetch of its own, not a router fetcher: the answer changes this row alone, so
    // parts of the page still hydrating are not asked to render again.
    const aborted = new AbortController();
    const query = new URLSearchParams({ ids: serialiseLastVisited(earlier) });
    fetch(`${route}?${query.toString()}`, { signal: aborted.signal })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((answer: { products: Array<ProductCard> } | null) => {
        if (answer) setLoaded(answer.products);
      })
      .catch(() => {});
    return () => aborted.abort();
  }, [route, productId, sharedPage]);
  const fromBrowser = useMemo(
    () => (loaded ? Promise.resolve<Array<BoxCard>>(loaded) : null),
    [loaded],
  );
  const shown = sharedPage ? fromBrowser : products;
  return shown ? (
    <ProductShelf title={t("product.lastVisited")} products={shown} belowFold />
  ) : null;
}
