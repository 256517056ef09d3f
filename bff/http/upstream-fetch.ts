import type { z } from "zod";

import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { BffError } from "../errors.ts";
import { log } from "../log.ts";

import { normaliseUpstreamError } from "./error-normalisation.ts";
import { upstreamHeaders } from "./upstream-headers.ts";
import { isTimeout, upstreamSignal } from "./upstream-signal.ts";

export type Service = "cms" | "store";

type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export type UpstreamRequest = {
  ctx: RequestContext;
  service: Service;
  path: string;
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Overrides UPSTREAM_TIMEOUT_MS for calls the spec gives their own limit. */
  timeoutMs?: number;
};

function baseUrl(service: Service): string {
  const config = getConfig();
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

async function send(request: UpstreamRequest): Promise<Response> {
  const { ctx, service, path, method = "GET", query, body, timeoutMs } = request;
  const config = getConfig();
  const url = upstreamUrl(service, path, query);
  const headers = upstreamHeaders(ctx, config.UPSTREAM_HEADER_PREFIX);
  if (body !== undefined) headers.set("content-type", "application/json");

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: upstreamSignal(ctx, timeoutMs ?? config.UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    const timedOut = isTimeout(error);
    log.warn(timedOut ? "upstream timeout" : "upstream unreachable", {
      service,
      method,
      path,
      requestId: ctx.requestId,
      error: String(error),
    });
    throw new BffError({ kind: "upstream" }, timedOut ? 504 : 503);
  }

  if (!response.ok) {
    const errorBody: unknown = await response.json().catch(() => undefined);
    const error = normaliseUpstreamError(response.status, errorBody);
    if (error.kind === "upstream") {
      log.warn("upstream error", { service, method, path, status: error.status });
    }
    throw error;
  }
  return response;
}

/** Calls an upstream and returns its JSON answer parsed by `schema`. */
export async function upstreamJson<Schema extends z.ZodType>(
  request: UpstreamRequest & { schema: Schema },
): Promise<z.output<Schema>> {
  const response = await send(request);
  const body: unknown = await response.json().catch(() => undefined);
  return parseUpstream(request.schema, body, { service: request.service, path: request.path });
}

/** Calls an upstream whose answer carries no body the storefront needs (204 and the like). */
export async function upstreamNoContent(request: UpstreamRequest): Promise<void> {
  const response = await send(request);
  await response.body?.cancel();
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
      ...where,
      issues: result.error.issues.slice(0, 5).map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      })),
    });
    throw new BffError({ kind: "upstream" }, 502);
  }
  return result.data;
}
