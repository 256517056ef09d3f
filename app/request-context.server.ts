import type { AppLoadContext } from "@remix-run/node";

import { getConfig } from "#bff/config.ts";
import type { Locale, RequestContext } from "#bff/context.ts";
import { LOCALES } from "#bff/context.ts";
import { ServerTiming } from "#bff/http/server-timing.ts";

import { cartTokenCookie } from "./cookies.server.ts";
import { chosenCurrency } from "./currency-choice.server.ts";
import { i18next } from "./i18next.server.ts";

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{8,512}$/;

function isLocale(value: string): value is Locale {
  return (LOCALES as ReadonlyArray<string>).includes(value);
}

/**
 * Reads what the BFF needs from the shopper's request (cookies, locale) and from the
 * server (request id, the Server-Timing collector).
 */
export async function requestContext(
  request: Request,
  loadContext: AppLoadContext = {},
): Promise<RequestContext> {
  const config = getConfig();
  const cookieHeader = request.headers.get("cookie");
  const [locale, cartToken] = await Promise.all([
    i18next.getLocale(request),
    cartTokenCookie.parse(cookieHeader) as Promise<unknown>,
  ]);
  const shopperLocale = isLocale(locale) ? locale : config.DEFAULT_LOCALE;
  return {
    locale: shopperLocale,
    defaultLocale: config.DEFAULT_LOCALE,
    currency: chosenCurrency(request) ?? config.LOCALE_CURRENCIES[shopperLocale],
    domainCode: config.LOCALE_DOMAIN_CODES[shopperLocale],
    userVariant: null,
    userGroups: [],
    translationVariant: config.TRANSLATION_VARIANT,
    authToken: null,
    cartToken: typeof cartToken === "string" && TOKEN_PATTERN.test(cartToken) ? cartToken : null,
    requestId: loadContext.requestId ?? crypto.randomUUID(),
    signal: request.signal,
    timing: loadContext.serverTimings ? new ServerTiming(loadContext.serverTimings) : undefined,
  };
}
