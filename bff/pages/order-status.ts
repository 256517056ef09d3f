import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { formatPrice } from "#bff/rules/price-format.ts";
import { getOrderStatusByCode } from "#bff/store/orders.ts";
import type { OrderDeliveryTime, OrderStatus } from "#bff/store/schemas.ts";

import { orderCurrency, storeCurrencies } from "./order-currency.ts";
import { deliveryTimeOf } from "./order-delivery-time.ts";

/**
 * An order's state as anybody holding its code and e-mail may see it: nothing about the
 * customer, only where the order stands.
 */
export type OrderStatusView = {
  code: string;
  /** When it was placed (an ISO timestamp). */
  createdAt: string;
  status: OrderStatus["status"];
  paymentStatus: OrderStatus["paymentStatus"];
  shipper: string;
  /** The expected delivery day (`YYYY-MM-DD`); null for a cancelled order. */
  deliveryDate: string | null;
  /** The time slot chosen for the delivery; null for none or a cancelled order. */
  deliveryTime: OrderDeliveryTime | null;
  /** What it costs in all, in the order's own currency. */
  total: string;
};

export type OrderStatusPage = { kind: "found"; order: OrderStatusView } | { kind: "not_found" };

/**
 * The order status look-up (spec: "order status by code"): the order with this code, if it
 * was placed with this e-mail; the store answers an unknown code and a wrong e-mail alike.
 * Dependency depth 1: the order and the (cached) currencies at once. A store that cannot
 * answer throws its BffError.
 */
export async function orderStatusPage({
  ctx,
  code,
  email,
}: {
  ctx: RequestContext;
  code: string;
  email: string;
}): Promise<OrderStatusPage> {
  const [order, currencies] = await Promise.all([
    getOrderStatusByCode({ ctx, code, email }).catch((error: unknown) => {
      if (isBffError(error) && error.kind === "not_found") return null;
      throw error;
    }),
    storeCurrencies(ctx),
  ]);
  if (!order) return { kind: "not_found" };
  return {
    kind: "found",
    order: {
      code: order.code,
      createdAt: order.createdAt,
      status: order.status,
      paymentStatus: order.paymentStatus,
      shipper: order.shipper.name,
      deliveryDate:
        order.status === "cancelled" ? null : (order.deliveryTime?.date ?? order.deliveryDate),
      deliveryTime: order.status === "cancelled" ? null : deliveryTimeOf(order.deliveryTime),
      total: formatPrice(
        order.prices.totalWithTax,
        orderCurrency(order.currencyCode, currencies, ctx),
        ctx.locale,
      ),
    },
  };
}
