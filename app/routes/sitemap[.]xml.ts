import type { LoaderFunctionArgs } from "@remix-run/node";

import { publicOrigin } from "../public-origin.server.ts";
import { requestContext } from "../request-context.server.ts";
import { sitemapIndexResponse } from "../seo/sitemaps.server.ts";
import { fromBff } from "../utils/bff-edge.server.ts";

/** The sitemap index: one sitemap per kind of page, split where the protocol says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  return fromBff(() => sitemapIndexResponse(ctx, publicOrigin(request)));
}
