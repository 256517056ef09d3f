import type { LinkDescriptor } from "@remix-run/node";

import { localePrefix, type Locale } from "#app/utils/href.ts";

/** The shop's brand colour: the browser's toolbar and the installed shortcut's splash. */
export const THEME_COLOR = "#a3174f";

/** The path of the web app manifest (app/routes/manifest[.]webmanifest.ts). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/** The icons in public/icons/, shared by the document's links and the manifest. */
export const APP_ICONS = {
  svg: "/icons/icon.svg",
  png192: "/icons/icon-192.png",
  png512: "/icons/icon-512.png",
  maskable512: "/icons/icon-maskable-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
} as const;

/**
 * The font files every page needs before its first paint: body text in latin and in the
 * Czech and Slovak letters (2.5 KB), and bold headings in latin. The rest of
 * app/styles/fonts.css loads when a page uses it. Fonts are always fetched in CORS mode,
 * so a preload without crossOrigin would be fetched a second time.
 */
export const fontPreloads: Array<LinkDescriptor> = [
  "/fonts/v1/source-sans-3-latin-400-normal.woff2",
  "/fonts/v1/source-sans-3-czech-slovak-400-normal.woff2",
  "/fonts/v1/montserrat-latin-700-normal.woff2",
].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
}));

/** The icons for tabs, bookmarks and home screens; the manifest is linked per language. */
export const appIconLinks: Array<LinkDescriptor> = [
  { rel: "icon", href: APP_ICONS.svg, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APP_ICONS.appleTouch, sizes: "180x180" },
];

/**
 * The manifest of a language: its host's own where it is served without a prefix, else
 * the shared host's with `?lang=`, whose start page is then under the language's prefix.
 */
export function manifestHref(locale: Locale): string {
  return localePrefix(locale) ? `${MANIFEST_PATH}?lang=${locale}` : MANIFEST_PATH;
}
