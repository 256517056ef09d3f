import type { PlainCookieName } from "#app/shopper/cookie-registry.server.ts";
import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";

/** The banners a visitor can close; each closure is remembered in its own cookie. */
export const CLOSABLE_BANNERS = ["top", "language"] as const;
export type ClosableBanner = (typeof CLOSABLE_BANNERS)[number];

const KEYS: Record<ClosableBanner, PlainCookieName> = {
  top: "top_banner_closed",
  language: "language_banner_closed",
};

/** A CMS id as a cookie value: anything outside [A-Za-z0-9_-] is dropped. */
function cookieSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
}

export function isClosableBanner(value: unknown): value is ClosableBanner {
  return (CLOSABLE_BANNERS as ReadonlyArray<unknown>).includes(value);
}

/**
 * Whether the visitor closed this banner. The top banner's closure names the banner it
 * closed, so a new banner from the CMS shows again; the language banner's is a plain flag.
 */
export function isBannerClosed(request: Request, banner: ClosableBanner, bannerId = "1"): boolean {
  const closed = readPreference(request, KEYS[banner]);
  return closed !== null && closed === cookieSafe(bannerId);
}

/** The Set-Cookie value remembering the closure. */
export function bannerClosedCookie(banner: ClosableBanner, bannerId = "1"): string {
  return preferenceCookie(KEYS[banner], cookieSafe(bannerId) || "1");
}
