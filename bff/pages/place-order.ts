import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { isBffError, type FieldErrors } from "#bff/errors.ts";
import { sharedOncePerKey } from "#bff/http/once-per-key.ts";
import { log } from "#bff/log.ts";
import { orderPurchase, type OrderPurchase } from "#bff/marketing/order-conversions.ts";
import { optional } from "#bff/optional.ts";
import { keptGiftId } from "#bff/rules/cart-gifts.ts";
import { cartValue, minimumOrderRemainder } from "#bff/rules/cart-thresholds.ts";
import { countryOptions, type CountryOption } from "#bff/rules/country-options.ts";
import {
  shapeOrderPayload,
  type CheckoutDetails,
  type OrderAddress,
  type OrderChoices,
  type OrderSettings,
} from "#bff/rules/order-payload.ts";
import { formatPrice } from "#bff/rules/price-format.ts";
import { getCart } from "#bff/store/cart.ts";
import {
  getOrderByIdempotencyKey,
  getOrderGifts,
  placeOrder,
  validateCart,
} from "#bff/store/checkout.ts";
import type { Globals } from "#bff/store/schemas.ts";
import { getCountries, getGlobals } from "#bff/store/settings.ts";
import { getBranchesByIds, getCartShippers } from "#bff/store/shipping.ts";

import { saveOrderAddresses } from "./checkout-addresses.ts";

/** What the shopper needs to continue after placing: the finished page or the gateway. */
export type PlacedOrder = {
  code: string;
  token: string;
  paymentUrl: string | null;
  /** The account a guest opened with the order (its e-mail), to log them in with it. */
  registeredEmail?: string;
  /** The customer asked to save the order's address, and the store did not take it. */
  addressNotSaved?: true;
  /** What the third parties learn of the order (bff/marketing/order-conversions.ts). */
  purchase?: OrderPurchase;
};

/** Why an order was not placed, each with what its message needs. */
export type OrderRefusal =
  | { reason: "shopping_disabled"; text: string | null }
  | { reason: "minimum_order"; remainingPrice: string }
  | { reason: "empty_cart" }
  | { reason: "choices" }
  | { reason: "store"; message: string; fieldErrors: FieldErrors };

export type PlaceOrderOutcome =
  { kind: "placed"; order: PlacedOrder } | { kind: "refused"; refusal: OrderRefusal };

/** Carries a refusal out of the guarded task, so that only placed orders are remembered. */
class RefusedError extends Error {
  readonly refusal: OrderRefusal;
  constructor(refusal: OrderRefusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

/** One run per submission key, across instances with Redis (decision 047). */
const placements = sharedOncePerKey<PlacedOrder>({ name: "order" });

/**
 * Flags of the store's globals the details form depends on. Not named by the spec; a store
 * without them gets the defaults (no own order number, business recipients not named).
 */
const OrderFunctionsSchema = z.object({
  custom_order_number: z.boolean().catch(false).default(false),
  business_shipping_name: z.boolean().catch(false).default(false),
});

/** The shop's own address in the globals' contact, for pickup at the shop. */
const ShopAddressSchema = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  postcode: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{3}$/),
});

function orderSettings(globals: Globals): OrderSettings {
  const functions = OrderFunctionsSchema.parse(globals.settings.functions);
  return {
    customOrderNumber: functions.custom_order_number,
    businessShippingName: functions.business_shipping_name,
  };
}

function addressOf(place: {
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
}): OrderAddress {
  return {
    street: place.street,
    city: place.city,
    postcode: place.postcode,
    country_code: place.countryCode,
  };
}

/** The store's own refusal (422): its messages by field, and its first title for the form. */
function storeRefusal(error: unknown): never {
  if (isBffError(error) && error.detail.kind === "validation") {
    throw new RefusedError({
      reason: "store",
      message: error.title,
      fieldErrors: error.detail.fieldErrors,
    });
  }
  throw error;
}

/**
 * What the details form depends on: whether the chosen shipper delivers to an address,
 * whether the shop takes customers' own order numbers, and the countries the store
 * delivers to (cached; the default country alone while the store cannot list them).
 * Dependency depth 1.
 */
export async function checkoutDetailsOptions({
  ctx,
  shipperId,
}: {
  ctx: RequestContext;
  shipperId: number | null;
}): Promise<{
  addressRequired: boolean;
  customOrderNumber: boolean;
  countries: Array<CountryOption>;
}> {
  const [globals, shippers, countries] = await Promise.all([
    getGlobals({ ctx }),
    getCartShippers({ ctx }),
    optional(getCountries({ ctx }), { ctx, what: "countries" }),
  ]);
  const shipper = shippers.find((candidate) => candidate.id === shipperId);
  return {
    addressRequired: shipper?.requiredAddress ?? true,
    customOrderNumber: orderSettings(globals).customOrderNumber,
    countries: countryOptions(countries ?? [], ctx.locale),
  };
}

