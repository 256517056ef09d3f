import type { AppLoadContext } from "@remix-run/node";

import { i18next } from "#app/i18n/i18next.server.ts";
import {
  authTokenCookie,
  cartTokenCookie,
  userGroupsCookie,
  userVariantCookie,
} from "#app/shopper/cookies.server.ts";
import { chosenCurrency } from "#app/shopper/currency-choice.server.ts";
import { getConfig, ServerTiming, type RequestContext } from "#bff/index.server.ts";
import { isLocale } from "#bff/locales.js";

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{8,512}$/;
/** A price-list hash or a group code: what may travel in an upstream header. */
const CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_GROUPS = 32;

/** A store token as it may reach the upstreams: the right alphabet and length, else null. */
export function checkedToken(value: unknown): string | null {
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : null;
}

function checkedVariant(value: unknown): string | null {
  return typeof value === "string" && CODE_PATTERN.test(value) ? value : null;
}

function checkedGroups(value: unknown): Array<string> {
  if (!Array.isArray(value) || value.length > MAX_GROUPS) return [];
  const groups = value.filter(
    (group): group is string => typeof group === "string" && CODE_PATTERN.test(group),
  );
  return groups.length === value.length ? groups : [];
}

/**
 * Reads what the BFF needs from the shopper's request (cookies, locale) and from the
 * server (request id, the Server-Timing collector). A logged-in shopper's cart is the
 * account's: a guest cart token is not sent beside a login, as the store would take the
 * guest cart over as the customer's (the login merges it instead).
 */
export async function requestContext(
  request: Request,
  loadContext: AppLoadContext = {},
): Promise<RequestContext> {
  const config = getConfig();
  const cookieHeader = request.headers.get("cookie");
  const [locale, cartToken, authToken, userVariant, userGroups] = await Promise.all([
    i18next.getLocale(request),
    cartTokenCookie.parse(cookieHeader) as Promise<unknown>,
    authTokenCookie.parse(cookieHeader) as Promise<unknown>,
    userVariantCookie.parse(cookieHeader) as Promise<unknown>,
    userGroupsCookie.parse(cookieHeader) as Promise<unknown>,
  ]);
  const shopperAuthToken = checkedToken(authToken);
  const shopperLocale = isLocale(locale) ? locale : config.DEFAULT_LOCALE;
  return {
    locale: shopperLocale,
    defaultLocale: config.DEFAULT_LOCALE,
    currency: chosenCurrency(request) ?? config.LOCALE_CURRENCIES[shopperLocale],
    domainCode: config.LOCALE_DOMAIN_CODES[shopperLocale],
    userVariant: checkedVariant(userVariant),
    userGroups: checkedGroups(userGroups),
    translationVariant: config.TRANSLATION_VARIANT,
    authToken: shopperAuthToken,
    cartToken: shopperAuthToken ? null : checkedToken(cartToken),
    requestId: loadContext.requestId ?? crypto.randomUUID(),
    signal: request.signal,
    timing: loadContext.serverTimings ? new ServerTiming(loadContext.serverTimings) : undefined,
  };
}
