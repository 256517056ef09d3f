import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import type { CheckoutChoices } from "#bff/rules/checkout-choices.ts";
import type { SavedAddress } from "#bff/rules/saved-addresses.ts";
import { listUserAddresses } from "#bff/store/addresses.ts";
import type { OrderDeliveryTime, User } from "#bff/store/schemas.ts";
import { getGlobals } from "#bff/store/settings.ts";
import { getDeliveryTimes } from "#bff/store/shipping.ts";
import { getUser } from "#bff/store/user.ts";

import { cartPage, type CartPage } from "./cart-page.ts";
import { checkoutProgress, type CheckoutStep } from "./checkout-methods.ts";
import { deliveryTimeOf } from "./order-delivery-time.ts";
import { checkoutDetailsOptions } from "./place-order.ts";

export type CheckoutDetailsOptions = Awaited<ReturnType<typeof checkoutDetailsOptions>> & {
  /** No login: the form offers registration and asks for the e-mail. */
  guest: boolean;
};

/** What a logged-in customer's account brings to the details form. */
export type CheckoutAccount = {
  /** The form's first values, from the customer's profile (spec §3, checkout input). */
  prefill: Record<string, string>;
  /**
   * The store keeps an address book (its `users_addresses` function): saved addresses are
   * offered, and a new one may be saved with the order.
   */
  addressBook: boolean;
  addresses: Array<SavedAddress>;
};

export type CheckoutDetailsPage =
  /** The shopper belongs on an earlier step: the cart cannot go on, or a choice is missing. */
  | { reached: Exclude<CheckoutStep, "details"> }
  | {
      reached: "details";
      cart: CartPage;
      /** The delivery time slot chosen on the methods step, shown back in the summary. */
      deliveryTime: OrderDeliveryTime | null;
      options: CheckoutDetailsOptions;
      /** Null for a guest. */
      account: CheckoutAccount | null;
    };

/**
 * The details form as the profile fills it: the name, e-mail and phone, and the business
 * section ticked with the company's name, IČO and DIČ when the profile has any of them.
 */
export function profilePrefill(user: User): Record<string, string> {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const business = {
    companyName: user.businessName ?? "",
    tin: user.tin ?? "",
    vatin: user.vatin ?? "",
  };
  const isBusiness = Object.values(business).some((value) => value.trim() !== "");
  const filled = Object.entries({
    email: user.email,
    fullName,
    phone: user.phone ?? "",
    ...(isBusiness ? { ...business, isBusiness: "on" } : {}),
  }).filter(([, value]) => value.trim() !== "");
  return Object.fromEntries(filled);
}

/** The saved addresses; none while the store has the address book off (it answers 403). */
async function addressBookOf(ctx: RequestContext): Promise<Array<SavedAddress>> {
  try {
    const addresses = await listUserAddresses({ ctx });
    return addresses.map(
      ({ id, type, name, companyName, street, city, postcode, countryCode, phone }) => ({
        id,
        type,
        name,
        companyName,
        street,
        city,
        postcode,
        countryCode,
        phone,
      }),
    );
  } catch (error) {
    if (isBffError(error) && error.kind === "forbidden") return [];
    throw error;
  }
}

/**
 * The customer's profile and address book for the form, read beside the rest of the page.
 * Both are a convenience: without them the form is empty, as for a guest. A refused login
 * is not (the shopper signs in again).
 */
export async function checkoutAccount({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<CheckoutAccount | null> {
  if (!ctx.authToken) return null;
  const [user, globals, addresses] = await Promise.all([
    optional(getUser({ ctx }), { ctx, what: "customer for checkout" }),
    optional(getGlobals({ ctx }), { ctx, what: "store globals" }),
    optional(addressBookOf(ctx), { ctx, what: "saved addresses" }),
  ]);
  const addressBook = globals?.settings.functions.users_addresses === true;
  return {
    prefill: user ? profilePrefill(user) : {},
    addressBook,
    addresses: addressBook ? (addresses ?? []) : [],
  };
}

/**
 * The chosen slot's day and hours; null without one, or when the store cannot list the
 * slots now (the summary then leaves it out; placing the order checks it again).
 */
async function chosenDeliveryTime(
  ctx: RequestContext,
  { shipperId, deliveryTimeId }: CheckoutChoices,
): Promise<OrderDeliveryTime | null> {
  if (shipperId === null || deliveryTimeId === null) return null;
  const slots = await optional(getDeliveryTimes({ ctx, shipperId }), {
    ctx,
    what: "delivery times",
  });
  return deliveryTimeOf(slots?.find((slot) => slot.id === deliveryTimeId));
}

/**
 * The details step. Dependency depth 1: how far the shopper may go (the cart and the chosen
 * methods), the cart page, the form's options and a customer's account are asked for at
 * once, so a shopper who may stay waits one round trip, not two. How far comes first: a
 * shopper sent back is sent back whatever else failed; otherwise the page's own failure is
 * the page's.
 */
export async function checkoutDetailsPage({
  ctx,
  choices,
  chosenGiftId,
}: {
  ctx: RequestContext;
  choices: CheckoutChoices;
  /** The gift kept in the shopper's session, checked again against the cart. */
  chosenGiftId: number | null;
}): Promise<CheckoutDetailsPage> {
  const [reached, page] = await Promise.allSettled([
    checkoutProgress({ ctx, choices, upTo: "details" }),
    Promise.all([
      cartPage({ ctx, chosenGiftId, methods: choices }),
      checkoutDetailsOptions({ ctx, shipperId: choices.shipperId }),
      checkoutAccount({ ctx }),
      chosenDeliveryTime(ctx, choices),
    ]),
  ]);
  if (reached.status === "rejected") throw reached.reason;
  if (reached.value !== "details") return { reached: reached.value };
  if (page.status === "rejected") throw page.reason;
  const [cart, options, account, deliveryTime] = page.value;
  return {
    reached: "details",
    cart,
    deliveryTime,
    options: { ...options, guest: ctx.authToken === null },
    account,
  };
}
