import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect, createServer } from "node:net";

import { freePort } from "#scripts/free-port.mjs";

import { CMS_URL, STORE_URL } from "./fixtures.ts";

/*
 * Processes a journey starts beside the journeys' own shop, against the journeys' sandbox:
 * for what must be watched from outside the shop (its logs, a cold start, a switch read at
 * start-up, a second instance sharing a Redis).
 */

export type Instance = {
  /** The process's id, to watch its memory. */
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code once the process has ended. */
  stop(): Promise<number | null>;
};

export type StorefrontInstance = Instance & { origin: string };
export type RedisInstance = Instance & { url: string };

const STARTUP_TIMEOUT_MS = 30_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function started(command: string, args: Array<string>, env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
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
  const instance: Instance = {
    pid: child.pid ?? 0,
    output: () => written,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  return { child, instance };
}

/** Polls `ready` until it holds; throws with the process's output if it exits or times out. */
async function waitUntil(
  name: string,
  { child, instance }: ReturnType<typeof started>,
  ready: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${instance.output()}`);
    if (await ready()) return;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not start:\n${instance.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A storefront process from the current build, on `port` (a free one when not given),
 * answering once `/healthz` does. A port already taken is an error at once: another
 * process answering there would pass for this instance.
 */
export async function startStorefront({
  port,
  env = {},
}: { port?: number; env?: Record<string, string> } = {}): Promise<StorefrontInstance> {
  const listenOn = port ?? (await freePort());
  if (port !== undefined && !(await isFree(port))) throw new Error(`port ${port} is taken`);
  const origin = `http://127.0.0.1:${listenOn}`;
  const spawned = started("node", ["server.mjs"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(listenOn),
    SHOP_ORIGIN: origin,
    CMS_URL,
    STORE_URL,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // No balancer routes here: a stop need not wait for one to notice.
    SHUTDOWN_DRAIN_MS: "0",
    ...env,
  });
  await waitUntil(`storefront on ${listenOn}`, spawned, () =>
    fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ),
  );
  return { ...spawned.instance, origin };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.once("error", () => resolve(false));
  });
}

/** A redis-server without persistence on a free port, answering once it answers PING. */
export async function startRedis(): Promise<RedisInstance> {
  const port = await freePort();
  const spawned = started(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", ""],
    {},
  );
  await waitUntil(`redis-server on ${port}`, spawned, () => answersPing(port));
  return { ...spawned.instance, url: `redis://127.0.0.1:${port}` };
}
