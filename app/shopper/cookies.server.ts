import { createCookie, createCookieSessionStorage } from "@remix-run/node";

import { getConfig } from "#bff/config.ts";

const config = getConfig();
const secure = config.NODE_ENV === "production";
const ONE_DAY = 60 * 60 * 24;
const SEVEN_DAYS = 7 * ONE_DAY;

/**
 * The store's guest cart token. HttpOnly, so the browser's JavaScript never sees it;
 * one day, as the spec sets for a guest cart.
 */
export const cartTokenCookie = createCookie(`${config.COOKIE_PREFIX}cart_token`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: ONE_DAY,
});

/**
 * The store's access token of a logged-in shopper: HttpOnly, never readable by the page's
 * JavaScript, and seven days as the spec sets (the store's tokens live as long).
 */
export const authTokenCookie = createCookie(`${config.COOKIE_PREFIX}auth_token`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: SEVEN_DAYS,
});

/**
 * The logged-in shopper's price list (the user's variantHash) and customer groups, sent to
 * the upstreams with every request so prices fit without fetching the user first. Signed:
 * a shopper who could write them could ask for business prices.
 */
export const userVariantCookie = createCookie(`${config.COOKIE_PREFIX}user_variant`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: SEVEN_DAYS,
  secrets: [config.SESSION_SECRET],
});

export const userGroupsCookie = createCookie(`${config.COOKIE_PREFIX}user_groups`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: SEVEN_DAYS,
  secrets: [config.SESSION_SECRET],
});

/** The signed session cookie: the session id, flash messages, later checkout choices. */
export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: `${config.COOKIE_PREFIX}session`,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [config.SESSION_SECRET],
  },
});

/**
 * The newsletter form's refused submission (messages and the typed address) on its way
 * back to the page after a post without JavaScript. Signed, read once, gone in a minute.
 */
export const newsletterReplyCookie = createCookie(`${config.COOKIE_PREFIX}newsletter_form`, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: 60,
  secrets: [config.SESSION_SECRET],
});
