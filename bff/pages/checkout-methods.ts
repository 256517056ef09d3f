import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { keptGiftId } from "#bff/rules/cart-gifts.ts";
import { cartValue, minimumOrderRemainder } from "#bff/rules/cart-thresholds.ts";
import {
  fastestShipperId,
  isBlocked,
  isBranchOf,
  keptChoices,
  missingChoices,
  needsBranch,
  PARCEL_POINT_COUNTRIES,
  servicePrice,
  withShipper,
  type CheckoutChoices,
  type MissingChoice,
  type ServicePrice,
} from "#bff/rules/checkout-choices.ts";
import type { CheckoutMethodsChange } from "#bff/rules/checkout-methods-form.server.ts";
import { deliveryDate, holidayCountry } from "#bff/rules/delivery-date.ts";
import type { OrderSummary } from "#bff/rules/order-summary.ts";
import { getCart } from "#bff/store/cart.ts";
import { getOrderGifts } from "#bff/store/checkout.ts";
import type { Branch, Cart, Globals, Payment, Shipper } from "#bff/store/schemas.ts";
import { getGlobals } from "#bff/store/settings.ts";
import {
  getBranchesByIds,
  getCartPayments,
  getCartShippers,
  getDeliveryTimes,
  searchBranches,
} from "#bff/store/shipping.ts";

import { cartSummary } from "./order-summaries.ts";
import { isPersonalPickup, shopPages, toPickupShop, type PickupShop } from "./pickup-shop.ts";

/** Pick-up points shown for one search; a town has more, so the shopper narrows the text. */
export const BRANCH_RESULTS = 10;

export type CheckoutBranch = {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
};

export type CheckoutMethodsPage = {
  /** The cart is empty, below the minimum order or shopping is off: back to the cart. */
  cartBlocked: boolean;
  /** The session's choices after the fresh lists (spec §4); the next change stores them. */
  choices: CheckoutChoices;
  shippers: Array<{
    id: number;
    name: string;
    type: string;
    needsBranch: boolean;
    fastest: boolean;
    deliveryDate: string;
    price: ServicePrice;
  }>;
  payments: Array<{
    id: number;
    name: string;
    type: Payment["type"];
    price: ServicePrice;
    /** The chosen shipper does not take this payment. */
    blocked: boolean;
  }>;
  /** Present while the chosen shipper hands parcels over at a branch. */
  branches: {
    chosen: CheckoutBranch | null;
    query: string | null;
    /** The search's results; null when there is nothing to list or the search failed. */
    results: Array<CheckoutBranch> | null;
    more: boolean;
    unavailable: boolean;
    /** The chosen branch as one of the shop's own stores, for personal pickup. */
    shop: PickupShop | null;
  } | null;
  /** The chosen shipper's delivery time slots, when it offers them. */
  deliveryTimes: Array<{ id: string; date: string; from: string; to: string }>;
  missing: Array<MissingChoice>;
  /** The cart with the chosen shipping and payment priced in. */
  summary: OrderSummary;
};

function checkoutBranch(branch: Branch): CheckoutBranch {
  return {
    id: branch.id,
    name: branch.name,
    street: branch.street,
    postcode: branch.postcode,
    city: branch.city,
  };
}

/** The cart may go on to checkout: items, the minimum order reached, shopping switched on. */
function cartAllowsCheckout(cart: Cart | null, globals: Globals | null): boolean {
  const itemCount = cart?.items.length ?? 0;
  if (itemCount === 0) return false;
  if (globals?.settings.shopping_disabled) return false;
  const remaining = minimumOrderRemainder({
    minimum: globals?.orderMinimumValue ?? null,
    value: cartValue(cart?.prices),
    itemCount,
  });
  return remaining === null;
}

async function chosenBranch(ctx: RequestContext, branchId: number | null) {
  if (branchId === null) return null;
  const branches = await optional(getBranchesByIds({ ctx, ids: [branchId] }), {
    ctx,
    what: "chosen branch",
  });
  return branches?.[0] ?? null;
}

/**
 * Pick-up points of the chosen shipper. With a search text the store's matches; without
 * one, all of a shipper's points when they fit one page (the shop's own stores), since a
 * list of arbitrary points of a nationwide network helps nobody.
 */
async function branchSearch(ctx: RequestContext, shipperId: number | null, query: string | null) {
  if (shipperId === null) return null;
  const page = await optional(
    searchBranches({ ctx, shipperId, s: query ?? undefined, perPage: BRANCH_RESULTS }),
    { ctx, what: "branch search" },
  );
  if (!page) return { results: null, more: false, unavailable: true };
  const total = page.meta?.pagination.total ?? page.data.length;
  if (query === null && total > BRANCH_RESULTS)
    return { results: null, more: false, unavailable: false };
  const results = page.data
    .filter((branch) => PARCEL_POINT_COUNTRIES.includes(branch.countryCode))
    .map(checkoutBranch);
  return { results, more: total > page.data.length, unavailable: false };
}

