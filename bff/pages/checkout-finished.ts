import { create as createQrCode } from "qrcode";

import type { BranchSummary } from "#bff/cms/branches.ts";
import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { isLocale, type Locale } from "#bff/locales.js";
import { log } from "#bff/log.ts";
import type { OrderSummary } from "#bff/rules/order-summary.ts";
import { payBySquare } from "#bff/rules/pay-by-square.ts";
import { purchaseFigures, type PurchaseFigures } from "#bff/rules/purchase-revenue.ts";
import { spayd } from "#bff/rules/spayd.ts";
import { getOrderByToken, getUserOrder, type PlacedOrder } from "#bff/store/orders.ts";
import type { Currency, OrderDeliveryTime } from "#bff/store/schemas.ts";

import { orderCurrency, storeCurrencies } from "./order-currency.ts";
import { deliveryTimeOf } from "./order-delivery-time.ts";
import { placedOrderSummary } from "./order-summaries.ts";
import { isPersonalPickup, shopPages, toPickupShop, type PickupShop } from "./pickup-shop.ts";

/** QR Platba (SPAYD), the Czech banks' standard, or PAY by square, the Slovak banks'. */
export type QrStandard = "spayd" | "paybysquare";

export type QrCode = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of the dark modules, in module units. */
  path: string;
};

export type FinishedOrder = {
  code: string;
  token: string;
  createdAt: string;
  email: string;
  currencyCode: string;
  /** How the order's amounts are written: in its own currency, whatever the page's. */
  currency: Currency;
  items: Array<{
    id: string;
    name: string;
    amount: number;
    unit: string;
    unitPrice: number;
    totalPrice: number;
  }>;
  /** What the order costs, line by line: the same lines as on the checkout steps. */
  summary: OrderSummary;
  shipper: { name: string; type: string };
  branch: { name: string; street: string; postcode: string; city: string } | null;
  /** The shop of a personal pickup, with its hours and page. */
  pickupShop: PickupShop | null;
  shippingAddress: {
    name: string;
    street: string;
    postcode: string;
    city: string;
    /** The store's three-letter code: a parcel may go abroad (a German shop's to Germany). */
    countryCode: string;
  } | null;
  deliveryDate: string | null;
  /** The time slot chosen for the delivery; its day is `deliveryDate`. */
  deliveryTime: OrderDeliveryTime | null;
  payment: {
    name: string;
    type: PlacedOrder["payment"]["type"];
    status: PlacedOrder["paymentStatus"];
  };
  bankTransfer: {
    accountNumber: string;
    iban: string;
    variableSymbol: string;
    amount: number;
    /** The payment as a code to scan; null when the order's data cannot make one. */
    qr: (QrCode & { standard: QrStandard; payload: string }) | null;
  } | null;
  /** An online payment not made yet: the shopper may go to the gateway again. */
  payable: boolean;
  /** What the purchase event and the conversions report. */
  measurement: OrderMeasurement;
};

export type OrderMeasurement = PurchaseFigures & {
  items: Array<{
    productId: number;
    variantId: number;
    name: string;
    quantity: number;
    unitPriceWithTax: number;
  }>;
  /** The shopper allowed price-comparison services to ask about the order (order attribute). */
  priceComparisonAllowed: boolean;
};

/** The order's figures for measurement; gifts and discount lines with no product stay out. */
function orderMeasurement(order: PlacedOrder, summary: OrderSummary): OrderMeasurement {
  return {
    ...purchaseFigures(summary),
    items: order.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      name: item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "",
      quantity: item.amount,
      unitPriceWithTax: item.prices.unitWithTax,
    })),
    priceComparisonAllowed: order.attributes.GDPR.zbozicz,
  };
}

export type CheckoutFinishedPage = { kind: "order"; order: FinishedOrder } | { kind: "not_found" };

/**
 * The dark modules as one path, a run of neighbouring modules in a row drawn as one
 * rectangle, so the SVG stays a few kilobytes and renders as React elements, not raw markup.
 */
export function qrCode(text: string): QrCode {
  const { modules } = createQrCode(text, { errorCorrectionLevel: "M" });
  const parts: Array<string> = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start} ${row}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}

/**
 * The payment code a banking app scans: PAY by square for euros (the Slovak banks' standard,
 * which their apps read), QR Platba for everything else (Czech crowns). Null, with a warning
 * logged, when the order's data cannot make a valid one: a code that scans to a wrong payment
 * is worse than none.
 */
function paymentCode(
  order: PlacedOrder,
  transfer: NonNullable<PlacedOrder["payment"]["bankTransfer"]>,
): { standard: QrStandard; payload: string } | null {
  const payment = {
    iban: transfer.iban,
    amount: transfer.amount,
    currencyCode: order.currencyCode,
    variableSymbol: transfer.variableSymbol,
    message: `Objednávka ${order.code}`,
  };
  try {
    if (order.currencyCode === "EUR") {
      return {
        standard: "paybysquare",
        payload: payBySquare({ ...payment, beneficiaryName: transfer.accountName ?? "" }),
      };
    }
    return { standard: "spayd", payload: spayd(payment) };
  } catch (error) {
    log.warn("order cannot carry a QR payment", { code: order.code, error: String(error) });
    return null;
  }
}

