import { useEffect } from "react";

import { browserStorage, oncePerOrder } from "#app/tracking/once-per-order.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { sendToVendor } from "#app/tracking/vendor-scripts.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { FinishedOrder } from "#bff/pages/checkout-finished.ts";

type ReportedOrder = Pick<FinishedOrder, "code" | "currencyCode" | "measurement">;

/**
 * What the finished page reports about the order, each at most once per order code however
 * often the page is reloaded: the data layer's purchase (analytics consent), the
 * price-comparison conversion (marketing consent, the order's own consent attribute and a
 * configured shop id; spec §7) and the affiliate conversion (marketing consent). A report
 * waits for its consent: accepting on this page still reports the order.
 */
export function OrderReports({
  order,
  affiliateClick,
}: {
  order: ReportedOrder;
  /** The affiliate network's click id the shopper arrived with, if any. */
  affiliateClick: string | null;
}) {
  const track = useTrack();
  const root = useRootData();
  const consent = root?.cookieConsent ?? null;
  const scripts = root?.thirdPartyScripts ?? null;
  const { code, currencyCode, measurement } = order;

  useEffect(() => {
    if (!consent?.analytics) return;
    oncePerOrder(browserStorage(), "purchase", code, () =>
      track({
        event: "purchase",
        ecommerce: {
          transaction_id: code,
          currency: currencyCode,
          value: measurement.revenue,
          tax: measurement.tax,
          shipping: measurement.shipping,
          items: measurement.items.map((item) => ({
            item_id: String(item.productId),
            item_name: item.name,
            item_variant: String(item.variantId),
            price: item.unitPriceWithTax,
            quantity: item.quantity,
          })),
        },
      }),
    );
  }, [consent?.analytics, code, currencyCode, measurement, track]);

  const comparisonSrc = scripts?.priceComparison?.src ?? null;
  const shopId = scripts?.priceComparison?.shopId ?? null;
  const affiliateSrc = scripts?.affiliate?.src ?? null;
  const campaignId = scripts?.affiliate?.campaignId ?? null;
  useEffect(() => {
    if (!consent?.marketing) return;
    if (comparisonSrc && shopId && measurement.priceComparisonAllowed) {
      oncePerOrder(browserStorage(), "price-comparison", code, () =>
        sendToVendor("price-comparison", comparisonSrc, {
          command: "conversion",
          shopId,
          orderCode: code,
          revenue: measurement.revenue,
          currency: currencyCode,
          productIds: measurement.items.map((item) => String(item.productId)),
        }),
      );
    }
    if (affiliateSrc && campaignId) {
      oncePerOrder(browserStorage(), "affiliate", code, () =>
        sendToVendor("affiliate", affiliateSrc, {
          command: "order",
          campaignId,
          orderCode: code,
          amount: measurement.revenue,
          currency: currencyCode,
          clickId: affiliateClick,
        }),
      );
    }
  }, [
    consent?.marketing,
    comparisonSrc,
    shopId,
    affiliateSrc,
    campaignId,
    code,
    currencyCode,
    measurement,
    affiliateClick,
  ]);

  return null;
}
