import { Await } from "@remix-run/react";
import { Suspense } from "react";

import { shopStockText } from "#app/components/product/stock-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductShopStock } from "#bff/pages/product-shop-stock.ts";
import { hoursLabel } from "#bff/rules/opening-hours-label.ts";
import "./shop-stock.css";

/**
 * "Dostupnost na prodejnách": the shop stores that have the chosen variant, streamed after
 * the first paint. Nothing shows while it loads or when the store could not say.
 */
export function ShopStock({
  stock,
  sharedPage,
}: {
  stock: Promise<ProductShopStock | null>;
  /** A page a shared cache serves: stock as a band, not a count (decision 063). */
  sharedPage: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={stock} errorElement={null}>
        {(resolved) =>
          resolved ? <ShopStockList stock={resolved} sharedPage={sharedPage} /> : null
        }
      </Await>
    </Suspense>
  );
}

function ShopStockList({ stock, sharedPage }: { stock: ProductShopStock; sharedPage: boolean }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <section className="shop-stock" aria-labelledby="dostupnost-na-prodejnach">
      <h2 id="dostupnost-na-prodejnach">{t("shopStock.title")}</h2>
      {stock.shops.length === 0 ? (
        <p>{t("shopStock.none")}</p>
      ) : (
        <ul>
          {stock.shops.map((shop) => (
            <li key={shop.branchId}>
              <a href={to("branch", { slug: shop.slug })} className="shop-stock-name">
                {shop.name}
              </a>{" "}
              <span className="shop-stock-count">
                {shopStockText(t, shop.stockShown, sharedPage)}
              </span>
              <ShopNote shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether the shopper can come for it now; otherwise the closure or today's hours. */
function ShopNote({ shop }: { shop: ProductShopStock["shops"][number] }) {
  const { t } = useTranslation();
  if (shop.closedNow) return <span className="shop-stock-note">{t("shopStock.closedNow")}</span>;
  if (shop.pickUpToday) {
    return <span className="shop-stock-note shop-stock-today">{t("shopStock.pickUpToday")}</span>;
  }
  const hours = hoursLabel(shop.today);
  return (
    <span className="shop-stock-note">
      {hours ? t("branches.today", { hours }) : t("branches.todayClosed")}
    </span>
  );
}
