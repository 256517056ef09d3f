import { getConfig } from "../config.ts";

import type { BreakerState } from "./circuit-breaker.ts";
import { getPlatform, type Service } from "./platform.ts";

export type UpstreamReadiness = { reachable: boolean; breaker: BreakerState };
export type Readiness = { ready: boolean; upstreams: Record<Service, UpstreamReadiness> };

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

/** Whether both upstreams answer and their circuit breakers are closed. */
export async function readiness(): Promise<Readiness> {
  const config = getConfig();
  const { breakers } = getPlatform();
  const [cms, store] = await Promise.all([reachable(config.CMS_URL), reachable(config.STORE_URL)]);
  const upstreams = {
    cms: { reachable: cms, breaker: breakers.cms.state },
    store: { reachable: store, breaker: breakers.store.state },
  };
  const ready = Object.values(upstreams).every(
    (upstream) => upstream.reachable && upstream.breaker === "closed",
  );
  return { ready, upstreams };
}
