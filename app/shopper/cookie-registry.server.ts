import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";

import { getConfig, type Config } from "#bff/index.server.ts";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const YEAR = 365 * DAY;

/**
 * How a cookie's value is written: `json` is Remix's cookie (base64 JSON, signed with
 * SESSION_SECRET when `signed`), `plain` the bare value, readable by the server without
 * decoding and never signed, so it may only hold what a shopper may choose freely.
 */
type CookieFormat = "json" | "plain";

export type CookieSpec = {
  /** What the cookie holds, for a successor and the README. */
  holds: string;
  /** Seconds the browser keeps it; null keeps it until the browser closes. */
  maxAge: number | null;
  format: CookieFormat;
  signed: boolean;
  /** Whether the page's scripts are kept away from it. */
  httpOnly: boolean;
  sameSite: "lax" | "strict";
  /**
   * What the cookie means to a shared cache of anonymous pages (decision 063): `key` changes
   * the page and is part of the cache key, `bypass` is shopper state whose pages are never
   * shared, `none` is read only by actions and endpoints, never by a shared page.
   */
  sharedCache: "key" | "bypass" | "none";
};

/**
 * Every cookie the shop sets, by its name after COOKIE_PREFIX (`shop_cart_token`). All are
 * Path=/ and Secure in production. README.md's cookie paragraph lists the same names and
 * lifetimes; cookie-registry.server.test.ts holds the two together.
 */
export const COOKIES = {
  cart_token: {
    holds: "the store's guest cart token; one day, as the spec sets for a guest cart",
    maxAge: DAY,
    format: "json",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  auth_token: {
    holds: "the store's token of a logged-in customer; seven days, as long as the store's tokens",
    maxAge: 7 * DAY,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  user_variant: {
    holds: "the customer's price list (variantHash); signed, as it chooses the prices",
    maxAge: 7 * DAY,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  user_groups: {
    holds: "the customer's groups; signed, as they choose the prices",
    maxAge: 7 * DAY,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  order_key: {
    holds: "the checkout details form's one-order key (docs/decisions/015)",
    maxAge: DAY,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  session: {
    holds:
      "the session id, flash notifications, the chosen gift, shipper, payment and pickup point",
    maxAge: null,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  newsletter_form: {
    holds: "a refused newsletter sign-up on its way back to the form without JavaScript",
    maxAge: MINUTE,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  age_confirmed: {
    holds: "1 once the visitor confirmed being 18 or older",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  cookie_consent: {
    holds: "the cookie choice: all, necessary or the allowed categories (analytics.marketing)",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  top_banner_closed: {
    holds: "the id of the closed top banner, so that a new one shows again",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  language_banner_closed: {
    holds: "1 once the language banner was closed",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  locale: {
    holds: "the language the shopper chose with the language switcher (cs, sk or de)",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  display_vat: {
    holds: "1 while a business buyer has prices shown without VAT first (the spec's display VAT)",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  last_visited: {
    holds: "the ids of the last visited products, most recent first (12.7.3)",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  compare: {
    holds: "the ids of the products to compare, in the order added (101.102), at most 4",
    maxAge: 30 * DAY,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "bypass",
  },
  currency: {
    holds: "a currency chosen with ?currency=, while CURRENCY_FROM_URL is on",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "key",
  },
  utm: {
    holds: "the campaign (utm_*) of the last landing that named one, sent with the order",
    maxAge: 30 * DAY,
    format: "json",
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "none",
  },
  cjevent: {
    holds: "the affiliate's click id (?cjevent=); kept only with marketing consent, Secure always",
    maxAge: 30 * DAY,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "none",
  },
  visitor: {
    holds:
      "the recommender's visitor id (24 hex characters); kept only with personalisation consent",
    maxAge: YEAR,
    format: "plain",
    signed: false,
    httpOnly: true,
    sameSite: "lax",
    sharedCache: "none",
  },
} as const satisfies Record<string, CookieSpec>;

export type CookieName = keyof typeof COOKIES;

/** The cookies holding a bare value (see `CookieFormat`). */
export type PlainCookieName = {
  [Name in CookieName]: (typeof COOKIES)[Name]["format"] extends "plain" ? Name : never;
}[CookieName];

/** The cookies written by Remix's cookie or session storage. */
export type JsonCookieName = Exclude<CookieName, PlainCookieName>;

/** The name a browser stores: COOKIE_PREFIX and the registry's name. */
export function cookieName(name: CookieName, config: Config = getConfig()): string {
  return `${config.COOKIE_PREFIX}${name}`;
}

/** The options of Remix's `createCookie` and cookie session storage for a registry cookie. */
export function cookieOptions(name: JsonCookieName, config: Config = getConfig()): CookieOptions {
  const spec: CookieSpec = COOKIES[name];
  return {
    httpOnly: spec.httpOnly,
    sameSite: spec.sameSite,
    secure: config.NODE_ENV === "production",
    path: "/",
    ...(spec.maxAge === null ? {} : { maxAge: spec.maxAge }),
    ...(spec.signed ? { secrets: [config.SESSION_SECRET] } : {}),
  };
}

/**
 * A registry cookie as Remix reads and writes it. The plain ones are read and written by
 * preference-cookie.server.ts, the session by the cookie session storage in cookies.server.ts.
 */
export function registryCookie(name: JsonCookieName, config: Config = getConfig()): Cookie {
  return createCookie(cookieName(name, config), cookieOptions(name, config));
}
