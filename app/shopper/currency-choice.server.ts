import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";
import { getConfig } from "#bff/index.server.ts";

const KEY = "currency";

/**
 * The spec's feature flag currencyFromUrl, off on this site: the currency follows the
 * language. Switched on, `?currency=eur` picks EUR and the choice is remembered.
 */
export const CURRENCY_FROM_URL = false;

/** The currencies the shop sells in: those configured for its languages. */
function sellingCurrencies(): Array<string> {
  return [...new Set(Object.values(getConfig().LOCALE_CURRENCIES))];
}

/** The upper-cased `currency` query value when the shop sells in it, else null. */
export function currencyFromQuery(
  url: URL,
  allowed: ReadonlyArray<string> = sellingCurrencies(),
): string | null {
  const value = url.searchParams.get("currency")?.trim().toUpperCase();
  return value && allowed.includes(value) ? value : null;
}

/**
 * The currency the shopper chose: from this URL's query, else from the cookie an earlier
 * choice left. null when there is none (or the flag is off): the language's currency then.
 */
export function chosenCurrency(
  request: Request,
  enabled = CURRENCY_FROM_URL,
  allowed: ReadonlyArray<string> = sellingCurrencies(),
): string | null {
  if (!enabled) return null;
  const remembered = readPreference(request, KEY)?.toUpperCase();
  return (
    currencyFromQuery(new URL(request.url), allowed) ??
    (remembered && allowed.includes(remembered) ? remembered : null)
  );
}

/** The Set-Cookie value remembering a currency chosen through the URL, or null. */
export function currencyChoiceCookie(
  request: Request,
  enabled = CURRENCY_FROM_URL,
  allowed: ReadonlyArray<string> = sellingCurrencies(),
): string | null {
  if (!enabled) return null;
  const fromQuery = currencyFromQuery(new URL(request.url), allowed);
  return fromQuery ? preferenceCookie(KEY, fromQuery) : null;
}
