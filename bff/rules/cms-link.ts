import { sitePath } from "#server/site-path.js";

/** Schemes the spec treats as external links, besides anything with "://". */
const EXTERNAL_SCHEMES = ["mailto:", "tel:", "sms:", "geo:", "market:"];
/** Schemes that run code or smuggle content: never a link. */
const FORBIDDEN_SCHEME = /^\s*(javascript|data|vbscript|file|blob):/i;

export type ResolvedLink = {
  href: string;
  external: boolean;
  /** For external or new-tab links: the opened page gets no handle on ours. */
  rel?: "noopener noreferrer";
  target?: "_blank";
};

/**
 * A link from CMS content as the storefront renders it (spec: routing rule 8 and the
 * rich-text link rule). External when it has a scheme the spec names or "://"; a custom
 * link pointing at the storefront's own host becomes a plain path; `javascript:`,
 * `data:` and the like resolve to null and are rendered as text.
 */
export function resolveCmsLink(
  raw: string | null | undefined,
  {
    storefrontHosts = [],
    openInNewTab = false,
  }: { storefrontHosts?: Array<string>; openInNewTab?: boolean } = {},
): ResolvedLink | null {
  const value = raw?.trim();
  const hasControlCharacter = [...(value ?? "")].some(
    (character) => character.charCodeAt(0) < 0x20,
  );
  if (!value || FORBIDDEN_SCHEME.test(value) || hasControlCharacter) return null;
  if (EXTERNAL_SCHEMES.some((scheme) => value.toLowerCase().startsWith(scheme))) {
    return { href: value, external: true, rel: "noopener noreferrer" };
  }

  if (value.includes("://")) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (storefrontHosts.includes(url.host.toLowerCase())) {
      return internal(`${url.pathname}${url.search}${url.hash}`, openInNewTab);
    }
    return {
      href: url.href,
      external: true,
      rel: "noopener noreferrer",
      target: openInNewTab ? "_blank" : undefined,
    };
  }
  // `//host` and `\\host` are other hosts to a browser, not paths of ours.
  if (/^[/\\]{2}/.test(value)) return null;
  return internal(
    value.startsWith("/") || value.startsWith("#") ? value : `/${value}`,
    openInNewTab,
  );
}

function internal(raw: string, openInNewTab: boolean): ResolvedLink | null {
  const href = raw.startsWith("#") ? raw : sitePath(raw);
  if (href === null) return null;
  return openInNewTab
    ? { href, external: false, rel: "noopener noreferrer", target: "_blank" }
    : { href, external: false };
}
