import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";

import { CMS_URL, STORE_URL, expect } from "./fixtures.ts";

/**
 * Starts `node server.mjs` against the sandbox as the journeys' shop, but one that has never
 * reached its upstreams (docs/decisions/048): a journey breaks the sandbox first, then
 * starts it, so no cache or circuit breaker of the shared shop stands in.
 */
export async function coldShop(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SHOP_ORIGIN: url,
      CMS_URL,
      STORE_URL,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      // Nothing routes here but the journey: no need to wait for a balancer.
      SHUTDOWN_DRAIN_MS: "0",
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${url}/healthz`).catch(() => null);
        return answer?.status ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBe(200);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Each project its own port (3125 with JavaScript, 3126 without): they run one after the
 * other, and a port is free again only once its process has gone.
 */
export function coldShopPort(javaScriptEnabled: boolean): number {
  return javaScriptEnabled ? 3125 : 3126;
}
