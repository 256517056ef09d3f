import { createCookieSessionStorage } from "@remix-run/node";

import { cookieName, cookieOptions, registryCookie } from "#app/shopper/cookie-registry.server.ts";

/** The store's guest cart token; HttpOnly, so the browser's JavaScript never sees it. */
export const cartTokenCookie = registryCookie("cart_token");

/** The store's access token of a logged-in shopper, never readable by the page's JavaScript. */
export const authTokenCookie = registryCookie("auth_token");

/**
 * The logged-in shopper's price list (the user's variantHash) and customer groups, sent to
 * the upstreams with every request so prices fit without fetching the user first. Signed:
 * a shopper who could write them could ask for business prices.
 */
export const userVariantCookie = registryCookie("user_variant");

export const userGroupsCookie = registryCookie("user_groups");

/** The signed session cookie: the session id, flash messages, later checkout choices. */
export const sessionStorage = createCookieSessionStorage({
  cookie: { name: cookieName("session"), ...cookieOptions("session") },
});

/**
 * The newsletter form's refused submission (messages and the typed address) on its way
 * back to the page after a post without JavaScript. Signed, read once.
 */
export const newsletterReplyCookie = registryCookie("newsletter_form");
