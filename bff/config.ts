import * as z from "zod";

import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "#bff/locales.js";
import { RECOMMENDATION_PLACEMENTS } from "#bff/rules/recommendation-placements.ts";
import { DEFAULT_SHOP_FEATURES, SHOP_FEATURES } from "#bff/rules/shop-features.ts";

/** Whether a language map has a value for every language. */
function isComplete<T>(map: Partial<Record<Locale, T>>): map is Record<Locale, T> {
  return LOCALES.every((locale) => map[locale] !== undefined);
}

/** An optional URL where an empty value means unset, as compose files tend to write it. */
function optionalUrl() {
  return z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url().optional());
}

/** Optional text where an empty value means unset. */
function optionalText() {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);
}

/** "cs:CZK,sk:EUR,de:EUR": a value per language, every language present. */
function localeMap(valuePattern: RegExp, fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const entries = value.split(",").map((pair) => pair.trim().split(":"));
      const map: Partial<Record<Locale, string>> = {};
      for (const [locale, setting] of entries) {
        if (isLocale(locale) && setting && valuePattern.test(setting)) {
          map[locale] = setting;
        } else {
          context.addIssue({
            code: "custom",
            message: `"${locale}:${setting}" is not locale:value`,
          });
        }
      }
      if (!isComplete(map)) {
        context.addIssue({ code: "custom", message: `needs a value for ${LOCALES.join(", ")}` });
        return z.NEVER;
      }
      return map;
    });
}

/**
 * "cs:shop.cz,sk:shop.sk,de:shop.de": the host serving each language, which then carries no
 * URL prefix there (domain mode). A bare host means https; a full origin such as
 * `http://sk.localhost:3000` is taken as it is. Empty: one host, sk and de under /sk and /de.
 */
const LocaleDomainsSchema = z
  .string()
  .default("")
  .transform((value, context) => {
    const origins: Partial<Record<Locale, string>> = {};
    const hosts = new Set<string>();
    for (const pair of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const separator = pair.indexOf(":");
      const locale = pair.slice(0, separator);
      const origin = separator > 0 ? originOf(pair.slice(separator + 1).trim()) : null;
      if (isLocale(locale) && origin && !origins[locale] && !hosts.has(new URL(origin).host)) {
        origins[locale] = origin;
        hosts.add(new URL(origin).host);
      } else {
        context.addIssue({
          code: "custom",
          message: `"${pair}" is not locale:host, or repeats a language or a host`,
        });
      }
    }
    // Languages without a host of their own stay under their prefix on the cs host.
    if (Object.keys(origins).length > 0 && !origins[DEFAULT_LOCALE]) {
      context.addIssue({
        code: "custom",
        message: `needs the host of ${DEFAULT_LOCALE}, the default language`,
      });
    }
    return origins;
  });

/**
 * The origin a LOCALE_DOMAINS or SHOP_ORIGIN value names: a host (https) or an origin; null
 * for anything else (a path, a query, credentials).
 */
