import { data } from "@remix-run/node";

import { isBffError } from "#bff/index.server.ts";

/**
 * Runs a BFF call at the loader edge: a missing entity becomes a 404 Response and an
 * upstream failure a 503 (unreachable or slow) or 500 page, never a stack trace.
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
  const status = error.status === 503 || error.status === 504 ? 503 : 500;
  return data(null, { status });
}
