import type { LoaderFunctionArgs } from "@remix-run/node";

import { sitemapIndexResponse } from "#app/seo/sitemaps.server.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";

/** The sitemap index: one sitemap per kind of page, split where the protocol says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => sitemapIndexResponse(ctx, publicOrigin(request)));
}