function originOf(value: string): string | null {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username;
    return bare ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The storefront's environment, parsed once. Every default points at the local sandbox,
 * so `npm run demo` and the tests need no configuration at all.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The port server.mjs listens on; the default SHOP_ORIGIN's port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address server.mjs listens on: a host name or an IP address, no scheme or port. */
  HOST: z
    .string()
    .regex(/^(?:[A-Za-z0-9.-]+|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*)$/, "a host name or an IP address")
    .default("0.0.0.0"),
  /**
   * The shop's public origin, a host (https) or an origin as in LOCALE_DOMAINS: the base of
   * absolute URLs (canonical links, sitemaps, mailed links) on its own host, and on every
   * host the shop does not know unless LOCALE_DOMAINS names cs's. Never the request's Host.
   * Default `http://localhost:{PORT}`.
   */
  SHOP_ORIGIN: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const origin = originOf(value.trim());
      if (!origin) {
        context.addIssue({ code: "custom", message: `"${value}" is not a host or an origin` });
        return z.NEVER;
      }
      return origin;
    }),
  CMS_URL: z.url().default("http://127.0.0.1:4001"),
  STORE_URL: z.url().default("http://127.0.0.1:4002"),
  IMAGE_CDN_URL: z.url().optional(),
  /** Where the store's online payments take the shopper; forms may lead there (CSP). */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /**
   * The recommender's gateway; its search ranks the products of a search. Unset, products
   * come from the CMS's own catalogue search.
   */
  RECOMMENDER_URL: z.url().optional(),
  RECOMMENDER_PROJECT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, dashes and underscores")
    .default("shop"),
  /**
   * The address-validation service; its verdicts replace the local rules for the address
   * fields it covers on the checkout and the registration. Unset or empty: local rules only.
   */
  ADDRESS_VALIDATION_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url().optional()),
  /** Past this the local rules decide, so a slow service never holds up an order. */
  ADDRESS_VALIDATION_TIMEOUT_MS: z.coerce.number().int().positive().max(5000).default(1500),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * How long an upstream's circuit breaker stays open after failures in a row before one
   * probe may try it again: shoppers get the outage answer at once meanwhile.
   */
  UPSTREAM_BREAKER_OPEN_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  /** Below-the-fold data; under the document's 5 s stream limit. */
  UPSTREAM_DEFERRED_TIMEOUT_MS: z.coerce.number().int().positive().max(4500).default(2500),
  UPSTREAM_HEADER_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]*$/, "only lower-case letters, digits and dashes")
    .default("x-shop-"),
  DEFAULT_LOCALE: z.enum(LOCALES).default(DEFAULT_LOCALE),
  LOCALE_CURRENCIES: localeMap(/^[A-Z]{3}$/, "cs:CZK,sk:EUR,de:EUR"),
  LOCALE_DOMAIN_CODES: localeMap(/^[a-z0-9-]+$/, "cs:cz,sk:sk,de:de"),
  LOCALE_DOMAINS: LocaleDomainsSchema,
  TRANSLATION_VARIANT: z.string().min(1).default("default"),
  COOKIE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]*$/, "only lower-case letters, digits, dashes and underscores")
    .default("shop_"),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  REDIS_URL: z.url().optional(),
  CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(5000),
  /** Upper bound of the in-memory data cache, in megabytes of the cached answers' JSON. */
  CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(64),
  REVALIDATE_SECRET: z.string().min(32, "at least 32 characters").optional(),
  /** The CMS parameters shown as boxes on the product page rather than in its table. */
  BRAND_PARAMETER_ID: z.coerce.number().int().positive().default(2),
  MATERIAL_PARAMETER_ID: z.coerce.number().int().positive().default(3),
  /** The most stock a product page shows; 0 shows the real number. */
  STOCK_DISPLAY_MAX: z.coerce.number().int().nonnegative().default(5),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * The spec's feature flags switched on (comma-separated); unset, the spec's own choice:
   * favourites and the wish list on, compare, bulk order and shopping lists off.
   */
  SHOP_FEATURES: z
    .string()
    .default(DEFAULT_SHOP_FEATURES.join(","))
    .transform((value) =>
      value
        .split(",")
        .map((feature) => feature.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SHOP_FEATURES))),
  /** The customer's documents; the user menu links them only when set. */
  ACCOUNT_DOCUMENTS_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url().optional()),
  /** The warranty claims service, opened in a new tab from the user menu when set. */
  WARRANTY_CLAIMS_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url().optional()),
  /**
   * The consent banner's domain group id (the spec's consent-banner script). Set, every page
   * loads the banner's script once interactive and the CSP allows its hosts; unset or empty,
   * nothing is loaded.
   */
  CONSENT_BANNER_ID: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]{1,64}$/, "letters, digits and dashes")
        .optional(),
    ),
  /**
   * The recommender's widget per shop variant (LOCALE_DOMAIN_CODES) and placement, as JSON:
   * `{"cz":{"homepage__forYou":"…"}}`. A placement without a widget shows nothing.
   */
  RECOMMENDER_WIDGETS: z
    .string()
    .default("{}")
    .transform((value, context) => {
      try {
        return JSON.parse(value || "{}") as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(z.string(), z.partialRecord(z.enum(RECOMMENDATION_PLACEMENTS), z.string().min(1))),
    ),
  /**
   * The marketing-automation service (its REST API): contact add on the welcome
   * subscription and the shop's events, sent by the server with basic auth. Unset: nothing.
   */
  MARKETING_AUTOMATION_URL: optionalUrl(),
  MARKETING_AUTOMATION_ACCOUNT_ID: optionalText(),
  MARKETING_AUTOMATION_USER: optionalText(),
  MARKETING_AUTOMATION_PASSWORD: optionalText(),
  /** The shop-certification service; after an order when the feature is on and a key is set. */
  SHOP_CERTIFICATION_URL: optionalUrl(),
  SHOP_CERTIFICATION_API_KEY: optionalText(),
  /** The price-comparison conversion script and the shop's id there; both or nothing. */
  PRICE_COMPARISON_SCRIPT_URL: optionalUrl(),
  PRICE_COMPARISON_SHOP_ID: optionalText(),
  /** The affiliate network's tag script and the campaign id per language ("cs:1,sk:2"). */
  AFFILIATE_SCRIPT_URL: optionalUrl(),
  AFFILIATE_CAMPAIGN_IDS: z
    .string()
    .default("")
    .transform((value) =>
      Object.fromEntries(
        value
          .split(",")
          .map((pair) => pair.split(":").map((part) => part.trim()))
          .filter((pair): pair is [string, string] => pair.length === 2 && pair[1] !== ""),
      ),
    )
    .pipe(z.partialRecord(z.enum(LOCALES), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))),
  /** The performance-monitoring script and its browser key; both or nothing. */
  PERFORMANCE_MONITORING_SCRIPT_URL: optionalUrl(),
  PERFORMANCE_MONITORING_KEY: optionalText(),
  /**
   * "on" answers every page with 503 and the maintenance page (server/maintenance.js); the
   * health checks and static files keep answering. Read at start-up: switching is a restart.
   */
  MAINTENANCE_MODE: z.enum(["on", "off"], { error: 'either "on" or "off"' }).default("off"),
  /**
   * Seconds a shared cache (nginx, a CDN) may serve an anonymous visitor's catalogue or
   * content page before asking again, and as long again stale while it asks; 0 keeps every
   * page private. Only behind a proxy that gives each answer its own CSP nonce
   * (deploy/nginx.conf, decision 063).
   */
  SHARED_CACHE_MAX_AGE: z.coerce.number().int().nonnegative().max(3600).default(0),
  /** The Retry-After of the maintenance answer, in seconds. */
  MAINTENANCE_RETRY_AFTER: z.coerce.number().int().positive().max(86_400).default(600),
  /**
   * After SIGTERM, how long the listener keeps taking new connections while the balancer
   * stops routing here (server/graceful-shutdown.js).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().max(600_000).default(5000),
  /** Counted from SIGTERM: requests still running then are cut off and the process exits. */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().positive().max(600_000).default(25_000),
  /** How long a client may take to send a request's headers (decision 058). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /**
   * How long a form's body may take to arrive, and how long an upload may send nothing
   * (decision 058): far more than a slow mobile line needs for the shop's largest text form.
   */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /**
   * Behind a reverse proxy that sets X-Forwarded-*: Express then takes the client's address
   * and host from them (server.mjs). Anything but "true" or "false" is a typo, not a no.
   */
  TRUST_PROXY: z
    .enum(["true", "false"], { error: 'either "true" or "false"' })
    .default("false")
    .transform((value) => value === "true"),
});

