import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";

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

const cookieSessions = createCookieSessionStorage({
  cookie: { name: cookieName("session"), ...cookieOptions("session") },
});

const SESSION_ID_KEY = "sessionId";
const SESSION_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The spec's session uuid: 24 random hex characters. */
export function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** The session id a session holds, or null. */
export function sessionIdIn(session: Session): string | null {
  const id: unknown = session.get(SESSION_ID_KEY);
  return typeof id === "string" && SESSION_ID_PATTERN.test(id) ? id : null;
}

/** Gives the session `sessionId` (a new one after the login changed). */
export function setSessionId(session: Session, sessionId: string): void {
  session.set(SESSION_ID_KEY, sessionId);
}

/**
 * The signed session cookie: the session id, flash messages, checkout choices. The id is
 * made when the session is first written (a notice, a choice): a visitor who only reads
 * pages gets no cookie at all, so a shared cache may serve them (issue 57).
 */
export const sessionStorage: SessionStorage = {
  ...cookieSessions,
  commitSession(session, options) {
    if (sessionIdIn(session) === null) setSessionId(session, newSessionId());
    return cookieSessions.commitSession(session, options);
  },
};

/**
 * The newsletter form's refused submission (messages and the typed address) on its way
 * back to the page after a post without JavaScript. Signed, read once.
 */
export const newsletterReplyCookie = registryCookie("newsletter_form");
