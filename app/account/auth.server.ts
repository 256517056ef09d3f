import { redirect } from "@remix-run/node";

import {
  authTokenCookie,
  cartTokenCookie,
  userGroupsCookie,
  userVariantCookie,
} from "#app/shopper/cookies.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { renewSessionId } from "#app/shopper/session.server.ts";
import { href } from "#app/utils/href.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import {
  getGlobals,
  getUser,
  log,
  logout,
  type Locale,
  type RequestContext,
  type User,
} from "#bff/index.server.ts";
import { isRestrictedUser } from "#bff/rules/restricted-user.ts";

export type TokenUser = { user: User; restricted: boolean };

/**
 * The user a new token belongs to (`customer` carries it), and whether the user's group is
 * one the store sells to elsewhere. Throws the BFF's error when the store cannot say.
 */
export async function tokenUser(customer: RequestContext): Promise<TokenUser> {
  const [user, globals] = await Promise.all([
    getUser({ ctx: customer }),
    getGlobals({ ctx: customer }),
  ]);
  return { user, restricted: isRestrictedUser(user, globals.settings.restrictedGroups) };
}

/** The variant and groups cookies that carry a user's prices to every request. */
export async function userCookies(user: Pick<User, "variantHash" | "groups">) {
  return Promise.all([
    userVariantCookie.serialize(user.variantHash),
    userGroupsCookie.serialize(user.groups),
  ]);
}

/**
 * Cookies of a new login: the token, the user's variant and groups, and no guest cart token
 * (the guest cart was merged; the customer's cart comes with the login).
 */
export async function loginCookies(token: string, user: Pick<User, "variantHash" | "groups">) {
  return [
    await authTokenCookie.serialize(token),
    ...(await userCookies(user)),
    await cartTokenCookie.serialize("", { maxAge: 0 }),
  ];
}

/**
 * Cookies that end a login: token, variant and groups, and the cart token too, which may
 * name the customer's cart and must not show it to whoever uses the browser next.
 */
export async function logoutCookies() {
  return Promise.all(
    [authTokenCookie, userVariantCookie, userGroupsCookie, cartTokenCookie].map((cookie) =>
      cookie.serialize("", { maxAge: 0 }),
    ),
  );
}

/** Revokes the context's token at the store; the shopper is logged out here either way. */
export async function revokeToken(ctx: RequestContext): Promise<void> {
  if (!ctx.authToken) return;
  try {
    await logout({ ctx });
  } catch (error) {
    log.warn("store logout failed", { requestId: ctx.requestId, error: String(error) });
  }
}

/** The login page, with the page to return to afterwards. */
export function loginHref(locale: Locale, returnTo?: string): string {
  const login = href("login", locale);
  return returnTo ? `${login}?${new URLSearchParams({ redirectTo: returnTo })}` : login;
}

/**
 * Answers a change of login with a 303 redirect: its cookies, its notifications and a new
 * session id in the session cookie.
 */
export async function authRedirect(
  request: Request,
  {
    to,
    cookies,
    notifications,
  }: { to: string; cookies: Array<string>; notifications: Array<Omit<Notification, "id">> },
) {
  const flash = notifications.length > 0 ? await flashNotification(request, notifications) : null;
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await renewSessionId(request, flash));
  return redirect(to, { status: 303, headers });
}

/**
 * The store refused the token (401): the login is forgotten and the shopper goes to the
 * login page, which brings them back to `returnTo` afterwards.
 */
export async function loginExpired(request: Request, locale: Locale): Promise<Response> {
  const url = new URL(request.url);
  const login = href("login", locale);
  const here = ownPath(url);
  return authRedirect(request, {
    to: loginHref(locale, url.pathname === login ? undefined : here),
    cookies: await logoutCookies(),
    notifications: [{ type: "info", message: "auth.sessionExpired" }],
  });
}
