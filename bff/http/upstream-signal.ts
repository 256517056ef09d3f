import type { RequestContext } from "../context.ts";

/** Aborts when the shopper's request goes away or the upstream takes longer than allowed. */
export function upstreamSignal(ctx: RequestContext, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}

/** True when the failure was our own timeout, not the shopper leaving. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}
