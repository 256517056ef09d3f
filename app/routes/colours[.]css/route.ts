import type { LoaderFunctionArgs } from "@remix-run/node";

import { colourStylesheet } from "#app/routes/colours[.]css/colour-stylesheet.ts";

/**
 * `/colours.css?c=e58fb0.2b2b33`: classes for the CMS colours a page uses (tags, colour
 * swatches, text and info boxes). The Content-Security-Policy forbids inline styles, and the answer depends on
 * the URL alone, so it is cached like any other static asset.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const codes = new URL(request.url).searchParams.get("c") ?? "";
  return new Response(colourStylesheet(codes), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
