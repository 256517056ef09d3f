import type { LoaderFunctionArgs } from "@remix-run/node";

import { RecommendationsQuerySchema } from "#app/routes/doporuceni/query-schema.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { visitorIdOf } from "#app/tracking/visitor-id.server.ts";
import { addedToCartRecommendations, recommendedProducts } from "#bff/index.server.ts";

/**
 * A placement's recommended products as JSON (`?placement=`, `&productId=`), for what has
 * no loader data to stream them with: the 500 page and the item-added modal ask once
 * interactive (addToCart__crossSell goes with the cart's products too). The answer depends
 * on the visitor, so nobody keeps it; no recommendations is an empty list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = RecommendationsQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) {
    return Response.json(null, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const ctx = await requestContext(request, context);
  const { placement, productId = null } = query.data;
  const visitorId = visitorIdOf(request);
  const products =
    placement === "addToCart__crossSell"
      ? await addedToCartRecommendations({ ctx, visitorId, productId })
      : await recommendedProducts({ ctx, placement, input: { visitorId, productId } });
  return Response.json({ products }, { headers: { "Cache-Control": "private, no-store" } });
}