/** Slots of the chosen shipper; null when the store could not say (the slot is then kept). */
async function deliveryTimes(ctx: RequestContext, shipperId: number | null) {
  if (shipperId === null) return [];
  return optional(getDeliveryTimes({ ctx, shipperId }), { ctx, what: "delivery times" });
}

/**
 * The shipping-and-payment step. Dependency depth 1: the choices come from the session, so
 * the cart, the store's globals, the cart's shippers and payments, the chosen branch (and
 * the shop pages, should it be one of the shop's own stores), the chosen shipper's pick-up
 * points and its delivery time slots are all asked for at once; the
 * branch and slot reads for a shipper that turns out not to need them cost a call, not a
 * round trip.
 */
export async function checkoutMethodsPage({
  ctx,
  choices,
  branchQuery,
  chosenGiftId = null,
  now = new Date(),
}: {
  ctx: RequestContext;
  choices: CheckoutChoices;
  branchQuery: string | null;
  /** The gift kept in the shopper's session, checked again against the cart. */
  chosenGiftId?: number | null;
  now?: Date;
}): Promise<CheckoutMethodsPage> {
  const [lookup, globals, shippers, payments, branch, search, slots, gifts, pages] =
    await Promise.all([
      getCart({ ctx }),
      optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
      getCartShippers({ ctx }),
      getCartPayments({ ctx }),
      chosenBranch(ctx, choices.branchId),
      branchSearch(ctx, choices.shipperId, branchQuery),
      deliveryTimes(ctx, choices.shipperId),
      chosenGiftId === null ? [] : optional(getOrderGifts({ ctx }), { ctx, what: "order gifts" }),
      // Whether the branch is a shop of ours shows only with the shippers; asked at once.
      choices.branchId === null ? null : shopPages(ctx),
    ]);
  const kept = keptChoices(choices, {
    shippers,
    payments,
    branch,
    slotIds: slots ? slots.map((slot) => slot.id) : null,
  });
  const shipper = shippers.find((candidate) => candidate.id === kept.shipperId) ?? null;
  const fastestId = fastestShipperId(shippers);
  const country = holidayCountry(ctx.locale);
  const shipperRows = shippers.map((entry: Shipper) => ({
    id: entry.id,
    name: entry.name,
    type: entry.type,
    needsBranch: needsBranch(entry),
    fastest: entry.id === fastestId,
    // The store's nearest date already counts the cart's slowest line; it is the floor.
    deliveryDate: deliveryDate({ now, delayDays: 0, shipper: entry.delivery, country }),
    price: servicePrice(entry.price),
  }));
  const paymentRows = payments.map((entry) => ({
    id: entry.id,
    name: entry.name,
    type: entry.type,
    price: servicePrice(entry.price),
    blocked: shipper !== null && isBlocked(shipper, entry.id),
  }));
  const cart = lookup.cart;
  const giftId = keptGiftId(chosenGiftId, gifts ?? [], cartValue(cart?.prices));
  const gift = (gifts ?? []).find((candidate) => candidate.id === giftId);
  return {
    cartBlocked: !cartAllowsCheckout(cart, globals),
    choices: kept,
    shippers: shipperRows,
    payments: paymentRows,
    branches:
      shipper && needsBranch(shipper)
        ? {
            chosen: branch && kept.branchId !== null ? checkoutBranch(branch) : null,
            shop:
              branch && kept.branchId !== null && isPersonalPickup(shipper)
                ? toPickupShop(
                    branch,
                    pages,
                    now,
                    shipperRows.find((row) => row.id === shipper.id)?.deliveryDate ?? null,
                  )
                : null,
            query: branchQuery,
            results: search?.results ?? null,
            more: search?.more ?? false,
            unavailable: search?.unavailable ?? false,
          }
        : null,
    deliveryTimes:
      shipper && slots ? slots.map(({ id, date, from, to }) => ({ id, date, from, to })) : [],
    missing: missingChoices(kept, shipper),
    summary: cartSummary(cart, {
      decimalPlaces: globals?.currency.decimalPlaces,
      shipper,
      payment: payments.find((candidate) => candidate.id === kept.paymentId) ?? null,
      gift: gift ? { id: gift.id, name: gift.name } : null,
    }),
  };
}

export type CheckoutStep = "cart" | "methods" | "details";

/**
 * The furthest checkout step the shopper may be on: "cart" while the cart cannot go to
 * checkout, "methods" while a shipper, its branch or a payment is missing or no longer
 * valid, else "details". For `upTo: "methods"` only the cart is read. Depth 1.
 */
