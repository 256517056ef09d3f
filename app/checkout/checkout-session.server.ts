import type { AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { commitCartSession } from "#app/cart/cart-session.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { sessionStorage } from "#app/shopper/cookies.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href, type Locale, type RouteKey } from "#app/utils/href.ts";
import { checkoutProgress, type CheckoutStep } from "#bff/index.server.ts";
import { NO_CHOICES, type CheckoutChoices } from "#bff/rules/checkout-choices.ts";

export type { CheckoutChoices } from "#bff/rules/checkout-choices.ts";

/**
 * The spec's persisted checkout state (shipper, payment, branch, delivery time slot) lives in
 * the signed session, so a reload, a second tab or a browser without JavaScript keeps it.
 */
const CHOICES_KEY = "checkoutChoices";

const id = z.number().int().positive().nullable().catch(null);

/** Each field on its own: one a shopper replayed wrongly does not cost the others. */
const StoredChoicesSchema = z.object({
  shipperId: id,
  paymentId: id,
  branchId: id,
  deliveryTimeId: z.string().min(1).max(64).nullable().catch(null),
});

async function sessionOf(request: Request) {
  return sessionStorage.getSession(request.headers.get("cookie"));
}

/** The choices the session holds; nothing chosen when there are none or they do not read. */
export async function readCheckoutChoices(request: Request): Promise<CheckoutChoices> {
  const stored = StoredChoicesSchema.safeParse((await sessionOf(request)).get(CHOICES_KEY));
  return stored.success ? stored.data : NO_CHOICES;
}

/** Whether anything is chosen, i.e. there is state left to clear. */
export function hasChoices(choices: CheckoutChoices): boolean {
  return Object.values(choices).some((value) => value !== null);
}

/**
 * Stores the choices; answers the session's Set-Cookie value. The session cookie also holds
 * flash messages: a response that flashes builds on this value (`requestAfter`), since two
 * headers for the one cookie would lose one of them.
 */
export async function commitCheckoutChoices(
  request: Request,
  choices: CheckoutChoices,
): Promise<string> {
  const session = await sessionOf(request);
  if (hasChoices(choices)) session.set(CHOICES_KEY, choices);
  else session.unset(CHOICES_KEY);
  return sessionStorage.commitSession(session);
}

/**
 * Forgets the choices and the chosen order gift once an order is placed, so the next
 * checkout starts afresh; answers one Set-Cookie value for both (and any queued flash).
 */
export async function clearCheckoutChoices(request: Request): Promise<string> {
  const cleared = await commitCheckoutChoices(request, NO_CHOICES);
  return commitCartSession(requestAfter(request, [cleared]), { giftId: null, notifications: [] });
}

const STEP_ROUTES: Record<CheckoutStep, RouteKey> = {
  cart: "cart",
  methods: "checkoutMethods",
  details: "checkoutDetails",
};

/** What the shopper is told on the step they were sent back to. */
const SENT_BACK: Record<Exclude<CheckoutStep, "details">, string> = {
  cart: "checkout.sentBack.cart",
  methods: "checkout.sentBack.methods",
};

/**
 * The 303 back to the furthest step the shopper may be on (the BFF's `reached`), with a
 * notice saying why, never an error page.
 */
export function backToStep(
  request: Request,
  reached: Exclude<CheckoutStep, "details">,
  locale: Locale,
): Promise<Response> {
  return redirectWithNotice(request, href(STEP_ROUTES[reached], locale), {
    type: "info",
    message: SENT_BACK[reached],
  });
}

/**
 * Keeps a checkout step from being reached too early: a 303 to the cart while the cart
 * cannot go to checkout (empty, below the minimum order, shopping off), to the methods step
 * while a shipper, its branch or a payment is missing or no longer offered; null when the
 * shopper may stay. A store that cannot answer throws the edge's 503 or 500 Response.
 */
export async function checkoutGate(
  request: Request,
  context: AppLoadContext,
  step: "methods" | "details",
): Promise<Response | null> {
  const [ctx, choices] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
  ]);
  const reached = await fromBff(() => checkoutProgress({ ctx, choices, upTo: step }));
  return reached === step || reached === "details"
    ? null
    : backToStep(request, reached, ctx.locale);
}
