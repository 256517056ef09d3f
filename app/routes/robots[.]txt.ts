import type { LoaderFunctionArgs } from "@remix-run/node";

import { LOCALE_PREFIXES } from "#app/route-paths.js";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { href, type Locale } from "#app/utils/href.ts";

/**
 * Crawlers may read the catalogue; carts, a visitor's recommendations (linked from every
 * product page for shoppers without JavaScript) and the API are nobody's search result.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locales = Object.keys(LOCALE_PREFIXES) as Array<Locale>;
  const disallowed = [
    ...locales.flatMap((locale) => [href("cart", locale), href("recommendations", locale)]),
    "/api/",
  ];
  const sitemap = new URL("/sitemap.xml", publicOrigin(request)).href;
  const body = [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
