import { getConfig, type Config } from "#bff/config.ts";
import type { Locale } from "#bff/context.ts";
import { resolveCmsLink, type ResolvedLink } from "#bff/rules/cms-link.ts";

/** Resolves a CMS link on a page in one language (`storefrontLinks`). */
export type StorefrontLinks = (raw: string | null | undefined) => ResolvedLink | null;

/**
 * The hosts whose links in CMS content are rendered as plain paths for a page in `locale`:
 * the shop's origin, this language's own domain and every allowed origin, but never another
 * language's own domain (LOCALE_DOMAINS). A link there
 * keeps its host, since the path alone would open the page in this page's language.
 */
export function storefrontHostsFor(locale: Locale, config: Config = getConfig()): Array<string> {
  const host = (origin: string) => new URL(origin).host;
  const domains = config.LOCALE_DOMAINS;
  // A language without a domain of its own lives under its prefix on the cs domain.
  const own = domains[locale] ?? domains.cs;
  const foreign = Object.values(domains)
    .map(host)
    .filter((candidate) => !own || candidate !== host(own));
  const candidates = [config.SHOP_ORIGIN, ...(own ? [own] : []), ...config.ALLOWED_ORIGINS];
  return [...new Set(candidates.map(host))].filter((candidate) => !foreign.includes(candidate));
}

/**
 * CMS links as a page in `locale` renders them: `resolveCmsLink` with that page's
 * storefront hosts, so a link to this shop's own host becomes a path.
 */
export function storefrontLinks(locale: Locale, config: Config = getConfig()): StorefrontLinks {
  return linksOnHosts(storefrontHostsFor(locale, config));
}

/** CMS links resolved with these storefront hosts (`storefrontHostsFor`) as this shop's. */
export function linksOnHosts(storefrontHosts: Array<string>): StorefrontLinks {
  return (raw) => resolveCmsLink(raw, { storefrontHosts });
}
