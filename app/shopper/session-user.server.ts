import type { AppLoadContext } from "@remix-run/node";

import { loginExpired, userCookies } from "#app/account/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { toErrorResponse } from "#app/utils/bff-edge.server.ts";
import {
  isBffError,
  shopperFrame,
  type RequestContext,
  type ShopperFrame,
  type User,
} from "#bff/index.server.ts";
import { isBusinessUser } from "#bff/rules/business-user.ts";

/** A shopper as the cookies tell: the context, before any user is read. */
export type OpenedShopper = {
  /** The context the cookies give: the login, and the variant and groups they hold. */
  ctx: RequestContext;
  request: Request;
};

/**
 * The spec's start-up up to the cookies: guest cart token, auth token, and the variant and
 * groups the cookies hold (a login's are written there when it is made), all read into the
 * context. The session id is made when the session is first written (`sessionStorage`),
 * not here: a page that is only read sets no cookie. The site frame starts from here,
 * beside the user read.
 */
export async function openShopper(
  request: Request,
  loadContext: AppLoadContext = {},
): Promise<OpenedShopper> {
  return { ctx: await requestContext(request, loadContext), request };
}

/**
 * The root's view model for an opened shopper (the site frame beside the user read, then the
 * credits) at the loader edge. A token the store refuses (401) ends the login: the thrown
 * redirect goes to the login page with this page as the target. A user whose variant or
 * groups differ from the cookies' gets them written, to price the next requests.
 */
export async function framedShopper(
  opened: OpenedShopper,
): Promise<ShopperFrame & { setCookies: Array<string> }> {
  const { ctx } = opened;
  let view: ShopperFrame;
  try {
    view = await shopperFrame({ ctx });
  } catch (error) {
    if (isBffError(error) && error.kind === "unauthorized") {
      throw await loginExpired(opened.request, ctx.locale);
    }
    throw toErrorResponse(error);
  }
  const setCookies =
    view.user && !pricedByCookies(view.user, ctx) ? await userCookies(view.user) : [];
  return { ...view, setCookies };
}

/** Whether the cookies already carry the user's variant and groups. */
function pricedByCookies(user: User, ctx: RequestContext): boolean {
  return user.variantHash === ctx.userVariant && user.groups.join(",") === ctx.userGroups.join(",");
}

/**
 * What the page may know of the user: never the token or the groups; whether they buy for a
 * company (the quantity entry and the price display option are theirs).
 */
export function publicUser(
  user: User | null,
): { firstName: string; email: string; isBusiness: boolean } | null {
  return user
    ? { firstName: user.firstName, email: user.email, isBusiness: isBusinessUser(user) }
    : null;
}
