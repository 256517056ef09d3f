import { getConfig } from "#bff/config.ts";

import type { BreakerState } from "./circuit-breaker.ts";
import { getPlatform, type Service } from "./platform.ts";

export type UpstreamReadiness = { reachable: boolean; breaker: BreakerState };
export type Readiness = { ready: boolean; upstreams: Record<"cms" | "store", UpstreamReadiness> };

async function reachable(url: string): Promise<boolean> {
  try {
    // Any HTTP answer, even a 404 for the bare base URL, means the upstream is there.
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the upstream answers. An open breaker whose wait is over takes this check as its
 * probe, so a recovered upstream is trusted again without waiting for a shopper's request.
 */
async function check(service: Service, url: string): Promise<boolean> {
  const breaker = getPlatform().breakers[service];
  const probing = breaker.state === "half-open" && breaker.tryAcquire();
  const ok = await reachable(url);
  if (probing) {
    if (ok) breaker.recordSuccess();
    else breaker.recordFailure();
  }
  return ok;
}

/** Whether both upstreams answer and their circuit breakers are closed. */
export async function readiness(): Promise<Readiness> {
  const config = getConfig();
  const { breakers } = getPlatform();
  const [cms, store] = await Promise.all([
    check("cms", config.CMS_URL),
    check("store", config.STORE_URL),
  ]);
  const upstreams = {
    cms: { reachable: cms, breaker: breakers.cms.state },
    store: { reachable: store, breaker: breakers.store.state },
  };
  const ready = Object.values(upstreams).every(
    (upstream) => upstream.reachable && upstream.breaker === "closed",
  );
  return { ready, upstreams };
}
