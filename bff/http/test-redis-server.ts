import { spawn } from "node:child_process";

import type { Redis } from "ioredis";

import { freePort } from "#scripts/free-port.mjs";

import { createRedis } from "./redis-connection.ts";

export type TestRedisServer = {
  url: string;
  /** A new connection, as a separate storefront instance would open one. */
  client(): Promise<Redis>;
  /** Kills the server, leaving the connections to find it gone: an outage. */
  crash(): void;
  /** Closes every connection handed out and stops the server. */
  stop(): Promise<void>;
};

/**
 * A real redis-server for tests (installed by `npm test`), on a free port, without
 * persistence; resolves once it answers.
 */
export async function startTestRedis(): Promise<TestRedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", ""],
    { stdio: "ignore" },
  );
  const clients: Array<Redis> = [];
  const client = async () => {
    const redis = createRedis(url);
    await redis.connect();
    clients.push(redis);
    return redis;
  };
  const deadline = Date.now() + 5_000;
  for (;;) {
    const probe = createRedis(url);
    try {
      await probe.connect();
      probe.disconnect();
      break;
    } catch (error) {
      probe.disconnect();
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    client,
    crash() {
      server.kill("SIGKILL");
    },
    async stop() {
      for (const redis of clients) redis.disconnect();
      server.kill();
    },
  };
}
