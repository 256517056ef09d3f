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

/**
 * Aborts when the shopper's request goes away or the upstream takes longer than allowed,
 * with a TimeoutError as `AbortSignal.timeout` would. The limit is a timer of our own
 * that holds its controller until it fires: Node keeps a signal joined by
 * `AbortSignal.any` only weakly, so a garbage collection in between dropped
 * `AbortSignal.timeout`'s signal and the limit never came (a 6 s recommender was waited
 * for in full against its 2 s; nodejs/node#57736).
 */
export function upstreamSignal(ctx: RequestContext, timeoutMs: number): AbortSignal {
  const limit = new AbortController();
  setTimeout(() => {
    limit.abort(new DOMException("The upstream took longer than allowed.", "TimeoutError"));
  }, timeoutMs).unref();
  return ctx.signal ? AbortSignal.any([ctx.signal, limit.signal]) : limit.signal;
}

/** True when the failure was our own timeout, not the shopper leaving. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}
