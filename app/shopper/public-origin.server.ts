import { localeOfHost, localeOrigin } from "#app/utils/href.ts";
import { getConfig, type Config } from "#bff/index.server.ts";
import { DEFAULT_LOCALE } from "#bff/locales.js";

/**
 * The shop's origin for the absolute URLs it answers a request with: canonical, hreflang
 * and Open Graph links, sitemaps and robots.txt, and the links the store mails (password
 * reset, activation, newsletter confirmation).
 *
 * The request's host only chooses among the configured origins: a language's own host
 * (LOCALE_DOMAINS, as `setLocaleOrigins` holds them), SHOP_ORIGIN and ALLOWED_ORIGINS, each
 * with its configured scheme. Any other host (a spoofed Host header, an IP, a health check)
 * gets the default origin: cs's LOCALE_DOMAINS host when there is one, else SHOP_ORIGIN. So
 * a client choosing the Host header never puts its own host into a mailed reset link or a
 * cached sitemap. The host is the Remix request URL's: the Host header, or the trusted
 * proxy's X-Forwarded-Host with TRUST_PROXY (see server/forwarded-host.js).
 */
export function publicOrigin(
  request: Request,
  config: Pick<Config, "SHOP_ORIGIN" | "ALLOWED_ORIGINS"> = getConfig(),
): string {
  const host = new URL(request.url).host;
  const language = localeOfHost(host);
  const languageOrigin = language && localeOrigin(language);
  if (languageOrigin) return languageOrigin;
  const known = [config.SHOP_ORIGIN, ...config.ALLOWED_ORIGINS].map((url) => new URL(url));
  return (
    known.find((url) => url.host === host)?.origin ??
    localeOrigin(DEFAULT_LOCALE) ??
    config.SHOP_ORIGIN
  );
}
