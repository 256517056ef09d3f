import {
  CONSENT_CATEGORIES,
  FULL_CONSENT,
  NO_CONSENT,
  type Consent,
  type ConsentCategory,
} from "#app/shopper/consent.ts";
import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

const KEY = "cookie_consent";
/** "Accept all" as the cookie bar's first version wrote it, and every category granted. */
const ALL = "all";
/** "Necessary only", and a choice in the settings that grants no category. */
const NECESSARY = "necessary";
const SEPARATOR = ".";

/** Whether a value names one of the categories the shopper can allow. */
export function isConsentCategory(value: unknown): value is ConsentCategory {
  return (CONSENT_CATEGORIES as ReadonlyArray<unknown>).includes(value);
}

/**
 * The consent a cookie value holds: `all`, `necessary`, or the granted categories joined by
 * `.` (`analytics.personalisation`). Anything else, an unknown or repeated category
 * included, is no choice: the shopper is asked again rather than assumed to have allowed it.
 */
export function parseConsent(value: string | null): Consent | null {
  if (value === ALL) return FULL_CONSENT;
  if (value === NECESSARY) return NO_CONSENT;
  if (!value) return null;
  const granted = value.split(SEPARATOR);
  if (!granted.every(isConsentCategory) || new Set(granted).size !== granted.length) return null;
  return consentOfCategories(granted);
}

/** The cookie value of a consent: `all`, `necessary` or the granted categories in a fixed order. */
export function serialiseConsent(consent: Consent): string {
  const granted = CONSENT_CATEGORIES.filter((category) => consent[category]);
  if (granted.length === 0) return NECESSARY;
  if (granted.length === CONSENT_CATEGORIES.length) return ALL;
  return granted.join(SEPARATOR);
}

/** The consent granting exactly these categories. */
export function consentOfCategories(granted: ReadonlyArray<ConsentCategory>): Consent {
  return {
    analytics: granted.includes("analytics"),
    marketing: granted.includes("marketing"),
    personalisation: granted.includes("personalisation"),
  };
}

/** What the shopper allowed, or null while the cookie bar still asks. */
export function consentOf(request: Request): Consent | null {
  return parseConsent(readPreference(request, KEY));
}

/** The Set-Cookie value remembering the consent. */
export function cookieConsentCookie(consent: Consent): string {
  return preferenceCookie(KEY, serialiseConsent(consent));
}