export type Config = Omit<
  z.infer<typeof EnvSchema>,
  "SESSION_SECRET" | "IMAGE_CDN_URL" | "PAYMENT_GATEWAY_URL" | "SHOP_ORIGIN"
> & {
  SHOP_ORIGIN: string;
  SESSION_SECRET: string;
  IMAGE_CDN_URL: string;
  PAYMENT_GATEWAY_URL: string;
};

const DEVELOPMENT_SESSION_SECRET = "development-only-secret-do-not-use-in-production";

/**
 * An environment the storefront cannot run with; the message lists every problem. Named, so
 * that server.mjs knows it apart from a crash although the bundle holds its own copy of
 * this class, out of `instanceof`'s reach.
 */
export class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
}

/**
 * What production needs beyond each variable's own rule, judged from the variables one by
 * one so that these problems join the schema's in the same list even when others fail.
 */
function productionProblems(env: Record<string, string | undefined>): Array<string> {
  const { shape } = EnvSchema;
  if (shape.NODE_ENV.safeParse(env.NODE_ENV).data !== "production") return [];
  const problems: Array<string> = [];
  // An invalid secret is the schema's problem already; a missing one only production's.
  if (env.SESSION_SECRET === undefined) problems.push("SESSION_SECRET: required in production");
  // Canonical and mailed links name this origin: a deployment must not send localhost.
  const localeDomains = shape.LOCALE_DOMAINS.safeParse(env.LOCALE_DOMAINS).data;
  if (env.SHOP_ORIGIN === undefined && !localeDomains?.[DEFAULT_LOCALE]) {
    problems.push("SHOP_ORIGIN: required in production (or LOCALE_DOMAINS)");
  }
  return problems;
}

