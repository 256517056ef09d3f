import { getConfig } from "#bff/config.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;
export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

function cookieName(): string {
  return `${getConfig().COOKIE_PREFIX}cookie_consent`;
}

/** The visitor's cookie choice, or null while the cookie bar still asks. */
export function cookieConsent(request: Request): ConsentChoice | null {
  const name = cookieName();
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, value] = pair.trim().split("=");
    if (key === name && (CONSENT_CHOICES as ReadonlyArray<string>).includes(value ?? "")) {
      return value as ConsentChoice;
    }
  }
  return null;
}

/** The Set-Cookie value remembering the choice for a year. */
export function cookieConsentCookie(choice: ConsentChoice): string {
  const secure = getConfig().NODE_ENV === "production" ? "; Secure" : "";
  return `${cookieName()}=${choice}; Max-Age=${ONE_YEAR}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
