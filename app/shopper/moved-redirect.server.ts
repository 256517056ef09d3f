import { redirect } from "@remix-run/node";

import { pathsInLanguage } from "#app/shopper/links-in-language.server.ts";
import type { RequestContext } from "#bff/index.server.ts";

/**
 * The 301 to where the CMS says a page moved, in the shopper's language and with the query
 * they asked with (a listing's page and sort) unless the target names its own: the CMS
 * names targets in the default language's words, without a query.
 */
export async function movedRedirect(
  ctx: RequestContext,
  request: Request,
  target: string,
): Promise<Response> {
  const asked = new URL(request.url);
  const localised =
    ctx.locale === ctx.defaultLocale
      ? target
      : ((await pathsInLanguage(ctx, [target], ctx.locale)).get(target) ?? target);
  const url = new URL(localised, asked.origin);
  if (!url.search) url.search = asked.search;
  return redirect(`${url.pathname}${url.search}${url.hash}`, 301);
}
