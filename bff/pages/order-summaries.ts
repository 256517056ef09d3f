import { orderSummary, type OrderSummary } from "#bff/rules/order-summary.ts";
import type { PlacedOrder } from "#bff/store/orders.ts";
import type { Cart, Payment, Shipper } from "#bff/store/schemas.ts";

/** Crowns and euros: the store's currencies all count in hundredths. */
const DEFAULT_DECIMAL_PLACES = 2;

function feeOf(service: Pick<Shipper | Payment, "name" | "price"> | null) {
  if (!service) return null;
  return {
    name: service.name,
    withTax: service.price.withTax,
    withoutTax: service.price.withoutTax,
  };
}

/**
 * A cart's summary: before checkout without fees, on the checkout steps with the chosen
 * shipper and payment as the store prices them for this cart.
 */
export function cartSummary(
  cart: Cart | null,
  {
    decimalPlaces = DEFAULT_DECIMAL_PLACES,
    shipper = null,
    payment = null,
    gift = null,
  }: {
    decimalPlaces?: number;
    shipper?: Shipper | null;
    payment?: Payment | null;
    gift?: { id: number; name: string } | null;
  } = {},
): OrderSummary {
  const prices = cart?.prices;
  return orderSummary({
    decimalPlaces,
    itemsWithTax: prices?.itemsWithTax ?? 0,
    discountWithTax: prices?.discountWithTax,
    couponCode: cart?.couponCode,
    creditsWithTax: prices?.creditsWithTax,
    gifts: gift ? [gift] : [],
    shipping: feeOf(shipper),
    payment: feeOf(payment),
    storeTotal: {
      withTax: prices?.totalWithTax ?? 0,
      withoutTax: prices?.totalWithoutTax ?? 0,
      includesFees: false,
    },
  });
}

/** A placed order's summary, from what the store stored: its total includes the fees. */
export function placedOrderSummary(order: PlacedOrder): OrderSummary {
  const { prices } = order;
  return orderSummary({
    decimalPlaces: DEFAULT_DECIMAL_PLACES,
    itemsWithTax: prices.itemsWithTax,
    discountWithTax: prices.discountWithTax,
    couponCode: order.couponCode,
    creditsWithTax: prices.creditsWithTax,
    gifts: order.gifts,
    shipping: {
      name: order.shipper.name ?? order.shipper.code,
      withTax: prices.shipperPriceWithTax,
      withoutTax: prices.shipperPriceWithoutTax,
    },
    payment: {
      name: order.payment.name ?? order.payment.type,
      withTax: prices.paymentPriceWithTax,
      withoutTax: prices.paymentPriceWithoutTax,
    },
    storeTotal: {
      withTax: prices.totalWithTax,
      withoutTax: prices.totalWithoutTax ?? null,
      includesFees: true,
    },
  });
}
