import { getConfig } from "#bff/config.ts";
import { BffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";

import { normaliseUpstreamError } from "./error-normalisation.ts";
import { getPlatform } from "./platform.ts";
import {
  timingName,
  unanswered,
  upstreamUrl,
  type Call,
  type UpstreamRequest,
} from "./upstream-fetch.ts";
import { upstreamHeaders } from "./upstream-headers.ts";
import { isTimeout, timeLimit } from "./upstream-signal.ts";

export type StreamRequest = Pick<
  UpstreamRequest,
  "ctx" | "service" | "path" | "query" | "timeoutMs" | "headers" | "name"
> & {
  /** The file type asked for, sent as Accept. */
  accept: string;
};

/** A file an upstream sends, read as it arrives. */
export type UpstreamDownload = { body: ReadableStream<Uint8Array> };

const RETRY_STATUSES = new Set([502, 503, 504]);

/** A moment before the one retry, so retries of many shoppers do not arrive at once. */
function jitter(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
}

/**
 * Aborts the call with a TimeoutError when the upstream keeps it waiting longer than the
 * call's limit at one time: for the headers, then for each chunk of the body. A whole file
 * may take longer than that, since the body is read only as fast as the shopper downloads.
 */
function stallGuard(limitMs: number, shopper: AbortSignal | undefined) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    signal: shopper ? AbortSignal.any([shopper, controller.signal]) : controller.signal,
    waiting() {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(new DOMException("The upstream stalled", "TimeoutError")),
        limitMs,
      );
    },
    answered() {
      clearTimeout(timer);
    },
  };
}

type StallGuard = ReturnType<typeof stallGuard>;

/** The upstream's body passed on chunk by chunk; a stall fails it as a timeout (504). */
function guardedBody(
  body: ReadableStream<Uint8Array>,
  guard: StallGuard,
  call: Call,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      guard.waiting();
      try {
        const chunk = await reader.read();
        guard.answered();
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      } catch (error) {
        guard.answered();
        controller.error(isTimeout(error) ? unanswered(error, call) : error);
      }
    },
    async cancel(reason) {
      guard.answered();
      await reader.cancel(reason);
    },
  });
}

/**
 * A GET of a file (a CSV, a ZIP) whose body is passed on as it arrives, never held whole:
 * the spec's headers and the shopper's token, the upstream's circuit breaker, at most one
 * retry after a network error or a 502/503/504 before any byte came, and the error answers
 * normalised as `upstreamJson` does. The call's time limit applies to each wait.
 */
export async function upstreamStream(request: StreamRequest): Promise<UpstreamDownload> {
  const { ctx, service, path, query } = request;
  const config = getConfig();
  const breaker = getPlatform().breakers[service];
  if (!breaker.tryAcquire()) throw new BffError({ kind: "upstream" }, 503);
  const call: Call = { ctx, service, method: "GET", path };
  const url = upstreamUrl(service, path, query);
  const headers = upstreamHeaders(ctx, config.UPSTREAM_HEADER_PREFIX);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  headers.set("accept", request.accept);
  const limitMs = timeLimit(ctx, request.timeoutMs, config);
  const started = performance.now();
  const name = timingName(request);

  for (let attempt = 1; ; attempt += 1) {
    const guard = stallGuard(limitMs, ctx.signal);
    guard.waiting();
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: guard.signal });
    } catch (error) {
      guard.answered();
      if (ctx.signal?.aborted) {
        breaker.release();
        throw error;
      }
      if (!isTimeout(error) && attempt < 2) {
        await jitter();
        continue;
      }
      ctx.timing?.add(name, performance.now() - started, "error");
      throw unanswered(error, call);
    }

    if (RETRY_STATUSES.has(response.status) && attempt < 2) {
      await response.arrayBuffer().catch(() => undefined);
      guard.answered();
      await jitter();
      continue;
    }
    if (response.status >= 500) breaker.recordFailure();
    else breaker.recordSuccess();
    ctx.timing?.add(name, performance.now() - started, response.ok ? "stream" : "error");

    if (!response.ok) {
      const errorBody: unknown = await response.json().catch(() => undefined);
      guard.answered();
      const error = normaliseUpstreamError(response.status, errorBody);
      if (error.kind === "upstream") {
        log.warn("upstream error", {
          upstream: service,
          method: "GET",
          path,
          status: error.status,
          requestId: ctx.requestId,
        });
      }
      throw error;
    }
    guard.answered();
    const body =
      response.body ?? new ReadableStream<Uint8Array>({ start: (empty) => empty.close() });
    return { body: guardedBody(body, guard, call) };
  }
}
