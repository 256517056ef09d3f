import { data } from "@remix-run/node";

import { isBffError } from "#bff/index.server.ts";

/**
 * Runs a BFF call at the loader edge: a missing entity becomes a 404 Response and an
 * upstream failure (unreachable, slow, or an answer that is not what it should be) a 503
 * page, never a stack trace.
 */
export async function fromBff<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toErrorResponse(error);
  }
}

export function toErrorResponse(error: unknown): unknown {
  if (!isBffError(error)) return error;
  if (error.kind === "not_found") return data(null, { status: 404 });
  if (error.kind === "unauthorized") return data(null, { status: 401 });
  if (error.kind === "forbidden") return data(null, { status: 403 });
  // An upstream that is down, slow or answers what cannot be read is unavailable for now.
  if (error.kind === "upstream") return data(null, { status: 503 });
  return data(null, { status: 500 });
}

/**
 * Whether a failure means the store cannot answer now: a BffError from an upstream, or the
 * 503 that `fromBff` turned one into. Lets an action keep the shopper's input instead of
 * leaving the page for its error boundary.
 */
export function isUnavailable(error: unknown): boolean {
  if (isBffError(error)) return error.kind === "upstream";
  if (error instanceof Response) return error.status === 503;
  return (
    typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init: ResponseInit | null }).init?.status === 503
  );
}
