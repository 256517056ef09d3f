import type { LoaderFunctionArgs } from "@remix-run/node";

import { sitemapFileResponse } from "#app/seo/sitemaps.server.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";

/** One file of a per-type sitemap: /sitemaps/products.xml, /sitemaps/products-2.xml, … */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const file = params.file ?? "";
  const response = await fromBff(() => sitemapFileResponse(ctx, publicOrigin(request), file));
  // A plain answer: a crawler asking for a file that is gone is no server error to log.
  return response ?? new Response("Not found", { status: 404 });
}
