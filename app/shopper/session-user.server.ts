import type { AppLoadContext } from "@remix-run/node";

import { isRestrictedUser, loginExpired, userCookies } from "#app/account/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { ensureSessionId } from "#app/shopper/session.server.ts";
import {
  getCreditsAmount,
  getGlobals,
  getUser,
  isBffError,
  type Globals,
  type RequestContext,
  type User,
} from "#bff/index.server.ts";
import { log } from "#bff/log.ts";

export type Shopper = {
  /** The context for the rest of the request: the login and the user's variant and groups. */
  ctx: RequestContext;
  /** The request as later steps read it: with the session id the first step may have made. */
  request: Request;
  /** The logged-in user; null for a guest or when the store could not tell. */
  user: User | null;
  /** Loyalty credits apply: the function is on and the user's group is not restricted. */
  creditsApply: boolean;
  setCookies: Array<string>;
};

function isUnauthorized(error: unknown): boolean {
  return isBffError(error) && error.kind === "unauthorized";
}

async function optionalGlobals(ctx: RequestContext): Promise<Globals | null> {
  try {
    return await getGlobals({ ctx });
  } catch (error) {
    log.warn("store globals unavailable", { requestId: ctx.requestId, error: String(error) });
    return null;
  }
}

/** A shopper as the cookies tell: the session id and the context, before any user is read. */
export type OpenedShopper = Pick<Shopper, "ctx" | "request" | "setCookies">;

/**
 * The spec's start-up up to the cookies: session id, guest cart token, auth token, and the
 * variant and groups the cookies hold (a login's are written there when it is made), all
 * read into the context. The site frame starts from here, beside the user read.
 */
export async function openShopper(
  request: Request,
  loadContext: AppLoadContext = {},
): Promise<OpenedShopper> {
  // The context reads none of the session cookie, so it does not wait for a new session id
  // to be signed: the site frame's calls leave that much sooner.
  const [session, ctx] = await Promise.all([
    ensureSessionId(request),
    requestContext(request, loadContext),
  ]);
  return {
    ctx,
    request: session.request,
    setCookies: session.setCookie ? [session.setCookie] : [],
  };
}

/**
 * Then the user of a login, whose variant and groups price the rest of the request; a
 * guest keeps the variant and groups the cookies hold. A token the store refuses (401)
 * ends the login: the thrown redirect goes to the login page with this page as the target.
 */
export async function identifyShopper(opened: OpenedShopper): Promise<Shopper> {
  const { ctx } = opened;
  const setCookies = [...opened.setCookies];
  const guest = { ctx, request: opened.request, user: null, creditsApply: false, setCookies };
  if (!ctx.authToken) return guest;

  let user: User;
  let globals: Globals | null;
  try {
    [user, globals] = await Promise.all([getUser({ ctx }), optionalGlobals(ctx)]);
  } catch (error) {
    if (isUnauthorized(error)) throw await loginExpired(opened.request, ctx.locale);
    // The store is down: the page renders without the user and the login stays.
    log.warn("user unavailable", { requestId: ctx.requestId, error: String(error) });
    return guest;
  }
  const sameGroups = user.groups.join(",") === ctx.userGroups.join(",");
  if (user.variantHash !== ctx.userVariant || !sameGroups) {
    setCookies.push(...(await userCookies(user)));
  }
  return {
    ctx: { ...ctx, userVariant: user.variantHash, userGroups: user.groups },
    request: opened.request,
    user,
    creditsApply:
      globals !== null &&
      globals.settings.functions.loyalty_credits &&
      !isRestrictedUser(user, globals.settings.restrictedGroups),
    setCookies,
  };
}

/**
 * The user's loyalty credits when they apply, else null (not shown). Fetched after the
 * user, beside prices and the cart; an outage hides them, a 401 ends the login.
 */
export async function shopperCredits(shopper: Shopper): Promise<number | null> {
  if (!shopper.user || !shopper.creditsApply) return null;
  try {
    return await getCreditsAmount({ ctx: shopper.ctx });
  } catch (error) {
    if (isUnauthorized(error)) throw await loginExpired(shopper.request, shopper.ctx.locale);
    log.warn("credits unavailable", { requestId: shopper.ctx.requestId, error: String(error) });
    return null;
  }
}

/** What the page may know of the user: never the token or the groups. */
export function publicUser(user: User | null): { firstName: string; email: string } | null {
  return user ? { firstName: user.firstName, email: user.email } : null;
}