/** A deadline inside the drain would cut requests off while the shop still takes new ones. */
function shutdownProblems(env: Record<string, string | undefined>): Array<string> {
  const { shape } = EnvSchema;
  const drainMs = shape.SHUTDOWN_DRAIN_MS.safeParse(env.SHUTDOWN_DRAIN_MS).data;
  const deadlineMs = shape.SHUTDOWN_DEADLINE_MS.safeParse(env.SHUTDOWN_DEADLINE_MS).data;
  return drainMs !== undefined && deadlineMs !== undefined && deadlineMs < drainMs
    ? ["SHUTDOWN_DEADLINE_MS: must not be shorter than SHUTDOWN_DRAIN_MS"]
    : [];
}

/** Parses an environment; throws one error that lists every invalid variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ...productionProblems(env),
    ...shutdownProblems(env),
  ];
  if (!result.success || problems.length > 0) {
    const list = problems.map((problem) => `  ${problem}`).join("\n");
    throw new InvalidEnvironmentError(`Invalid environment:\n${list}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    SHOP_ORIGIN:
      parsed.SHOP_ORIGIN ??
      parsed.LOCALE_DOMAINS[DEFAULT_LOCALE] ??
      `http://localhost:${parsed.PORT}`,
    SESSION_SECRET: parsed.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    IMAGE_CDN_URL: parsed.IMAGE_CDN_URL ?? parsed.CMS_URL,
    PAYMENT_GATEWAY_URL: parsed.PAYMENT_GATEWAY_URL ?? parsed.STORE_URL,
  };
}

let config: Config | undefined;

/** The process's configuration, parsed from `process.env` on first use. */
export function getConfig(): Config {
  config ??= parseConfig(process.env);
  return config;
}

/**
 * The longest any request may take, body included: a complaint's 50 MB of photos over a
 * line of about 0.5 Mbit/s. Forms and uploads that stall are cut much earlier
 * (BODY_TIMEOUT_MS), in the app.
 */
const REQUEST_TIMEOUT_MS = 15 * 60 * 1000;

/** What server.mjs sets up before the first request (see `serverSettings`). */
export type ServerSettings = {
  port: number;
  host: string;
  allowedOrigins: ReadonlyArray<string>;
  trustProxy: boolean;
  defaultLocale: Locale;
  /** While on, every page answers 503 with the maintenance page after this many seconds. */
  maintenance: { on: boolean; retryAfterSeconds: number };
  /** After SIGTERM: new connections taken for `drainMs`, requests cut off at `deadlineMs`. */
  shutdown: { drainMs: number; deadlineMs: number };
  /** The listener's limits for a request's headers and, for an upload, the whole request. */
  timeouts: { headersMs: number; requestMs: number };
  logLevel: Config["LOG_LEVEL"];
};

/**
 * The validated settings of server.mjs, which as plain Node cannot import this module: the
 * server bundle's entry re-exports this function for it (app/entry.server.tsx).
 */
export function serverSettings(from: Config = getConfig()): ServerSettings {
  return {
    port: from.PORT,
    host: from.HOST,
    // The shop's own public origins count as its own even where the proxy in front does not
    // say the scheme (no TRUST_PROXY): an https page then posts to an http hop.
    allowedOrigins: [
      ...new Set([
        ...from.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
        new URL(from.SHOP_ORIGIN).origin,
        ...Object.values(from.LOCALE_DOMAINS).map((origin) => new URL(origin).origin),
      ]),
    ],
    trustProxy: from.TRUST_PROXY,
    defaultLocale: from.DEFAULT_LOCALE,
    maintenance: {
      on: from.MAINTENANCE_MODE === "on",
      retryAfterSeconds: from.MAINTENANCE_RETRY_AFTER,
    },
    shutdown: { drainMs: from.SHUTDOWN_DRAIN_MS, deadlineMs: from.SHUTDOWN_DEADLINE_MS },
    timeouts: { headersMs: from.HEADERS_TIMEOUT_MS, requestMs: REQUEST_TIMEOUT_MS },
    logLevel: from.LOG_LEVEL,
  };
}
