import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { upstreamStream, type UpstreamDownload } from "#bff/http/upstream-stream.ts";
import { optional } from "#bff/optional.ts";
import { countryOptions } from "#bff/rules/country-options.ts";
import { orderDeliveryDay, orderProgress, type OrderProgress } from "#bff/rules/order-progress.ts";
import type { OrderSummary } from "#bff/rules/order-summary.ts";
import type { ReorderLine } from "#bff/rules/reorder-result.ts";
import { shopDay } from "#bff/rules/return-window.ts";
import {
  USER_ORDERS_PER_PAGE,
  getUserOrder,
  getUserOrders,
  type PlacedOrder,
} from "#bff/store/orders.ts";
import type { Currency, Order, OrderDeliveryTime } from "#bff/store/schemas.ts";
import { getCountries, getGlobals } from "#bff/store/settings.ts";

import { bankTransferOf, isPayable, type FinishedOrder } from "./checkout-finished.ts";
import { addLinesToCart, type LinesToCart } from "./lines-to-cart.ts";
import { orderCurrency, storeCurrencies } from "./order-currency.ts";
import { deliveryTimeOf } from "./order-delivery-time.ts";
import { placedOrderSummary } from "./order-summaries.ts";
import { isPersonalPickup, shopPages, toPickupShop, type PickupShop } from "./pickup-shop.ts";
import { responsiveImage, type ResponsiveImage } from "./product-card.ts";

export type OrderStatus = OrderProgress;
export type PaymentStatus = Order["paymentStatus"];

/** One order in a list: what the customer recognises it by, and where it stands. */
export type AccountOrderRow = {
  id: number;
  code: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalWithTax: number;
  /** How the total is written: in the order's own currency, whatever the page's. */
  currency: Currency;
};

/** The dashboard shows this many of the newest orders. */
const DASHBOARD_ORDERS = 3;

export type AccountDashboard = {
  recentOrders: Array<AccountOrderRow>;
  /** Of all the customer's orders, so the page can say there are more. */
  orderCount: number;
};

export type AccountOrdersPage = {
  orders: Array<AccountOrderRow>;
  page: number;
  pages: number;
  total: number;
};

const ITEM_IMAGE = { width: 64, height: 64 } as const;

export type AccountOrderItem = {
  id: string;
  name: string;
  variantName: string | null;
  /** The product's page, when the line still names one. */
  slug: string | null;
  variantId: number;
  amount: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
  image: ResponsiveImage | null;
};

export type PostalAddress = {
  name: string | null;
  street: string;
  postcode: string;
  city: string;
  /** In the shopper's language; null when the store's code names no country we know. */
  country: string | null;
};

export type AccountOrder = {
  id: number;
  code: string;
  createdAt: string;
  deliveryDate: string | null;
  /** The time slot chosen for the delivery; its day is `deliveryDate`. */
  deliveryTime: OrderDeliveryTime | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** How the order's amounts are written: in its own currency, whatever the page's. */
  currency: Currency;
  items: Array<AccountOrderItem>;
  /** The same lines as on the checkout steps and the finished page. */
  summary: OrderSummary;
  customer: { name: string; email: string; phone: string };
  billingAddress: PostalAddress;
  /** Where the parcel goes: a pickup point, an address, or neither (picked up at the shop). */
  delivery: { kind: "branch" | "address"; place: PostalAddress } | null;
  /** The shop of a personal pickup, with its hours and page. */
  pickupShop: PickupShop | null;
  shipperName: string;
  paymentName: string;
  /** The order's token while its card payment can still be made: "pay again" sends it. */
  payAgainToken: string | null;
  /** Where to send the money, while a bank transfer has not arrived. */
  bankTransfer: FinishedOrder["bankTransfer"];
};

