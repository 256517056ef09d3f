import { fastestShipper } from "./fastest-shipper.ts";

/** What the shopper chose on the shipping-and-payment step, as the session keeps it. */
export type CheckoutChoices = {
  shipperId: number | null;
  paymentId: number | null;
  branchId: number | null;
  deliveryTimeId: string | null;
};

export const NO_CHOICES: CheckoutChoices = {
  shipperId: null,
  paymentId: null,
  branchId: null,
  deliveryTimeId: null,
};

type ShipperLike = {
  id: number;
  type: string;
  requiredAddress: boolean;
  blockedPayments: ReadonlyArray<number>;
  delivery: { nearestDeliveryDate: string; closesAt: string };
};
type BranchLike = { id: number; shipperId: number; countryCode: string };

/**
 * Spec §9: parcel-point countries are cz, sk, pl, de, and cz only in the Czech theme, which
 * is the one this shop runs. The store names countries by their three-letter codes.
 */
export const PARCEL_POINT_COUNTRIES: ReadonlyArray<string> = ["CZE"];

/**
 * A shipper that does not deliver to an address hands the parcel over at a branch (a pick-up
 * point or the shop), so the shopper has to choose one; the store refuses the order without.
 */
export function needsBranch(shipper: Pick<ShipperLike, "requiredAddress">): boolean {
  return !shipper.requiredAddress;
}

export function isBlocked(shipper: Pick<ShipperLike, "blockedPayments">, paymentId: number) {
  return shipper.blockedPayments.includes(paymentId);
}

/** A branch the chosen shipper hands parcels over at, in a country this shop serves. */
export function isBranchOf(branch: BranchLike, shipper: Pick<ShipperLike, "id">): boolean {
  return branch.shipperId === shipper.id && PARCEL_POINT_COUNTRIES.includes(branch.countryCode);
}

/**
 * Spec §4: "a chosen shipper or payment missing from fresh lists is cleared". A cleared
 * shipper takes its branch and time slot along; a payment the shipper blocks, a branch that
 * is not the shipper's and a slot it no longer offers are dropped too. `branch` is the chosen
 * branch as the store answers it now (null when it is gone); `slotIds` are the shipper's
 * offered slots, or null when they were not asked for.
 */
export function keptChoices(
  choices: CheckoutChoices,
  fresh: {
    shippers: ReadonlyArray<ShipperLike>;
    payments: ReadonlyArray<{ id: number }>;
    branch: BranchLike | null;
    slotIds: ReadonlyArray<string> | null;
  },
): CheckoutChoices {
  const shipper = fresh.shippers.find((candidate) => candidate.id === choices.shipperId);
  const paymentListed = fresh.payments.some((payment) => payment.id === choices.paymentId);
  const paymentId =
    choices.paymentId !== null &&
    paymentListed &&
    !(shipper && isBlocked(shipper, choices.paymentId))
      ? choices.paymentId
      : null;
  if (!shipper) return { ...NO_CHOICES, paymentId };
  const branch = fresh.branch;
  const branchKept =
    needsBranch(shipper) &&
    branch !== null &&
    branch.id === choices.branchId &&
    isBranchOf(branch, shipper);
  const slotKept =
    choices.deliveryTimeId !== null &&
    (fresh.slotIds === null || fresh.slotIds.includes(choices.deliveryTimeId));
  return {
    shipperId: shipper.id,
    paymentId,
    branchId: branchKept ? branch.id : null,
    deliveryTimeId: slotKept ? choices.deliveryTimeId : null,
  };
}

/**
 * Spec §4: "choosing a different shipper clears the branch; a payment blocked by the new
 * shipper is cleared". The time slot belongs to the old shipper and goes too. Choosing the
 * same shipper again changes nothing.
 */
export function withShipper(choices: CheckoutChoices, shipper: ShipperLike): CheckoutChoices {
  if (choices.shipperId === shipper.id) return choices;
  return {
    shipperId: shipper.id,
    paymentId:
      choices.paymentId !== null && !isBlocked(shipper, choices.paymentId)
        ? choices.paymentId
        : null,
    branchId: null,
    deliveryTimeId: null,
  };
}

export type MissingChoice = "shipper" | "branch" | "payment";

/** What the shopper still has to choose before the delivery details, in the page's order. */
export function missingChoices(
  choices: CheckoutChoices,
  shipper: Pick<ShipperLike, "requiredAddress"> | null,
): Array<MissingChoice> {
  const missing: Array<MissingChoice> = [];
  if (!shipper || choices.shipperId === null) missing.push("shipper");
  else if (needsBranch(shipper) && choices.branchId === null) missing.push("branch");
  if (choices.paymentId === null) missing.push("payment");
  return missing;
}

/** The id of the shipper marked fastest (spec §4, reused from the product page's rule). */
export function fastestShipperId(shippers: ReadonlyArray<ShipperLike>): number | null {
  return fastestShipper(shippers)?.id ?? null;
}

export type ServicePrice = { free: boolean; withTax: number; withoutTax: number };

/**
 * Shipping and payment fees as the store prices them for this cart: it already makes a
 * shipper free once the cart reaches the free-shipping threshold (unless the shipper opts
 * out), so a fee of zero reads "free" rather than "0 Kč".
 */
export function servicePrice(price: { withTax: number; withoutTax: number }): ServicePrice {
  return { free: price.withTax <= 0, withTax: price.withTax, withoutTax: price.withoutTax };
}

/** The branch search's text, as the GET form sends it; too long a text searches nothing. */
export const BRANCH_QUERY_MAX = 100;

export function branchQuery(value: string | null): string | null {
  const text = value?.trim() ?? "";
  return text.length > 0 && text.length <= BRANCH_QUERY_MAX ? text : null;
}