export async function checkoutProgress({
  ctx,
  choices,
  upTo,
}: {
  ctx: RequestContext;
  choices: CheckoutChoices;
  upTo: "methods" | "details";
}): Promise<CheckoutStep> {
  const needChoices = upTo === "details";
  const [lookup, globals, shippers, payments, branch] = await Promise.all([
    getCart({ ctx }),
    optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
    needChoices && choices.shipperId !== null ? getCartShippers({ ctx }) : [],
    needChoices && choices.paymentId !== null ? getCartPayments({ ctx }) : [],
    needChoices ? chosenBranch(ctx, choices.branchId) : null,
  ]);
  if (!cartAllowsCheckout(lookup.cart, globals)) return "cart";
  if (!needChoices) return "methods";
  const kept = keptChoices(choices, { shippers, payments, branch, slotIds: null });
  const shipper = shippers.find((candidate) => candidate.id === kept.shipperId) ?? null;
  return missingChoices(kept, shipper).length > 0 ? "methods" : "details";
}

/** What a change took away that the shopper had chosen, to be told (a translation key). */
export type MethodsChangeNotice = { message: string; values: Record<string, string> };

export type MethodsChangeResult =
  | { ok: true; choices: CheckoutChoices; notices: Array<MethodsChangeNotice> }
  | { ok: false; field: string; message: string };

function refused(field: string, message: string): MethodsChangeResult {
  return { ok: false, field, message };
}

/**
 * A payment the new shipper does not allow is cleared (spec §4), and the shopper is told
 * which and why rather than finding the choice gone.
 */
async function clearedPayment(
  ctx: RequestContext,
  before: CheckoutChoices,
  after: CheckoutChoices,
  shipper: { name: string },
): Promise<Array<MethodsChangeNotice>> {
  if (before.paymentId === null || after.paymentId !== null) return [];
  const payments = await optional(getCartPayments({ ctx }), { ctx, what: "payments" });
  const payment = payments?.find((candidate) => candidate.id === before.paymentId);
  return [
    payment
      ? {
          message: "checkout.methods.paymentCleared",
          values: { payment: payment.name, shipper: shipper.name },
        }
      : { message: "checkout.methods.paymentClearedUnnamed", values: { shipper: shipper.name } },
  ];
}

/**
 * One choice of the shipping-and-payment step, checked against what the store offers this
 * cart now, and the choices it leaves (spec §4: a new shipper clears the branch and a payment
 * it blocks). Refusals name the form field and a message key.
 */
export async function changeCheckoutMethod({
  ctx,
  choices,
  change,
}: {
  ctx: RequestContext;
  choices: CheckoutChoices;
  change: CheckoutMethodsChange;
}): Promise<MethodsChangeResult> {
  switch (change.intent) {
    case "shipper": {
      const shipper = (await getCartShippers({ ctx })).find((s) => s.id === change.shipperId);
      if (!shipper) return refused("shipperId", "checkout.methods.shipperInvalid");
      const next = withShipper(choices, shipper);
      return {
        ok: true,
        choices: next,
        notices: await clearedPayment(ctx, choices, next, shipper),
      };
    }
    case "payment": {
      const [payments, shippers] = await Promise.all([
        getCartPayments({ ctx }),
        choices.shipperId === null ? [] : getCartShippers({ ctx }),
      ]);
      if (!payments.some((payment) => payment.id === change.paymentId)) {
        return refused("paymentId", "checkout.methods.paymentInvalid");
      }
      const shipper = shippers.find((candidate) => candidate.id === choices.shipperId);
      if (shipper && isBlocked(shipper, change.paymentId)) {
        return refused("paymentId", "checkout.methods.paymentBlocked");
      }
      return { ok: true, choices: { ...choices, paymentId: change.paymentId }, notices: [] };
    }
    case "branch": {
      const shipperId = choices.shipperId;
      if (shipperId === null) return refused("branchId", "checkout.methods.shipperFirst");
      const [shippers, [branch]] = await Promise.all([
        getCartShippers({ ctx }),
        getBranchesByIds({ ctx, ids: [change.branchId] }),
      ]);
      const shipper = shippers.find((candidate) => candidate.id === shipperId);
      if (!shipper || !needsBranch(shipper)) {
        return refused("branchId", "checkout.methods.shipperFirst");
      }
      if (!branch || branch.id !== change.branchId || !isBranchOf(branch, shipper)) {
        return refused("branchId", "checkout.methods.branchInvalid");
      }
      return { ok: true, choices: { ...choices, branchId: branch.id }, notices: [] };
    }
    case "deliveryTime": {
      const shipperId = choices.shipperId;
      if (shipperId === null) return refused("deliveryTimeId", "checkout.methods.shipperFirst");
      const slots = await getDeliveryTimes({ ctx, shipperId });
      if (!slots.some((slot) => slot.id === change.deliveryTimeId)) {
        return refused("deliveryTimeId", "checkout.methods.deliveryTimeInvalid");
      }
      return {
        ok: true,
        choices: { ...choices, deliveryTimeId: change.deliveryTimeId },
        notices: [],
      };
    }
  }
}
