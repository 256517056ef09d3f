import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { getConfig } from "#bff/index.server.ts";

/** A visitor id as the shop writes it; anything else in the cookie is not sent on. */
const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type MarketingAudience = {
  /** The cookie bar's marketing category: events about this browser may be sent. */
  marketingConsent: boolean;
  /** The browser's visitor cookie, when it has a well-formed one. */
  visitorId: string | null;
};

/**
 * Who the marketing-automation events of a request are about: whether the shopper allowed
 * marketing, and the browser's visitor id (`{COOKIE_PREFIX}visitor`).
 */
export function marketingAudience(request: Request): MarketingAudience {
  const name = `${getConfig().COOKIE_PREFIX}visitor`;
  let visitorId: string | null = null;
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [pairName, value = ""] = pair.trim().split("=");
    if (pairName === name && VISITOR_ID.test(value)) visitorId = value;
  }
  return { marketingConsent: consentOf(request)?.marketing === true, visitorId };
}