async function placeNow({
  ctx,
  key,
  details,
  choices,
  chosenGiftId,
  utm,
  saveAddresses = false,
  activationUrl,
}: PlaceOrderInput): Promise<PlacedOrder> {
  const [globals, { cart }, shippers, gifts, branches] = await Promise.all([
    getGlobals({ ctx }),
    getCart({ ctx }),
    getCartShippers({ ctx }),
    getOrderGifts({ ctx }),
    getBranchesByIds({ ctx, ids: choices.branchId === null ? [] : [choices.branchId] }),
  ]);
  if (globals.settings.shopping_disabled) {
    throw new RefusedError({
      reason: "shopping_disabled",
      text: globals.settings.shopping_disabled_text || null,
    });
  }
  if (!cart || cart.items.length === 0) throw new RefusedError({ reason: "empty_cart" });
  const value = cartValue(cart.prices);
  const remaining = minimumOrderRemainder({
    minimum: globals.orderMinimumValue,
    value,
    itemCount: cart.items.length,
  });
  if (remaining !== null) {
    throw new RefusedError({
      reason: "minimum_order",
      remainingPrice: formatPrice(remaining, globals.currency, ctx.locale),
    });
  }
  const shipper = shippers.find((candidate) => candidate.id === choices.shipperId);
  if (!shipper) throw new RefusedError({ reason: "choices" });
  const branch = branches.find((candidate) => candidate.id === choices.branchId) ?? null;
  if (!shipper.requiredAddress && choices.branchId !== null && !branch) {
    throw new RefusedError({ reason: "choices" });
  }
  const shop = ShopAddressSchema.safeParse(globals.contact);

  await validateCart({ ctx }).catch(storeRefusal);
  const giftId = keptGiftId(chosenGiftId, gifts, value);
  const payload = shapeOrderPayload({
    details,
    choices,
    shipperRequiresAddress: shipper.requiredAddress,
    branchAddress: branch ? addressOf(branch) : null,
    shopAddress: shop.success ? addressOf(shop.data) : null,
    settings: orderSettings(globals),
    giftIds: giftId === null ? [] : [giftId],
    utm,
    guest: ctx.authToken === null,
    activationUrl,
  });
  const order = await placeOrder({ ctx, payload, idempotencyKey: key })
    .catch((error: unknown) => orderPlacedAfterAll(ctx, key, error))
    .catch(storeRefusal);
  const saved =
    saveAddresses && ctx.authToken !== null && hasAddressBook(globals)
      ? await saveOrderAddresses({ ctx, details, deliversToAddress: shipper.requiredAddress })
      : true;
  return {
    code: order.code,
    token: order.token,
    paymentUrl: order.paymentUrl,
    purchase: orderPurchase(order),
    ...(payload.registration ? { registeredEmail: payload.email } : {}),
    ...(saved ? {} : { addressNotSaved: true as const }),
  };
}

/** The store keeps customers' address books (its `users_addresses` function). */
function hasAddressBook(globals: Globals): boolean {
  return globals.settings.functions.users_addresses === true;
}

/** No answer, or a failure, may still have placed the order: the store is asked by the key. */
function isUnanswered(error: unknown): boolean {
  return isBffError(error) && error.kind === "upstream";
}

/**
 * A place-order call that timed out or failed is settled before the shopper is answered:
 * the order the store made with this key, if it made one (a late answer), else the original
 * failure. A store that cannot say either way counts as the failure: the same key sent
 * again still orders at most once.
 */
async function orderPlacedAfterAll(ctx: RequestContext, key: string, error: unknown) {
  if (!isUnanswered(error)) throw error;
  const order = await getOrderByIdempotencyKey({ ctx, idempotencyKey: key }).catch(() => null);
  if (!order) throw error;
  log.info("a place-order call without an answer had placed the order", {
    requestId: ctx.requestId,
  });
  return order;
}

/**
 * The order placed with this key by an earlier submission whose answer never came back,
 * asked of the store; null when there is none (or the store cannot say).
 */
export async function orderPlacedWithKey({
  ctx,
  key,
}: {
  ctx: RequestContext;
  key: string;
}): Promise<PlacedOrder | null> {
  const order = await getOrderByIdempotencyKey({ ctx, idempotencyKey: key }).catch(() => null);
  return order ? { code: order.code, token: order.token, paymentUrl: order.paymentUrl } : null;
}

export type PlaceOrderInput = {
  ctx: RequestContext;
  /** The one-time key of the submitted details form. */
  key: string;
  details: CheckoutDetails;
  choices: OrderChoices;
  /** The gift kept in the session, checked again against the cart here. */
  chosenGiftId: number | null;
  utm: Record<string, string>;
  /**
   * A logged-in customer ticked "Uložit adresu do mého účtu": once the order is placed, its
   * addresses go to the address book (when the store keeps one).
   */
  saveAddresses?: boolean;
  /** Where a guest registering with the order activates the account (the mailed link). */
  activationUrl?: string;
};

/**
 * Places the order of one details-form submission, at most once per key: a double click,
 * a reload of the POST or a resubmit after going back waits for, or gets, the first
 * outcome instead of ordering again, even from a store that ignores the Idempotency-Key
 * (which is sent too). First the shop's own blocks (shopping disabled, empty cart, minimum
 * order, a stale shipping choice), then the store's validation of the cart, then the
 * order. A refusal is not remembered: the shopper fixes it and sends the same key again.
 * An unreachable store throws its BffError.
 */
export async function placeOrderOnce(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  try {
    const order = await placements.run(input.key, () => placeNow(input));
    return { kind: "placed", order };
  } catch (error) {
    if (error instanceof RefusedError) return { kind: "refused", refusal: error.refusal };
    throw error;
  }
}

/** The order already placed with `key` (by any instance sharing Redis), if any. */
export async function placedOrder(key: string): Promise<PlacedOrder | null> {
  return (await placements.peek(key)) ?? null;
}
