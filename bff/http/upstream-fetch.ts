import type * as z from "zod";

import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";

import { cacheKey, cachePolicyFor, type CachePolicy } from "./cache-policy.ts";
import { normaliseUpstreamError } from "./error-normalisation.ts";
import { getPlatform, type Service } from "./platform.ts";
import { upstreamHeaders } from "./upstream-headers.ts";
import { isTimeout, timeLimit, upstreamSignal } from "./upstream-signal.ts";

export type { Service } from "./platform.ts";

type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export type UpstreamRequest = {
  ctx: RequestContext;
  service: Service;
  path: string;
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Overrides the configured time limits for calls the spec gives their own limit. */
  timeoutMs?: number;
  /**
   * A public read (no token needed): answered from the data cache and sent without the
   * shopper's tokens, so a shopper with a cart or a login still gets cached data. Defaults
   * to the rule for the path in cache-policy.ts; `false` never caches.
   */
  cache?: CachePolicy | false;
  /** A read sent as POST (a GraphQL query): may be retried like a GET. */
  safe?: boolean;
  /** Headers of this call only; the spec's headers still apply. */
  headers?: Record<string, string>;
  /**
   * A write whose contract files it once per key (the upstream answers a repeat with what
   * it did first): sent as Idempotency-Key, and sent once more after a network error, such
   * as a kept-alive connection the upstream closed as the call went out. Never after an
   * answer or a timeout, which a repeat would not mend.
   */
  idempotencyKey?: string;
  /** The call's name in Server-Timing; defaults to the service and path. */
  name?: string;
};

const RETRY_STATUSES = new Set([502, 503, 504]);

function baseUrl(service: Service): string {
  const config = getConfig();
  if (service === "recommender") {
    if (!config.RECOMMENDER_URL) throw new BffError({ kind: "upstream" }, 503);
    return config.RECOMMENDER_URL;
  }
  if (service === "addressValidation") {
    if (!config.ADDRESS_VALIDATION_URL) throw new BffError({ kind: "upstream" }, 503);
    return config.ADDRESS_VALIDATION_URL;
  }
  return service === "cms" ? config.CMS_URL : config.STORE_URL;
}

/** Builds the upstream URL; list values are comma-joined as the spec's query shapes are. */
export function upstreamUrl(service: Service, path: string, query: UpstreamRequest["query"] = {}) {
  const url = new URL(path.replace(/^\//, ""), `${baseUrl(service).replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url;
}

function jitter(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
}

/** An upstream path as logs show it: an order's token opens the shopper's order, so not that. */
function loggedPath(path: string): string {
  return path.replace(/\/token\/[^/]+/g, "/token/:token");
}

export type Call = { ctx: RequestContext; service: Service; method: string; path: string };

/**
 * A call that got no usable answer (unreachable, or over its time limit, headers or body):
 * a failure for the upstream's breaker, logged, and the error the shopper's page handles.
 */
export function unanswered(error: unknown, { ctx, service, method, path }: Call): BffError {
  getPlatform().breakers[service].recordFailure();
  const timedOut = isTimeout(error);
  // `upstream`, not `service`: every line's `service` already names the storefront.
  log.warn(timedOut ? "upstream timeout" : "upstream unreachable", {
    upstream: service,
    method,
    path: loggedPath(path),
    requestId: ctx.requestId,
    error: String(error),
    // fetch says only "fetch failed"; its cause tells a refused connection from a reset one.
    ...(error instanceof Error && error.cause !== undefined ? { cause: String(error.cause) } : {}),
  });
  return new BffError({ kind: "upstream" }, timedOut ? 504 : 503);
}

/**
 * One upstream call with the spec's headers, a timeout, the upstream's circuit breaker and,
 * for safe reads, at most one retry after a network error or a 502/503/504 (after a network
 * error only, for a write with an idempotency key).
 */
export async function sendUpstream(request: UpstreamRequest): Promise<Response> {
  const { ctx, service, path, method = "GET", query, body, timeoutMs } = request;
  const config = getConfig();
  const breaker = getPlatform().breakers[service];
  if (!breaker.tryAcquire()) {
    throw new BffError({ kind: "upstream" }, 503);
  }
  const url = upstreamUrl(service, path, query);
  const headers = upstreamHeaders(ctx, config.UPSTREAM_HEADER_PREFIX);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  if (body !== undefined) headers.set("content-type", "application/json");
  if (request.idempotencyKey !== undefined) {
    headers.set("idempotency-key", request.idempotencyKey);
  }
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const safe = method === "GET" || request.safe === true;
  const attempts = safe || request.idempotencyKey !== undefined ? 2 : 1;

  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: payload,
        signal: upstreamSignal(ctx, timeLimit(ctx, timeoutMs, config)),
      });
    } catch (error) {
      if (ctx.signal?.aborted) {
        breaker.release();
        throw error;
      }
      if (!isTimeout(error) && attempt < attempts) {
        await jitter();
        continue;
      }
      throw unanswered(error, { ctx, service, method, path });
    }

    if (safe && RETRY_STATUSES.has(response.status) && attempt < attempts) {
      await response.arrayBuffer().catch(() => undefined);
      await jitter();
      continue;
    }
    if (response.status >= 500) breaker.recordFailure();
    else breaker.recordSuccess();

    if (!response.ok) {
      const errorBody: unknown = await response.json().catch(() => undefined);
      const error = normaliseUpstreamError(response.status, errorBody);
      if (error.kind === "upstream") {
        log.warn("upstream error", {
          upstream: service,
          method,
          path: loggedPath(path),
          status: error.status,
          requestId: ctx.requestId,
        });
      }
      throw error;
    }
    return response;
  }
}

