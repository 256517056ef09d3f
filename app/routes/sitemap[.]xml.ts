import type { LoaderFunctionArgs } from "@remix-run/node";

import { requestContext } from "../request-context.server.ts";
import { sitemapIndexResponse } from "../seo/sitemaps.server.ts";
import { fromBff } from "../utils/bff-edge.server.ts";

/** The sitemap index: one sitemap per kind of page, split where the protocol says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => sitemapIndexResponse(ctx, new URL(request.url).origin));
}
