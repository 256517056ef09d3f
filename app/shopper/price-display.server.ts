import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

const COOKIE = "display_vat";

/**
 * Whether prices show without VAT first (spec §9: the "display VAT" cookie, off by default).
 * It is the business buyer's option (spec §6), so a consumer sees prices with VAT whatever
 * the cookie says.
 */
export function pricesWithoutVatFirst(request: Request, isBusiness: boolean): boolean {
  return isBusiness && readPreference(request, COOKIE) === "1";
}

/** The Set-Cookie value remembering the choice. */
export function priceDisplayCookie(withoutVatFirst: boolean): string {
  return preferenceCookie(COOKIE, withoutVatFirst ? "1" : "0");
}
