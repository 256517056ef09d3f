import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { withCmsErrorPage } from "#app/utils/cms-error-page.server.ts";
import { localePrefix } from "#app/utils/href.ts";
import { rewrittenPage } from "#bff/index.server.ts";
import type { TextPage } from "#bff/pages/text-page.ts";

/** The error pages before which the CMS is asked for a page at the path (rule 3 of routing). */
const REWRITTEN_STATUSES = new Set([403, 404, 500]);

/** What the error boundary renders as the page a rewrite found: a text page, status 200. */
export type RewrittenPage = { rewrittenPage: TextPage };

function statusOf(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
    const { init } = thrown as { init?: ResponseInit | null };
    return init?.status ?? 500;
  }
  // Anything else a loader throws is a bug: the shopper sees the 500 page.
  return 500;
}

/**
 * Runs a page loader and, before its 404, 403 or 500 page is shown, asks the CMS whether it
 * serves a page at this path through a URL rewrite; when it does, the page is shown there
 * with status 200 instead. The page travels as a thrown response of status 200 that the
 * root error boundary renders as a text page: the route that matched the URL stays the
 * one that renders, so the same happens on a client-side navigation. A failing lookup
 * leaves the original error, with the CMS's error page of its status (`withCmsErrorPage`).
 *
 * Called inside the route's `loader` function, never at module level: the browser bundle
 * keeps a route module's top-level calls, and this module is empty there.
 */
export async function withUrlRewrite<Result>(
  args: LoaderFunctionArgs,
  load: (args: LoaderFunctionArgs) => Promise<Result>,
): Promise<Result> {
  try {
    return await load(args);
  } catch (thrown) {
    if (!REWRITTEN_STATUSES.has(statusOf(thrown))) throw await withCmsErrorPage(args, thrown);
    const page = await pageAt(args).catch(() => null);
    if (!page) throw await withCmsErrorPage(args, thrown);
    throw data({ rewrittenPage: page } satisfies RewrittenPage, { status: 200 });
  }
}

async function pageAt({ request, context }: LoaderFunctionArgs): Promise<TextPage | null> {
  const ctx = await requestContext(request, context);
  const path = new URL(request.url).pathname.slice(localePrefix(ctx.locale).length) || "/";
  const page = await rewrittenPage({ ctx, path });
  // Its links (its text's, its menu's) lead to the pages in the shopper's language.
  return page ? linksInLanguage(ctx, page) : null;
}
