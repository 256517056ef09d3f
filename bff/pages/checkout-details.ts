import type { RequestContext } from "#bff/context.ts";
import type { CheckoutChoices } from "#bff/rules/checkout-choices.ts";

import { cartPage, type CartPage } from "./cart-page.ts";
import { checkoutProgress, type CheckoutStep } from "./checkout-methods.ts";
import { checkoutDetailsOptions } from "./place-order.ts";

export type CheckoutDetailsOptions = Awaited<ReturnType<typeof checkoutDetailsOptions>> & {
  /** No login: the form offers registration and asks for the e-mail. */
  guest: boolean;
};

export type CheckoutDetailsPage =
  /** The shopper belongs on an earlier step: the cart cannot go on, or a choice is missing. */
  | { reached: Exclude<CheckoutStep, "details"> }
  | { reached: "details"; cart: CartPage; options: CheckoutDetailsOptions };

/**
 * The details step. Dependency depth 1: how far the shopper may go (the cart and the chosen
 * methods), the cart page and the form's options are asked for at once, so a shopper who
 * may stay waits one round trip, not two. How far comes first: a shopper sent back is sent
 * back whatever else failed; otherwise the page's own failure is the page's.
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
    ]),
  ]);
  if (reached.status === "rejected") throw reached.reason;
  if (reached.value !== "details") return { reached: reached.value };
  if (page.status === "rejected") throw page.reason;
  const [cart, options] = page.value;
  return { reached: "details", cart, options: { ...options, guest: ctx.authToken === null } };
}
