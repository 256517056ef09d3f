import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { orderDeliveryDay, orderProgress, type OrderProgress } from "#bff/rules/order-progress.ts";
import { formatPrice } from "#bff/rules/price-format.ts";
import { shopDay } from "#bff/rules/return-window.ts";
import { getOrderStatusByCode } from "#bff/store/orders.ts";
import type { OrderDeliveryTime, OrderStatus } from "#bff/store/schemas.ts";

import { orderCurrency, storeCurrencies } from "./order-currency.ts";
import { deliveryTimeOf } from "./order-delivery-time.ts";
import { isPersonalPickup, shopPages, toPickupShop } from "./pickup-shop.ts";

/**
 * An order's state as anybody holding its code and e-mail may see it: nothing about the
 * customer, only where the order stands.
 */
export type OrderStatusView = {
  code: string;
  /** When it was placed (an ISO timestamp). */
  createdAt: string;
  status: OrderProgress;
  paymentStatus: OrderStatus["paymentStatus"];
  shipper: string;
  /**
   * The delivery day (`YYYY-MM-DD`): expected, or past once delivered; for a pickup at the
   * shop its first open day; null for a cancelled order.
   */
  deliveryDate: string | null;
  /** The shop a personal pickup waits at; null for any other delivery. */
  pickupShop: string | null;
  /** The time slot chosen for the delivery; null for none or a cancelled order. */
  deliveryTime: OrderDeliveryTime | null;
  /** What it costs in all, in the order's own currency. */
  total: string;
};

export type OrderStatusPage = { kind: "found"; order: OrderStatusView } | { kind: "not_found" };

/**
 * The order status look-up (spec: "order status by code"): the order with this code, if it
 * was placed with this e-mail; the store answers an unknown code and a wrong e-mail alike.
 * Dependency depth 1: the order, the (cached) currencies and shop pages at once. A store that cannot
 * answer throws its BffError.
 */
export async function orderStatusPage({
  ctx,
  code,
  email,
  now = new Date(),
}: {
  ctx: RequestContext;
  code: string;
  email: string;
  now?: Date;
}): Promise<OrderStatusPage> {
  const [order, currencies, pages] = await Promise.all([
    getOrderStatusByCode({ ctx, code, email }).catch((error: unknown) => {
      if (isBffError(error) && error.kind === "not_found") return null;
      throw error;
    }),
    storeCurrencies(ctx),
    shopPages(ctx),
  ]);
  if (!order) return { kind: "not_found" };
  const promised = order.deliveryTime?.date ?? order.deliveryDate;
  const pickupShop =
    order.branch && isPersonalPickup(order.shipper)
      ? toPickupShop(order.branch, pages, now, promised)
      : null;
  return {
    kind: "found",
    order: {
      code: order.code,
      createdAt: order.createdAt,
      status: orderProgress(order, shopDay(now)),
      paymentStatus: order.paymentStatus,
      shipper: order.shipper.name,
      // A pickup shop closed on the promised day: the order waits for its next open day.
      deliveryDate: orderDeliveryDay(order, pickupShop?.readyOn ?? promised),
      pickupShop: pickupShop?.name ?? null,
      deliveryTime: order.status === "cancelled" ? null : deliveryTimeOf(order.deliveryTime),
      total: formatPrice(
        order.prices.totalWithTax,
        orderCurrency(order.currencyCode, currencies, ctx),
        ctx.locale,
      ),
    },
  };
}
