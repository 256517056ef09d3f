import {
  COOKIES,
  cookieName,
  type CookieName,
  type CookieSpec,
} from "#app/shopper/cookie-registry.server.ts";
import { getConfig, type Config } from "#bff/index.server.ts";

/** A route module's `handle` saying its page is the same for every anonymous visitor. */
export type SharedPageHandle = { sharedPage: true };

/** A day of stale answers while the storefront is down or failing (decision 063). */
const STALE_IF_ERROR_SECONDS = 86_400;

const PRIVATE = "private, no-store";

function cookiesWhere(kind: CookieSpec["sharedCache"]): Array<CookieName> {
  return (Object.keys(COOKIES) as Array<CookieName>).filter(
    (name) => (COOKIES[name] as CookieSpec).sharedCache === kind,
  );
}

/** The cookies that change an anonymous page: a shared cache keys its copies by them. */
export function cacheKeyCookies(config: Config = getConfig()): Array<string> {
  return cookiesWhere("key").map((name) => cookieName(name, config));
}

/** The cookies of shopper state: a request with any of them never gets a shared page. */
export function cacheBypassCookies(config: Config = getConfig()): Array<string> {
  return cookiesWhere("bypass").map((name) => cookieName(name, config));
}

function cookieNamesOf(request: Request): Array<string> {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/**
 * Whether this request may be answered with a page a shared cache keeps for everyone with
 * the same key cookies: shared caching is on, the request reads (GET or HEAD) and carries
 * no shopper state. A loader asks it to leave out what only a private page may show.
 */
export function isSharedPageRequest(request: Request, config: Config = getConfig()): boolean {
  if (config.SHARED_CACHE_MAX_AGE === 0) return false;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const bypass = new Set(cacheBypassCookies(config));
  return !cookieNamesOf(request).some((name) => bypass.has(name));
}

/**
 * The document's Cache-Control. Public only for a shared page's route (its `handle`), a
 * request without shopper state, a 200 and an answer that sets no cookie; everything else,
 * a form's result or a flash message included (both live in the session), stays private.
 */
export function documentCacheControl({
  request,
  status,
  headers,
  routeHandles,
  config = getConfig(),
}: {
  request: Request;
  status: number;
  headers: Headers;
  routeHandles: Array<unknown>;
  config?: Config;
}): string {
  const leaf = routeHandles.at(-1);
  const sharedRoute =
    typeof leaf === "object" && leaf !== null && "sharedPage" in leaf && leaf.sharedPage === true;
  if (
    !sharedRoute ||
    status !== 200 ||
    headers.has("Set-Cookie") ||
    !isSharedPageRequest(request, config)
  ) {
    return PRIVATE;
  }
  const maxAge = config.SHARED_CACHE_MAX_AGE;
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
