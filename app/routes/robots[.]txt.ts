import type { LoaderFunctionArgs } from "@remix-run/node";

import { publicOrigin } from "../public-origin.server.ts";
import { LOCALE_PREFIXES } from "../route-paths.js";
import { href, type Locale } from "../utils/href.ts";

/** Crawlers may read the catalogue; carts and the API are nobody's search result. */
export function loader({ request }: LoaderFunctionArgs) {
  const locales = Object.keys(LOCALE_PREFIXES) as Array<Locale>;
  const disallowed = [...locales.map((locale) => href("cart", locale)), "/api/"];
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
