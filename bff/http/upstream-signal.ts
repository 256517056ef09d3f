import type { Config } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";

/**
 * How long one call may take: its own limit when the spec gives one, else the critical
 * limit, or the deferred one for data below the fold. Documents wait for their deferred
 * parts (a browser without JavaScript cannot have them streamed in), so a slow recommender
 * must give up before the page's own data would: the deferred limit is the shorter one.
 */
export function timeLimit(
  ctx: Pick<RequestContext, "deferred">,
  ownLimitMs: number | undefined,
  config: Pick<Config, "UPSTREAM_TIMEOUT_MS" | "UPSTREAM_DEFERRED_TIMEOUT_MS">,
): number {
  if (ownLimitMs !== undefined) return ownLimitMs;
  return ctx.deferred ? config.UPSTREAM_DEFERRED_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS;
}

/** Aborts when the shopper's request goes away or the upstream takes longer than allowed. */
export function upstreamSignal(ctx: RequestContext, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}

/** True when the failure was our own timeout, not the shopper leaving. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}
