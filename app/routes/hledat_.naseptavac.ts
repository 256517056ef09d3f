import type { LoaderFunctionArgs } from "@remix-run/node";

import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { isBffError, searchSuggestions } from "#bff/index.server.ts";
import { parseSearchQuery } from "#bff/rules/search-query.ts";

/**
 * The header's suggestions as JSON (`?q=`). The shopper's browser may keep an answer for a
 * minute, so deleting a letter shows the earlier list at once; the data behind it comes
 * from the BFF's shared cache. A failure answers 503 and the box simply shows no list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const query = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  try {
    // Each suggestion leads to its page in the shopper's language, as the search page's do.
    const suggestions = await linksInLanguage(ctx, await searchSuggestions({ ctx, query }));
    return Response.json(suggestions, {
      headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" },
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    return Response.json(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