/** Where and how to pay an order by bank transfer, with its QR code; null for other payments. */
export function bankTransferOf(order: PlacedOrder): FinishedOrder["bankTransfer"] {
  const transfer = order.payment.bankTransfer;
  if (order.payment.type !== "BANK_TRANSFER" || !transfer) return null;
  const code = paymentCode(order, transfer);
  return {
    accountNumber: transfer.accountNumber,
    iban: transfer.iban,
    variableSymbol: transfer.variableSymbol,
    amount: transfer.amount,
    qr: code ? { ...qrCode(code.payload), standard: code.standard, payload: code.payload } : null,
  };
}

/** Whether the order still waits for an online payment the gateway can take. */
export function isPayable(order: PlacedOrder): boolean {
  return (
    order.payment.type === "CARD_ONLINE" &&
    order.paymentStatus !== "paid" &&
    order.paymentUrl !== null
  );
}

function finishedOrder(
  order: PlacedOrder,
  { pages, now, currency }: { pages: Array<BranchSummary> | null; now: Date; currency: Currency },
): FinishedOrder {
  const address = order.shippingAddress;
  const summary = placedOrderSummary(order);
  const pickupShop =
    order.branch && isPersonalPickup(order.shipper)
      ? toPickupShop(order.branch, pages, now, order.deliveryDate ?? null)
      : null;
  return {
    code: order.code,
    token: order.token,
    createdAt: order.createdAt,
    email: order.customer.email,
    currencyCode: order.currencyCode,
    currency,
    items: order.items.map((item) => ({
      id: item.id,
      name: item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "",
      amount: item.amount,
      unit: item.product?.unit ?? "ks",
      unitPrice: item.prices.unitWithTax,
      totalPrice: item.prices.totalWithTax,
    })),
    summary,
    shipper: { name: order.shipper.name ?? order.shipper.code, type: order.shipper.type },
    branch: order.branch
      ? {
          name: order.branch.name,
          street: order.branch.street,
          postcode: order.branch.postcode,
          city: order.branch.city,
        }
      : null,
    pickupShop,
    shippingAddress: address
      ? {
          name: address.name,
          street: address.street,
          postcode: address.postcode,
          city: address.city,
          countryCode: address.countryCode,
        }
      : null,
    // A pickup shop closed on the store's date: the order waits for its next open day.
    deliveryDate: pickupShop?.readyOn ?? order.deliveryTime?.date ?? order.deliveryDate ?? null,
    deliveryTime: deliveryTimeOf(order.deliveryTime),
    payment: {
      name: order.payment.name ?? order.payment.type,
      type: order.payment.type,
      status: order.paymentStatus,
    },
    bankTransfer: bankTransferOf(order),
    payable: isPayable(order),
    measurement: orderMeasurement(order, summary),
  };
}

export type OrderKey = { token: string } | { code: string };

/**
 * The order by its secret token, or by its code for the logged-in owner (the store answers
 * 404 for another customer's code). Spec §8: an unknown token is no error, only no order.
 */
async function placedOrder(ctx: RequestContext, key: OrderKey): Promise<PlacedOrder | null> {
  if ("token" in key) return getOrderByToken({ ctx, token: key.token });
  if (!ctx.authToken) return null;
  try {
    return await getUserOrder({ ctx, codeOrId: key.code });
  } catch (error) {
    if (isBffError(error) && (error.kind === "not_found" || error.kind === "unauthorized")) {
      return null;
    }
    throw error;
  }
}

/**
 * The finished page. Dependency depth 1: the order by token (or code) and the store's
 * (cached) currencies, which write its amounts in its own currency, at once; for an order
 * picked up at one of the shop's stores, its page (a cached public read) names the shop and
 * its hours (depth 2).
 */
export async function checkoutFinishedPage({
  ctx,
  key,
  now = new Date(),
}: {
  ctx: RequestContext;
  key: OrderKey;
  now?: Date;
}): Promise<CheckoutFinishedPage> {
  const [order, currencies] = await Promise.all([placedOrder(ctx, key), storeCurrencies(ctx)]);
  if (!order) return { kind: "not_found" };
  const pages = order.branch && isPersonalPickup(order.shipper) ? await shopPages(ctx) : null;
  const currency = orderCurrency(order.currencyCode, currencies, ctx);
  return { kind: "order", order: finishedOrder(order, { pages, now, currency }) };
}

export type PaymentState = {
  code: string;
  token: string;
  /** The language the order was placed in; null when the store does not say. */
  locale: Locale | null;
  status: PlacedOrder["paymentStatus"];
  /** The gateway's page for another attempt, while the payment is still open. */
  paymentUrl: string | null;
};

/**
 * The payment of an order as the store records it. The gateway writes the result to the
 * store before it sends the shopper back, so the store, not the return URL, is the truth.
 */
export async function orderPaymentState({
  ctx,
  token,
}: {
  ctx: RequestContext;
  token: string;
}): Promise<PaymentState | null> {
  const order = await getOrderByToken({ ctx, token });
  if (!order) return null;
  return {
    code: order.code,
    token: order.token,
    locale: order.locale !== undefined && isLocale(order.locale) ? order.locale : null,
    status: order.paymentStatus,
    paymentUrl: isPayable(order) ? order.paymentUrl : null,
  };
}
