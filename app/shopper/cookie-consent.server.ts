import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

const KEY = "cookie_consent";
export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return (CONSENT_CHOICES as ReadonlyArray<unknown>).includes(value);
}

/** The visitor's cookie choice, or null while the cookie bar still asks. */
export function cookieConsent(request: Request): ConsentChoice | null {
  const value = readPreference(request, KEY);
  return isConsentChoice(value) ? value : null;
}

/** The Set-Cookie value remembering the choice. */
export function cookieConsentCookie(choice: ConsentChoice): string {
  return preferenceCookie(KEY, choice);
}
