import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { log } from "#bff/log.ts";

/**
 * Upstream data a page can do without: what `read` resolves to, or null when an upstream
 * failed, logged here once as "{what} unavailable" so that no caller logs it again. An
 * expired login is not optional (the shopper signs in again, see the root loader), and
 * anything that is no upstream failure (a bug, a request the shopper abandoned) is not
 * hidden either: both propagate.
 */
export async function optional<T>(
  read: Promise<T>,
  {
    ctx,
    what,
    ...fields
  }: { ctx: Pick<RequestContext, "requestId">; what: string; [field: string]: unknown },
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (!isBffError(error) || error.kind === "unauthorized") throw error;
    log.warn(`${what} unavailable`, { ...fields, requestId: ctx.requestId, error: String(error) });
    return null;
  }
}
