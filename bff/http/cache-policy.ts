/**
 * How long each kind of public data is fresh, and how long a stale copy may be served
 * while it is refreshed in the background. Past that, a request waits for the upstream;
 * if the upstream fails, the last good copy is served for up to STALE_IF_ERROR_MS.
 */
export const CACHE_LIFETIMES = {
  /** Menus, settings, currencies: edited rarely, needed on every page. */
  frame: { freshMs: 5 * 60_000, staleWhileRevalidateMs: 60 * 60_000 },
  /** CMS pages and homepage blocks. */
  content: { freshMs: 2 * 60_000, staleWhileRevalidateMs: 30 * 60_000 },
  /** Products, categories and listings: prices and stock move, so shorter. */
  catalog: { freshMs: 60_000, staleWhileRevalidateMs: 5 * 60_000 },
  /** Sitemaps: built from the whole catalogue, read by crawlers, fine an hour late. */
  sitemap: { freshMs: 60 * 60_000, staleWhileRevalidateMs: 24 * 60 * 60_000 },
} as const;

export type CacheKind = keyof typeof CACHE_LIFETIMES;

export const STALE_IF_ERROR_MS = 24 * 60 * 60_000;

/**
 * How long the last good answer of a frame read (menus, currencies, countries) is kept
 * beside its cache entry, with no tags, so neither the stale-if-error window nor a
 * revalidation drops it: an instance started during an outage, or an outage longer than a
 * day, still draws the shop's menus and writes its prices. In Redis every instance reads it.
 */
export const LAST_KNOWN_MS = 30 * 24 * 60 * 60_000;

/** The kinds whose last good answer outlives its cache entry (see LAST_KNOWN_MS). */
export const LAST_KNOWN_KINDS: ReadonlySet<CacheKind> = new Set<CacheKind>(["frame"]);

/** A public read's cache instructions: its lifetime kind and the tags that invalidate it. */
export type CachePolicy = { kind: CacheKind; tags?: Array<string> };

/** The audience a public answer can differ by; part of every cache key. */
export type CacheAudience = {
  locale: string;
  currency: string;
  domainCode: string;
  userVariant: string | null;
  userGroups: Array<string>;
};

/**
 * The cache key: the request itself plus everything that can change the answer for the
 * same request (language, currency, domain, price variant, customer groups), so no
 * shopper ever sees another group's prices.
 */
export function cacheKey(request: string, audience: CacheAudience): string {
  const groups = [...audience.userGroups].sort().join(",");
  return [
    request,
    audience.locale,
    audience.currency,
    audience.domainCode,
    audience.userVariant ?? "-",
    groups || "-",
  ].join("|");
}

type Rule = { service: "cms" | "store"; method: string; path: RegExp; policy: CachePolicy };

/**
 * Which upstream reads are public and cacheable, and their lifetime kind and tags. A read
 * that is not listed (cart, user, orders, anything with a token's meaning) is never
 * cached. Tags are what the revalidation endpoint drops: product, category, page, menu,
 * settings.
 */
const CACHE_RULES: Array<Rule> = [
  {
    service: "cms",
    method: "GET",
    path: /^\/menu-object\//,
    policy: { kind: "frame", tags: ["menu"] },
  },
  {
    service: "cms",
    method: "GET",
    path: /^\/catalog\/product$/,
    policy: { kind: "catalog", tags: ["product"] },
  },
  {
    service: "cms",
    method: "GET",
    path: /^\/catalog\/category$/,
    policy: { kind: "catalog", tags: ["category"] },
  },
  {
    service: "cms",
    method: "GET",
    path: /^\/api\/catalog\/v2\/state$/,
    policy: { kind: "catalog", tags: ["category", "product"] },
  },
  {
    service: "cms",
    method: "GET",
    path: /^\/search$/,
    policy: { kind: "catalog", tags: ["product", "category", "page"] },
  },
  {
    service: "cms",
    method: "GET",
    path: /^\/(url-rewrite|redirect)$/,
    policy: { kind: "content", tags: ["page"] },
  },
  {
    service: "store",
    method: "GET",
    path: /^\/api\/v1\/(currencies|countries)$/,
    policy: { kind: "frame", tags: ["settings"] },
  },
  // Globals carry the shopping switch and shippers their delivery dates, which turn at
  // each shipper's closing time: kept briefly, as catalogue data is.
  {
    service: "store",
    method: "GET",
    path: /^\/api\/v1\/(globals|shippers)$/,
    policy: { kind: "catalog", tags: ["settings"] },
  },
  {
    service: "store",
    method: "GET",
    path: /^\/api\/v1\/products\/\d+$/,
    policy: { kind: "catalog", tags: ["product"] },
  },
  // Branches (the shop's own and pick-up points) are the same for everyone and change
  // rarely; the branch pages must still show them while the store is down.
  {
    service: "store",
    method: "GET",
    path: /^\/api\/v1\/branches$/,
    policy: { kind: "content", tags: ["settings"] },
  },
  // Reviews are public; a new one shows once the catalogue lifetime has passed.
  {
    service: "store",
    method: "GET",
    path: /^\/api\/v1\/products\/\d+\/reviews$/,
    policy: { kind: "catalog", tags: ["product"] },
  },
];

/** The cache policy of an upstream REST read, or undefined when it must not be cached. */
export function cachePolicyFor(
  service: "cms" | "store" | "recommender" | "addressValidation",
  method: string,
  path: string,
): CachePolicy | undefined {
  return CACHE_RULES.find(
    (rule) => rule.service === service && rule.method === method && rule.path.test(path),
  )?.policy;
}

/**
 * CMS GraphQL queries are public content reads; they carry every content tag, so any
 * content change the CMS announces refreshes them.
 */
export const GRAPHQL_CACHE_POLICY: CachePolicy = {
  kind: "content",
  tags: ["page", "category", "menu", "settings"],
};
