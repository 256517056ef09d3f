import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { bannerClosedCookie, isClosableBanner } from "#app/shopper/banner-closure.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * Closes the top banner or the language banner: remembers it in a cookie and returns to
 * the page. Without JavaScript a plain form post; with it the same form through a fetcher.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const banner = formData.get("banner");
  const bannerId = formData.get("bannerId");
  const back = safeRedirect(formData.get("redirectTo"));
  if (!isClosableBanner(banner)) return redirect(back, 303);
  const cookie = bannerClosedCookie(banner, typeof bannerId === "string" ? bannerId : undefined);
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw data(null, { status: 404 });
}