function orderRow(
  order: PlacedOrder,
  currencies: ReadonlyArray<Currency> | null,
  ctx: RequestContext,
  today: string,
): AccountOrderRow {
  return {
    id: order.id,
    code: order.code,
    createdAt: order.createdAt,
    status: orderProgress(order, today),
    paymentStatus: order.paymentStatus,
    totalWithTax: order.prices.totalWithTax,
    currency: orderCurrency(order.currencyCode, currencies, ctx),
  };
}

/**
 * The account's dashboard: the newest orders and how many there are. The greeting's name
 * and the loyalty credits are the root's (its shopper frame reads the user and decides
 * whether credits apply on every page), so they are not read twice.
 */
export async function accountDashboard({
  ctx,
  now = new Date(),
}: {
  ctx: RequestContext;
  now?: Date;
}): Promise<AccountDashboard> {
  const [{ data, meta }, currencies] = await Promise.all([
    getUserOrders({ ctx }),
    storeCurrencies(ctx),
  ]);
  const today = shopDay(now);
  return {
    recentOrders: data
      .slice(0, DASHBOARD_ORDERS)
      .map((order) => orderRow(order, currencies, ctx, today)),
    orderCount: meta.pagination.total,
  };
}

/** Pages of `perPage` for `total` entries; one (empty) page when there are none. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * One page of the customer's orders (spec §9: 10 a page), the page count from the store's
 * `meta.pagination.total`. A page past the last is not found.
 */
export async function accountOrdersPage({
  ctx,
  page,
  now = new Date(),
}: {
  ctx: RequestContext;
  page: number;
  now?: Date;
}): Promise<AccountOrdersPage> {
  const [{ data, meta }, currencies] = await Promise.all([
    getUserOrders({ ctx, page }),
    storeCurrencies(ctx),
  ]);
  const { total } = meta.pagination;
  const pages = pageCount(total, USER_ORDERS_PER_PAGE);
  if (page > pages) throw new BffError({ kind: "not_found" }, 404);
  const today = shopDay(now);
  const orders = data.map((order) => orderRow(order, currencies, ctx, today));
  return { orders, page, pages, total };
}

function orderItem(item: PlacedOrder["items"][number]): AccountOrderItem {
  const name = item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "";
  const image = item.product?.mainImage;
  return {
    id: item.id,
    name,
    variantName:
      item.variant && item.product && item.variant.name !== item.product.name
        ? item.variant.name
        : null,
    slug: item.product?.slug ?? null,
    variantId: item.variantId,
    amount: item.amount,
    unit: item.product?.unit ?? "ks",
    unitPrice: item.prices.unitWithTax,
    totalPrice: item.prices.totalWithTax,
    // Decorative: the line's name stands right beside it.
    image: image ? responsiveImage(image.fileKey, "", ITEM_IMAGE) : null,
  };
}

/** The order's money still to come: nothing for a paid or cancelled order. */
function awaitsPayment(order: PlacedOrder): boolean {
  return order.paymentStatus !== "paid" && order.status !== "cancelled";
}

/**
 * An order of the logged-in customer by its code or id (the store answers 404 for another
 * customer's order). Dependency depth 1: the order, the store's countries and the site's
 * shop pages (for a personal pickup's shop) at once; an address without its country's name
 * still reads.
 */
