import type { LoaderFunctionArgs } from "@remix-run/node";

import { requestContext } from "#app/shopper/request-context.server.ts";
import { lastVisitedProducts } from "#bff/index.server.ts";
import { parseLastVisited } from "#bff/rules/last-visited.ts";

/**
 * The boxes of products a shopper visited (`?ids=12.7.3`, newest first, the cookie's
 * format) as JSON, for a product page from the shared cache: its browser keeps the visits
 * (decision 063) and asks once interactive. The ids are the shopper's own, so nobody keeps
 * the answer; a failure is an empty list and the row does not show.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const ids = parseLastVisited(new URL(request.url).searchParams.get("ids"));
  const products = ids.length > 0 ? await lastVisitedProducts({ ctx, ids, currentId: 0 }) : [];
  return Response.json({ products }, { headers: { "Cache-Control": "private, no-store" } });
}
