import type { RequestContext } from "#bff/context.ts";
import { sharedOncePerKey } from "#bff/http/once-per-key.ts";
import { placedOrderSummary } from "#bff/pages/order-summaries.ts";
import { purchaseFigures } from "#bff/rules/purchase-revenue.ts";
import type { Order } from "#bff/store/schemas.ts";

import { sendMarketingEvent } from "./marketing-automation.ts";
import { certifyShopPurchase } from "./shop-certification.ts";

/** What the third parties learn of a placed order. */
export type OrderPurchase = {
  code: string;
  email: string;
  currency: string;
  /** With tax, shipping and payment included (content-side §9), as the data layer reports it. */
  revenue: number;
  items: Array<{ productId: number; variantId: number; quantity: number; unitPrice: number }>;
};

/** The purchase of an order as the store answered it. */
export function orderPurchase(order: Order): OrderPurchase {
  return {
    code: order.code,
    email: order.customer.email,
    currency: order.currencyCode,
    revenue: purchaseFigures(placedOrderSummary(order)).revenue,
    items: order.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.amount,
      unitPrice: item.prices.unitWithTax,
    })),
  };
}

/**
 * Order codes already reported (by any instance sharing Redis, decision 047). The checkout reports only the submission
 * that placed the order, never a repeat the idempotency guard answers from its memory; two
 * submissions racing for the same order both get it, and this keeps the second one quiet.
 */
const reported = sharedOncePerKey<void>({ name: "order-report" });

/**
 * Reports a placed order once per order code: the marketing-automation `order` event with
 * the shopper's marketing consent, and the purchase to the shop-certification service when
 * the customer agreed to its satisfaction survey (each with its own switches). Never
 * throws for a service's failure.
 */
export async function reportPlacedOrder({
  ctx,
  purchase,
  marketingConsent,
  surveyConsent,
  visitorId,
}: {
  ctx: RequestContext;
  purchase: OrderPurchase;
  /** The cookie bar's marketing category. */
  marketingConsent: boolean;
  /**
   * The checkout's "satisfaction survey" consent: the certification service surveys the
   * customer (the order carries it as `heureka_allow`).
   */
  surveyConsent: boolean;
  visitorId: string | null;
}): Promise<void> {
  await reported.run(purchase.code, async () => {
    const { code, email, currency, revenue, items } = purchase;
    await Promise.all([
      marketingConsent
        ? sendMarketingEvent({
            ctx,
            event: "order",
            visitorId,
            email,
            data: { code, revenue, currency, items },
          })
        : null,
      surveyConsent
        ? certifyShopPurchase({
            ctx,
            email,
            orderId: code,
            productItemIds: [...new Set(items.map((item) => String(item.variantId)))],
          })
        : null,
    ]);
  });
}