export async function accountOrderPage({
  ctx,
  codeOrId,
  now = new Date(),
}: {
  ctx: RequestContext;
  codeOrId: string;
  now?: Date;
}): Promise<AccountOrder> {
  const [order, countries, pages, currencies] = await Promise.all([
    getUserOrder({ ctx, codeOrId }),
    optional(getCountries({ ctx }), { ctx, what: "countries" }),
    shopPages(ctx),
    storeCurrencies(ctx),
  ]);
  const names = new Map(
    countryOptions(countries ?? [], ctx.locale).map((option) => [option.code, option.name]),
  );
  const postal = (
    address: { street: string; postcode: string; city: string; countryCode: string },
    name: string | null,
  ): PostalAddress => ({
    name,
    street: address.street,
    postcode: address.postcode,
    city: address.city,
    country: names.get(address.countryCode) ?? null,
  });
  const delivery: AccountOrder["delivery"] = order.branch
    ? { kind: "branch", place: postal(order.branch, order.branch.name) }
    : order.shippingAddress
      ? { kind: "address", place: postal(order.shippingAddress, order.shippingAddress.name) }
      : null;
  const unpaid = awaitsPayment(order);
  const pickupShop =
    order.branch && isPersonalPickup(order.shipper)
      ? toPickupShop(order.branch, pages, now, order.deliveryDate ?? null)
      : null;
  return {
    id: order.id,
    code: order.code,
    createdAt: order.createdAt,
    // A pickup shop closed on the store's date: the order waits for its next open day.
    deliveryDate: orderDeliveryDay(
      order,
      pickupShop?.readyOn ?? order.deliveryTime?.date ?? order.deliveryDate ?? null,
    ),
    deliveryTime: deliveryTimeOf(order.deliveryTime),
    status: orderProgress(order, shopDay(now)),
    paymentStatus: order.paymentStatus,
    currency: orderCurrency(order.currencyCode, currencies, ctx),
    items: order.items.map(orderItem),
    summary: placedOrderSummary(order),
    customer: order.customer,
    billingAddress: postal(order.billingAddress, order.customer.name),
    delivery,
    pickupShop,
    shipperName: order.shipper.name ?? order.shipper.code,
    paymentName: order.payment.name ?? order.payment.type,
    payAgainToken: unpaid && isPayable(order) ? order.token : null,
    bankTransfer: unpaid ? bankTransferOf(order) : null,
  };
}

const DOWNLOADS = {
  items: { path: "items/export", contentType: "text/csv; charset=utf-8", extension: "csv" },
  images: { path: "items/images/export", contentType: "application/zip", extension: "zip" },
} as const;

export type OrderDownloadKind = keyof typeof DOWNLOADS;

export type OrderDownload = UpstreamDownload & { filename: string; contentType: string };

/** "objednavka-2025000001.csv": the order's code, kept to what a header may carry unquoted. */
export function downloadFilename(code: string, extension: string): string {
  return `objednavka-${code.replace(/[^A-Za-z0-9-]/g, "")}.${extension}`;
}

/**
 * An export of the customer's order (spec §2, §7): its items as CSV or their images as a
 * ZIP, streamed from the store as it sends them. The order is read first: the store's
 * export wants its id, the file's name its code, and another customer's order is not found.
 */
export async function orderDownload({
  ctx,
  codeOrId,
  kind,
}: {
  ctx: RequestContext;
  codeOrId: string;
  kind: OrderDownloadKind;
}): Promise<OrderDownload> {
  const { path, contentType, extension } = DOWNLOADS[kind];
  const order = await getUserOrder({ ctx, codeOrId });
  const download = await upstreamStream({
    ctx,
    service: "store",
    path: `/api/v1/user/orders/${order.id}/${path}`,
    accept: contentType,
  });
  return { ...download, filename: downloadFilename(order.code, extension), contentType };
}

export type Reorder = LinesToCart;

function reorderLines(order: PlacedOrder): Array<ReorderLine> {
  return order.items.map((item) => ({
    name: item.product?.name ?? item.variant?.fullname ?? item.variant?.name ?? "",
    variantId: item.variantId,
    amount: item.amount,
  }));
}

/** "Order again": every line of a past order goes to the cart in one batch. */
export async function reorder({
  ctx,
  codeOrId,
}: {
  ctx: RequestContext;
  codeOrId: string;
}): Promise<Reorder> {
  const [order, globals] = await Promise.all([
    getUserOrder({ ctx, codeOrId }),
    getGlobals({ ctx }),
  ]);
  return addLinesToCart({ ctx, globals, lines: reorderLines(order) });
}
