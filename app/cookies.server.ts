import { createCookie, createCookieSessionStorage } from "@remix-run/node";

import { getConfig } from "#bff/config.ts";

const config = getConfig();
const secure = config.NODE_ENV === "production";
const ONE_DAY = 60 * 60 * 24;

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

/** The signed session cookie: flash messages now, checkout choices later. */
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
