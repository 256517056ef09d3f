import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import "./store-outage.css";

/**
 * Whether the store is down for this page (the frame's `outage.store`, decision 048):
 * prices are then marked unavailable and nothing can be put in the cart.
 */
export function useStoreOutage(): boolean {
  return useRootData()?.frame.outage?.store === true;
}

/** What a page whose route shows the store's outage by its own buy button says in its handle. */
export type StoreOutageHandle = { showsStoreOutage: true };

/** Whether a route's handle shows the outage notice itself (the product page, by its button). */
export function showsStoreOutage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "showsStoreOutage" in handle;
}

/** In place of a price the store cannot confirm while it is down. */
export function PriceUnavailable({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ? `price-unavailable ${className}` : "price-unavailable"}>
      {t("product.priceUnavailable")}
    </span>
  );
}

/**
 * The id of the page's one outage notice: under the header, or on a product page by its
 * button. Every switched-off button on the page is described by it.
 */
export const STORE_OUTAGE_NOTICE_ID = "store-outage-notice";

/**
 * "Do košíku", switched off while the store is down; with `withNotice` the reason below it
 * (the product page), else the page's notice under the header describes it (product boxes).
 */
export function OutageAddToCart({
  productName,
  withNotice,
}: {
  productName?: string;
  withNotice: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="outage-add-to-cart">
      <button
        type="button"
        className="button button-primary outage-button"
        disabled
        aria-describedby={STORE_OUTAGE_NOTICE_ID}
      >
        {t("product.addToCart")}
        {productName ? <span className="visually-hidden">: {productName}</span> : null}
      </button>
      {withNotice ? <StoreOutageNotice /> : null}
    </div>
  );
}

/** The outage sentence: under the header on every page, by the button on a product page. */
export function StoreOutageNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={STORE_OUTAGE_NOTICE_ID}
      className={`notice notice-warning store-outage-notice ${className ?? ""}`.trim()}
    >
      {t("frame.storeOutage")}
    </p>
  );
}
