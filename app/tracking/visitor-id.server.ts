import { randomBytes } from "node:crypto";

import { isSharedPageRequest } from "#app/document/shared-cache.server.ts";
import type { Consent } from "#app/shopper/consent.ts";
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
 * The visitor id a page's recommendations ask with: none on a page a shared cache may keep,
 * which is the same for every anonymous visitor (decision 063).
 */
export function pageVisitorId(request: Request): string | null {
  return isSharedPageRequest(request) ? null : visitorIdOf(request);
}

/**
 * The Set-Cookie value for the visitor id under `consent` (by default the stored one): a new
 * id (1 year) once personalisation is allowed and none is stored, the cookie removed once it
 * is withdrawn, else null. Nothing is written before consent. Only `issue` writes a new id:
 * the consent's own answer and a shopper's own pages do, a page a shared cache may keep
 * never sets a cookie (decision 063).
 */
export function visitorCookie(
  request: Request,
  { consent = consentOf(request), issue }: { consent?: Consent | null; issue: boolean },
): string | null {
  const stored = storedVisitorId(request);
  if (consent?.personalisation === true) {
    return stored || !issue ? null : preferenceCookie("visitor", randomBytes(12).toString("hex"));
  }
  if (readPreference(request, "visitor") === null) return null;
  return preferenceCookie("visitor", "").replace(/Max-Age=\d+/, "Max-Age=0");
}
