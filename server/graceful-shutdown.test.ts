import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

import express from "express";
import { afterEach, describe, expect, test } from "vitest";

import { gracefulShutdown } from "./graceful-shutdown.js";
import { serverLog } from "./log.js";

type Answer = { status: number; body: string; connection: string | undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One GET on a connection of its own (no pooling), so each call proves whether the server
 * still takes new connections; `agent` reuses a kept-alive one instead.
 */
function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

let stopServer: () => void = () => undefined;
afterEach(() => stopServer());

/** A tiny server as server.mjs mounts it: readiness first, then the health checks and pages. */
async function start({ drainMs, deadlineMs }: { drainMs: number; deadlineMs: number }) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = gracefulShutdown({
    drainMs,
    deadlineMs,
    log: serverLog({ level: "info", destination }),
    exit: (code) => exited(code),
  });

  const app = express();
  app.use(shutdown.readiness);
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", (_req, res) => {
    res.json({ ready: true });
  });
  app.get("/slow", (_req, res) => {
    setTimeout(() => res.send("slow done"), 1000);
  });
  app.get("/hung", () => undefined);

  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  shutdown.watch(server);
  stopServer = () => {
    server.closeAllConnections();
    server.close();
  };
  return { port: (server.address() as AddressInfo).port, shutdown, lines, exitCode };
}

describe("gracefulShutdown", () => {
  test("drains, stops taking connections, lets a running request finish and exits 0", async () => {
    const { port, shutdown, lines, exitCode } = await start({ drainMs: 400, deadlineMs: 3000 });
    const keepAlive = new http.Agent({ keepAlive: true });
    expect((await get(port, "/readyz", keepAlive)).status).toBe(200);
    const [idleSocket] = Object.values(keepAlive.freeSockets).flat();
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise((resolve) => idleSocket?.once("close", resolve));
    const slow = get(port, "/slow");
    await sleep(50);

    shutdown.begin("SIGTERM");
    const signalledAt = Date.now();

    // Drain: not ready, yet alive and still taking new connections, each told to close.
    const readiness = await get(port, "/readyz");
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ ready: false, shuttingDown: true });
    const health = await get(port, "/healthz");
    expect(health).toMatchObject({ status: 200, body: "ok", connection: "close" });
    expect(Date.now() - signalledAt).toBeLessThan(400);

    // After the drain: new connections are refused, the idle kept-alive one is closed.
    await sleep(500 - (Date.now() - signalledAt));
    await expect(get(port, "/healthz")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await idleClosed;

    // The request that was running finishes, and only then does the process go.
    expect(await slow).toMatchObject({ status: 200, body: "slow done" });
    expect(await exitCode).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    expect(lines.map((line) => line.msg)).toEqual([
      "shutdown started",
      "draining finished",
      "shutdown complete",
    ]);
    expect(lines[0]).toMatchObject({
      level: "info",
      service: "storefront",
      signal: "SIGTERM",
      drainMs: 400,
      deadlineMs: 3000,
      running: 1,
    });
    expect(lines[1]).toMatchObject({ running: 1 });
    expect(lines[2]).toMatchObject({ level: "info", cutOff: 0 });
    expect(lines[2]?.finished).toBeGreaterThanOrEqual(3);
    keepAlive.destroy();
  });

  test("the deadline cuts off a hung request and exits 1", async () => {
    const { port, shutdown, lines, exitCode } = await start({ drainMs: 100, deadlineMs: 600 });
    const hung = get(port, "/hung");
    await sleep(50);

    shutdown.begin("SIGTERM");
    const signalledAt = Date.now();

    await expect(hung).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(await exitCode).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(550);
    expect(lines.at(-1)).toMatchObject({
      level: "warn",
      msg: "shutdown complete",
      cutOff: 1,
      finished: 0,
    });
  });

  test("with nothing running it exits 0 right after the drain", async () => {
    const { shutdown, lines, exitCode } = await start({ drainMs: 100, deadlineMs: 5000 });
    shutdown.begin("SIGINT");
    const signalledAt = Date.now();
    expect(await exitCode).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(1000);
    expect(lines.at(-1)).toMatchObject({ msg: "shutdown complete", cutOff: 0, finished: 0 });
  });

  test("a second signal exits at once", async () => {
    const { port, shutdown, lines, exitCode } = await start({ drainMs: 5000, deadlineMs: 25_000 });
    const hung = get(port, "/hung").catch(() => undefined);
    await sleep(50);
    shutdown.begin("SIGTERM");
    shutdown.begin("SIGTERM");
    expect(await exitCode).toBe(1);
    expect(lines.at(-1)).toMatchObject({ level: "warn", msg: "shutdown cut short", running: 1 });
    stopServer();
    await hung;
  });
});
