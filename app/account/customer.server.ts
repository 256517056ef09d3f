import { redirect, type AppLoadContext } from "@remix-run/node";

import { loginExpired, loginHref } from "#app/account/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { toErrorResponse } from "#app/utils/bff-edge.server.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import {
  accountMenu,
  isBffError,
  type AccountMenu,
  type RequestContext,
} from "#bff/index.server.ts";

/**
 * The context of a logged-in customer. A guest is sent to the login page, which brings
 * them back here afterwards. Whether the token is still good the store tells on the first
 * user call (see `customerCall`).
 */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<RequestContext> {
  const ctx = await requestContext(request, context);
  if (!ctx.authToken) {
    throw redirect(loginHref(ctx.locale, ownPath(new URL(request.url))), { status: 303 });
  }
  return ctx;
}

/** Whether a failure is the store refusing the customer's token. */
export function isLoginRefused(error: unknown): boolean {
  return isBffError(error) && error.kind === "unauthorized";
}

/**
 * A user call at the loader edge: a refused token (401) ends the login and leads to the
 * login page with this page as the target, with the notice the root gives; an entity that
 * is not the customer's is a 404, and an upstream failure the 503 page.
 */
export async function customerCall<T>(
  request: Request,
  ctx: RequestContext,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    throw toErrorResponse(error);
  }
}

/**
 * An account page's loader: the customer required, the page's own data and the user menu
 * read at once.
 */
export async function accountPage<T extends object>(
  request: Request,
  context: AppLoadContext,
  load: (ctx: RequestContext) => Promise<T>,
): Promise<T & { menu: AccountMenu }> {
  const ctx = await requireCustomer(request, context);
  const [page, menu] = await customerCall(request, ctx, () =>
    Promise.all([load(ctx), accountMenu({ ctx })]),
  );
  return { ...page, menu };
}
