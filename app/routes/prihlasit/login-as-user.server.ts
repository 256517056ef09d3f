import { createHash } from "node:crypto";

import type { AppLoadContext } from "@remix-run/node";

import {
  authRedirect,
  loginCookies,
  logoutCookies,
  revokeToken,
  tokenUser,
  type TokenUser,
} from "#app/account/auth.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { checkedToken, requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { getUser, isBffError, log, sharedClaims, type RequestContext } from "#bff/index.server.ts";

/** The confirmation form's intent on the login page. */
export const LOGIN_AS_USER_INTENT = "loginAsUser";

/** As long as a token the link carried may live: the login cookie's 7 days. */
const USED_LINK_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;
const USED_LINK_MAX = 10_000;

/**
 * Tokens a login-as-user link has logged a browser in with, by hash: a link works once, so
 * one sent to many people (or found in a browser history) cannot be confirmed again. In
 * Redis with `REDIS_URL`, so no other instance takes the link again (decision 047); else
 * this process's memory, the oldest going first when full.
 */
const usedLinks = sharedClaims({
  name: "login-link",
  ttlMs: USED_LINK_MEMORY_MS,
  maxEntries: USED_LINK_MAX,
});

function linkKey(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Claims a link's token for one login; false when it was used already. */
function claimLoginLink(token: string): Promise<boolean> {
  return usedLinks.claim(linkKey(token));
}

/** Gives a claimed token back when the login failed for a reason other than the token. */
function releaseLoginLink(token: string): Promise<void> {
  return usedLinks.release(linkKey(token));
}

export type LoginAsUserOffer = { token: string; name: string; email: string };

function customerOf(ctx: RequestContext, token: string): RequestContext {
  return { ...ctx, authToken: token, cartToken: null, userVariant: null, userGroups: [] };
}

async function refusedLink(request: Request, ctx: RequestContext, message: string) {
  return redirectWithNotice(request, href("home", ctx.locale), { type: "danger", message });
}

/**
 * The login page opened with `?token=` (the back office's login as user): whom the link
 * would log in as, for the shopper to confirm with a POST. A GET logs nobody in, so no page
 * can log a visitor into an account of its choosing. Null without the parameter; a
 * redirect home with a danger message when the link cannot be used.
 */
export async function loginAsUserOffer(
  request: Request,
  context: AppLoadContext,
): Promise<LoginAsUserOffer | Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has("token")) return null;
  const ctx = await requestContext(request, context);
  const token = checkedToken(url.searchParams.get("token"));
  if (!token) return refusedLink(request, ctx, "auth.loginAsUser.missingToken");
  if (await usedLinks.isClaimed(linkKey(token)))
    return refusedLink(request, ctx, "auth.loginAsUser.usedToken");
  try {
    const user = await getUser({ ctx: customerOf(ctx, token) });
    return { token, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  } catch (error) {
    if (!isBffError(error)) throw error;
    if (error.kind === "unauthorized") {
      return refusedLink(request, ctx, "auth.loginAsUser.invalidToken");
    }
    return refusedLink(request, ctx, "auth.login.failed");
  }
}

/**
 * The confirmed login as user (spec: ends any current login, takes the given token, loads
 * its user and says whom the shopper now acts as). The link's token works once.
 */
export async function loginAsUserAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<Response> {
  const ctx = await requestContext(request, context);
  const token = checkedToken(formData.get("token"));
  const home = href("home", ctx.locale);
  const refuse = async (message: string) =>
    authRedirect(request, {
      to: home,
      cookies: await logoutCookies(),
      notifications: [{ type: "danger", message }],
    });
  if (!token) return refuse("auth.loginAsUser.missingToken");
  if (!(await claimLoginLink(token))) return refuse("auth.loginAsUser.usedToken");
  if (ctx.authToken && ctx.authToken !== token) await revokeToken(ctx);

  const customer = customerOf(ctx, token);
  let signedIn: TokenUser;
  try {
    signedIn = await tokenUser(customer);
  } catch (error) {
    if (!isBffError(error)) throw error;
    if (error.kind === "unauthorized") return refuse("auth.loginAsUser.invalidToken");
    await releaseLoginLink(token);
    log.warn("login as user failed", { requestId: ctx.requestId, error: String(error) });
    return refuse("auth.login.failed");
  }
  const { user } = signedIn;
  if (signedIn.restricted) {
    await revokeToken(customer);
    return refuse("auth.restricted.text");
  }
  return authRedirect(request, {
    to: safeRedirect(formData.get("redirectTo"), home),
    cookies: await loginCookies(token, user),
    notifications: [
      {
        type: "info",
        message: "auth.loginAsUser.done",
        values: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
      },
    ],
  });
}
