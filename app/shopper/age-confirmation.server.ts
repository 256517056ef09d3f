import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

const KEY = "age_confirmed";

/** Whether the visitor has confirmed being 18 or older. */
export function isAgeConfirmed(request: Request): boolean {
  return readPreference(request, KEY) === "1";
}

/** The Set-Cookie value remembering the confirmation. */
export function ageConfirmedCookie(): string {
  return preferenceCookie(KEY, "1");
}
