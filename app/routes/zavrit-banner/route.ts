import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { isEnhanced } from "#app/forms/enhanced.ts";
import { bannerClosedCookie, isClosableBanner } from "#app/shopper/banner-closure.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * Closes the top banner or the language banner: remembers it in a cookie. Without
 * JavaScript a plain form post that returns to the page; with it the same form through a
 * fetcher, answered with data so the page stays as it is while its loaders learn of it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const banner = formData.get("banner");
  const bannerId = formData.get("bannerId");
  const back = safeRedirect(formData.get("redirectTo"));
  const headers = new Headers();
  if (isClosableBanner(banner)) {
    const id = typeof bannerId === "string" ? bannerId : undefined;
    headers.set("Set-Cookie", bannerClosedCookie(banner, id));
  }
  if (isEnhanced(formData)) return data({ closed: headers.has("Set-Cookie") }, { headers });
  return redirect(back, { status: 303, headers });
}

export function loader() {
  throw data(null, { status: 404 });
}
