import type { LoaderFunctionArgs } from "@remix-run/node";

import { APP_ICONS, THEME_COLOR } from "#app/document/head-assets.ts";
import { SHOP_NAME } from "#app/seo/meta-tags.ts";
import { localeOfRequest } from "#app/shopper/locale-of-request.server.ts";
import { href, sharesHost, type Locale } from "#app/utils/href.ts";
import { isLocale } from "#bff/locales.js";

/**
 * The web app manifest in the request's language: the host's, or on a shared host the one
 * `?lang=` names (manifestHref in app/document/head-assets.ts), as the manifest's own path
 * carries no prefix. A language on another host is ignored: a start page there would not
 * be this manifest's origin, which browsers refuse.
 */
function manifestLocale(url: URL): Locale {
  const { locale } = localeOfRequest(url);
  const asked = url.searchParams.get("lang");
  return isLocale(asked) && sharesHost(asked, locale) ? asked : locale;
}

/**
 * A shop, not an app: from a home screen it opens as an ordinary tab, with the address bar
 * a shopper shares a product's link from.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = manifestLocale(new URL(request.url));
  const manifest = {
    name: SHOP_NAME,
    short_name: SHOP_NAME,
    lang: locale,
    dir: "ltr",
    start_url: href("home", locale),
    display: "browser",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: APP_ICONS.png192, sizes: "192x192", type: "image/png" },
      { src: APP_ICONS.png512, sizes: "512x512", type: "image/png" },
      { src: APP_ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: APP_ICONS.svg, sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
