import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";
import { isPerformanceRun } from "#bff/rules/performance-run.ts";
import { getUser } from "#bff/store/user.ts";

import { isMarketingAutomationOn, sendMarketingEvent } from "./marketing-automation.ts";

/** The browser's events the shop's relay passes on (content-side §7). */
export const BROWSER_EVENT_TYPES = [
  "cart",
  "category_view",
  "product_view",
  "user_loaded",
] as const;

/** Field names as a service takes them: short words, not free text. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * One event the page sends to /api/events. The data is the page's own (ids, prices,
 * quantities) as JSON; the request's size limit bounds it.
 */
export const BrowserEventSchema = z.strictObject({
  type: z.enum(BROWSER_EVENT_TYPES),
  page: z.url({ protocol: /^https?$/ }).max(2000),
  data: z
    .record(z.string().regex(FIELD_NAME), z.json())
    .refine((data) => Object.keys(data).length <= 32, "at most 32 fields")
    .default({}),
});

export type BrowserEvent = z.infer<typeof BrowserEventSchema>;

/**
 * The customer's identity for `contact_pairing`, from the store with the shopper's own
 * login: never what the page claims. Null for a guest or a login the store refuses.
 */
async function signedInCustomer(ctx: RequestContext) {
  if (!ctx.authToken) return null;
  try {
    return await getUser({ ctx });
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("contact pairing skipped: no customer", {
      requestId: ctx.requestId,
      status: error.status,
    });
    return null;
  }
}

/**
 * Passes a browser's event on to the marketing-automation service: only with the shopper's
 * marketing consent, never for a performance run. `user_loaded` of a signed-in customer
 * pairs this browser with the customer's e-mail and id as the store knows them; a guest's
 * goes nowhere. Never throws for the service's or the store's failure.
 */
export async function relayBrowserEvent({
  ctx,
  event,
  marketingConsent,
  visitorId,
}: {
  ctx: RequestContext;
  event: BrowserEvent;
  marketingConsent: boolean;
  visitorId: string | null;
}): Promise<void> {
  if (!marketingConsent || isPerformanceRun(event.page) || !isMarketingAutomationOn()) return;
  if (event.type === "user_loaded") {
    const customer = await signedInCustomer(ctx);
    if (!customer) return;
    await sendMarketingEvent({
      ctx,
      event: "contact_pairing",
      visitorId,
      email: customer.email,
      data: { customerId: customer.id, page: event.page },
    });
    return;
  }
  await sendMarketingEvent({
    ctx,
    event: event.type,
    visitorId,
    data: { ...event.data, page: event.page },
  });
}
