import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";

import { CMS_URL, STORE_URL } from "./fixtures.ts";

export type StorefrontInstance = {
  origin: string;
  /** Everything the instance wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code once the process has ended. */
  stop(): Promise<number | null>;
};

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * One more storefront process from the current build, beside the journeys' own, against
 * the journeys' sandbox: for what a journey must watch from outside the shop (its logs, a
 * cold start, a second instance).
 */
export async function startStorefront(
  port: number,
  env: Record<string, string> = {},
): Promise<StorefrontInstance> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SHOP_ORIGIN: origin,
      CMS_URL,
      STORE_URL,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let written = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      written += chunk;
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront on ${port} exited:\n${written}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`storefront on ${port} did not start:\n${written}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    output: () => written,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
