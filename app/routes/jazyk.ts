import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { SWITCHED_FROM } from "#app/shopper/language-switch.ts";
import { pathsInLanguage } from "#app/shopper/links-in-language.server.ts";
import { preferenceCookie } from "#app/shopper/preference-cookie.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";

/**
 * The language switcher's and the language banner's link: served in the language switched
 * to (under its prefix, or on its own host), it remembers the choice in the locale cookie
 * (a year, spec §9) on that language's host and answers with the same page in its words,
 * or the page's list or the home page when that page has no counterpart. A plain link, so
 * it works without JavaScript; the target is built by the shop, never taken from the query.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const from = safeRedirect(new URL(request.url).searchParams.get(SWITCHED_FROM), "");
  const target = from
    ? ((await pathsInLanguage(ctx, [from], ctx.locale)).get(from) ?? href("home", ctx.locale))
    : href("home", ctx.locale);
  return redirect(target, {
    status: 302,
    headers: {
      "Set-Cookie": preferenceCookie("locale", ctx.locale),
      "Cache-Control": "no-store",
    },
  });
}
