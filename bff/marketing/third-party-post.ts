import type { RequestContext } from "#bff/context.ts";
import { log } from "#bff/log.ts";

/**
 * Short, since the shopper's redirect waits for it: a conversion that does not arrive in
 * a second is lost rather than made to hold up the page.
 */
export const THIRD_PARTY_TIMEOUT_MS = 1000;

export type ThirdPartyPost = {
  ctx: RequestContext;
  /** The service's name in logs and Server-Timing. */
  vendor: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  /** The answers that count as taken; any 2xx unless the service names one. */
  accepted?: (status: number) => boolean;
};

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * POSTs JSON to a third party and reports whether it was taken. Not the upstream client:
 * none of the shop's headers or tokens go to a third party, a POST is never repeated, and
 * its answer is not read. An answer refused, an error or no answer in time is a warning in
 * the log and `false`; the shopper never sees it. The log names the status only: bodies
 * carry e-mail addresses.
 */
export async function postToThirdParty({
  ctx,
  vendor,
  url,
  body,
  headers = {},
  accepted = isSuccess,
}: ThirdPartyPost): Promise<boolean> {
  const started = performance.now();
  const path = new URL(url).pathname;
  let outcome: string;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(THIRD_PARTY_TIMEOUT_MS),
    });
    // The answer is not needed; reading it lets the connection be reused.
    await response.arrayBuffer().catch(() => undefined);
    outcome = accepted(response.status) ? "sent" : `status ${response.status}`;
  } catch (error) {
    outcome = error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable";
  }
  ctx.timing?.add(vendor, performance.now() - started, outcome);
  if (outcome === "sent") return true;
  log.warn("third-party call not taken", { vendor, path, outcome, requestId: ctx.requestId });
  return false;
}
