import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";

import { postToThirdParty } from "./third-party-post.ts";

/** The events the marketing-automation service takes from the shop (content-side §7). */
export const MARKETING_EVENTS = [
  "cart",
  "category_view",
  "product_view",
  "order",
  "newsletter_subscribed",
  "contact_pairing",
] as const;

export type MarketingEvent = (typeof MARKETING_EVENTS)[number];

/**
 * The consent a contact's marketing rests on: the newsletter sign-up itself, an explicit
 * opt-in the service confirms by its double opt-in mail, and not the cookie bar's
 * marketing flag, which is about tracking this browser.
 */
export const GDPR_MARKETING_PARENT = "newsletter";

type Account = { url: string; accountId: string; authorization: string };

/** The service's address, account and basic auth; null while any of them is unset. */
function account(): Account | null {
  const config = getConfig();
  const url = config.MARKETING_AUTOMATION_URL;
  const accountId = config.MARKETING_AUTOMATION_ACCOUNT_ID;
  const user = config.MARKETING_AUTOMATION_USER;
  const password = config.MARKETING_AUTOMATION_PASSWORD;
  if (!url || !accountId || !user || !password) return null;
  const credentials = Buffer.from(`${user}:${password}`).toString("base64");
  return { url: url.replace(/\/?$/, "/"), accountId, authorization: `Basic ${credentials}` };
}

/** Whether the shop talks to a marketing-automation service at all. */
export function isMarketingAutomationOn(): boolean {
  return account() !== null;
}

/**
 * POST {service}/api/contacts: an address signed up for the newsletter becomes a contact
 * the service asks to confirm again (never opted in by us). `origin` names the form. A
 * no-op without the service; a failure is a warning, never the shopper's error.
 */
export async function addMarketingContact({
  ctx,
  email,
  origin,
  now = new Date(),
}: {
  ctx: RequestContext;
  email: string;
  origin: string;
  now?: Date;
}): Promise<void> {
  await postToService(ctx, "api/contacts", {
    email,
    origin,
    isOptedIn: false,
    forceDoubleReOptIn: true,
    columns: {
      gdpr_marketing_parent: GDPR_MARKETING_PARENT,
      gdpr_marketing_date: now.toISOString(),
    },
  });
}

/** POSTs to the service with its basic auth and account id; a no-op without the service. */
async function postToService(
  ctx: RequestContext,
  path: string,
  body: Record<string, unknown>,
): Promise<void> {
  const service = account();
  if (!service) return;
  await postToThirdParty({
    ctx,
    vendor: "marketing-automation",
    url: new URL(path, service.url).href,
    headers: { authorization: service.authorization },
    body: { accountId: service.accountId, ...body },
  });
}

/**
 * POST {service}/api/events: one of the shop's events, for a browser (`visitorId`) or a
 * known contact (`email`). Callers send it only with the shopper's marketing consent. A
 * no-op without the service; a failure is a warning.
 */
export async function sendMarketingEvent({
  ctx,
  event,
  visitorId,
  email,
  data,
}: {
  ctx: RequestContext;
  event: MarketingEvent;
  visitorId?: string | null;
  email?: string | null;
  data: Record<string, unknown>;
}): Promise<void> {
  await postToService(ctx, "api/events", {
    event,
    ...(visitorId ? { visitorId } : {}),
    ...(email ? { email } : {}),
    data,
  });
}
