import { randomBytes } from "node:crypto";

import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

/** 12 random bytes, written as 24 lower-case hex characters. */
const VISITOR_ID = /^[0-9a-f]{24}$/;

function personalised(request: Request): boolean {
  return consentOf(request)?.personalisation === true;
}

function storedVisitorId(request: Request): string | null {
  const value = readPreference(request, "visitor");
  return value !== null && VISITOR_ID.test(value) ? value : null;
}

/**
 * The visitor id the recommender knows the shopper by (the context's userId), or null
 * without personalisation consent or before the root loader first wrote it.
 */
export function visitorIdOf(request: Request): string | null {
  return personalised(request) ? storedVisitorId(request) : null;
}

/**
 * The Set-Cookie value the root loader sends for the visitor id: a new id (1 year) once the
 * shopper allows personalisation and has none, the cookie removed once they withdraw it,
 * else null. Nothing is written before consent.
 */
export function visitorCookie(request: Request): string | null {
  const stored = storedVisitorId(request);
  if (personalised(request)) {
    return stored ? null : preferenceCookie("visitor", randomBytes(12).toString("hex"));
  }
  if (readPreference(request, "visitor") === null) return null;
  return preferenceCookie("visitor", "").replace(/Max-Age=\d+/, "Max-Age=0");
}
