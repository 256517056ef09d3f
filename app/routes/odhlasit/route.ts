import { data, type ActionFunctionArgs } from "@remix-run/node";

import { authRedirect, logoutCookies, revokeToken } from "#app/account/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * Logout, POST only: the store revokes the token; the token, variant, groups and cart
 * cookies go; a new session id; then home or the safe `redirectTo`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const ctx = await requestContext(request, context);
  await revokeToken(ctx);
  return authRedirect(request, {
    to: safeRedirect(formData.get("redirectTo"), href("home", ctx.locale)),
    cookies: await logoutCookies(),
    notifications: ctx.authToken ? [{ type: "success", message: "auth.logout.done" }] : [],
  });
}

export function loader() {
  throw data(null, { status: 404 });
}