/**
 * Runs a load through the data cache when the request is a public read, and records the
 * call in the request's Server-Timing either way.
 */
export async function throughCache<T>(
  request: Pick<UpstreamRequest, "ctx" | "service" | "name"> & {
    key: string;
    cache: CachePolicy | undefined;
  },
  load: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const { ctx, cache, name, key } = request;
  const started = performance.now();
  const record = (outcome: string) =>
    ctx.timing?.add(name ?? request.service, performance.now() - started, outcome);
  try {
    if (!cache) {
      const value = await load(ctx);
      record("no-store");
      return value;
    }
    // Shared by every shopper who asks the same: no tokens, and no single shopper's
    // disconnect may cancel it.
    const publicCtx: RequestContext = {
      ...ctx,
      authToken: null,
      cartToken: null,
      signal: undefined,
    };
    const { value, outcome } = await getPlatform().cache.read(
      cacheKey(`${request.service} ${key}`, ctx),
      cache,
      () => load(publicCtx),
    );
    record(outcome);
    return value;
  } catch (error) {
    record("error");
    throw error;
  }
}

/**
 * The call's name in Server-Timing: its path with ids, order tokens and codes left out.
 * The header reaches the browser and whatever records it (monitoring, proxies), and an
 * order's token is the key to the shopper's name and address.
 */
export function timingName(request: Pick<UpstreamRequest, "name" | "service" | "path">): string {
  if (request.name) return request.name;
  const path = loggedPath(request.path)
    .replace(/\/code\/[^/]+/g, "/code/:code")
    .replace(/\/\d+(?=\/|$)/g, "/:id");
  return `${request.service}${path}`;
}

/** Calls an upstream and returns its JSON answer parsed by `schema`. */
export async function upstreamJson<Schema extends z.ZodType>(
  request: UpstreamRequest & { schema: Schema },
): Promise<z.output<Schema>> {
  const { service, path, method = "GET", query } = request;
  return throughCache(
    {
      ...request,
      name: timingName(request),
      key: `${method} ${upstreamUrl(service, path, query).href}`,
      cache:
        request.cache === false
          ? undefined
          : (request.cache ?? cachePolicyFor(service, method, path)),
    },
    (ctx) => fetchJson({ ...request, ctx }),
  );
}

/**
 * One call and its JSON answer parsed by `schema`, outside the data cache and
 * Server-Timing: for a caller that puts its own cache and timing around it.
 */
export async function fetchJson<Schema extends z.ZodType>(
  request: UpstreamRequest & { schema: Schema },
): Promise<z.output<Schema>> {
  const { ctx, service, path, method = "GET" } = request;
  const response = await sendUpstream(request);
  const body = await readBody(response, { ctx, service, method, path });
  return parseUpstream(request.schema, body, { service, path });
}

/**
 * Reads an answer's JSON. The time limit covers the body too: an upstream that sends its
 * headers and then stalls is a timeout (504, a breaker failure), not an answer that does
 * not fit its schema. A body that is not JSON reaches the schema as undefined and fails it.
 */
async function readBody(response: Response, call: Call): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (isTimeout(error)) throw unanswered(error, call);
    if (call.ctx.signal?.aborted) throw error;
    return undefined;
  }
}

/** Calls an upstream whose answer carries no body the storefront needs (204 and the like). */
export async function upstreamNoContent(request: UpstreamRequest): Promise<void> {
  await throughCache(
    { ...request, cache: undefined, name: timingName(request), key: "" },
    async (ctx) => {
      const response = await sendUpstream({ ...request, ctx });
      await response.arrayBuffer().catch(() => undefined);
    },
  );
}

/**
 * Parses an upstream answer. A shape that does not fit the contract is an upstream error
 * (502), logged with its path, never a crash further down.
 */
export function parseUpstream<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  where: { service: Service; path: string },
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    log.error("upstream answer does not fit its schema", {
      upstream: where.service,
      path: loggedPath(where.path),
      issues: result.error.issues.slice(0, 5).map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      })),
    });
    throw new BffError({ kind: "upstream" }, 502);
  }
  return result.data;
}
