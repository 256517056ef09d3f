import { spawn } from "node:child_process";

/** @type {Array<import("node:child_process").ChildProcess>} */
const children = [];

/**
 * Starts a long-running process whose output is prefixed with its name. When any of them
 * exits, or on Ctrl-C, all of them are stopped. No balancer routes to these local processes,
 * so a storefront among them stops without the rollout drain (`SHUTDOWN_DRAIN_MS`) unless
 * the environment asks for one.
 *
 * @param {string} name
 * @param {string} command
 * @param {Array<string>} args
 * @param {Record<string, string>} [env]
 */
export function startProcess(name, command, args, env = {}) {
  const child = spawn(command, args, {
    env: { SHUTDOWN_DRAIN_MS: "0", ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    process.stdout.write(`${prefix}stopped (${signal ?? `exit code ${code}`})\n`);
    stopAll(code ?? 1);
  });
  return child;
}

let stopping = false;

/** @param {number} code */
export function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

process.once("SIGINT", () => stopAll(0));
process.once("SIGTERM", () => stopAll(0));

/**
 * Waits until a URL answers 200, or fails after `timeoutMs`.
 *
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 *
 * @param {string} command
 * @param {Array<string>} args
 */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}
