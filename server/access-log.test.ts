import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { accessLog, cacheOutcomes } from "./access-log.js";
import { serverLog, type LogLevel } from "./log.js";
import { assignRequestId } from "./request-id.js";

const EMAIL = "jana.novakova@example.cz";
const TOKEN = "f3b1c9e07a5d42b8a6e2c4d1b9f0e7a3";
const PASSWORD = "Tajne-Heslo-2024";
const SESSION = "s%3Aeyshoppersession0123456789";

let origin = "";
let output = "";
let close: () => void = () => undefined;

/** The log lines written so far, once the line of the last answered request is in. */
async function linesAfter(count: number): Promise<Array<Record<string, unknown>>> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const lines = output.split("\n").filter(Boolean);
    if (lines.length >= count) return lines.map((line) => JSON.parse(line));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`expected ${count} log lines, got:\n${output}`);
}

function shop(level: LogLevel) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const app = express();
  app.use(assignRequestId);
  app.use(
    accessLog({
      log: serverLog({ level, destination }),
      routeIdOf: (path) => (path.startsWith("/prihlasit") ? "routes/prihlasit" : undefined),
      quiet: (path) => path === "/healthz",
    }),
  );
  app.get("/healthz", (_req, res) => {
    res.send("ok");
  });
  app.all("/prihlasit", express.urlencoded({ extended: false }), (_req, res) => {
    // What the BFF leaves in the load context while the page loads.
    res.locals.serverTimings = [
      { name: "cms/menu", durationMs: 1, description: "hit" },
      { name: "cms/page", durationMs: 9, description: "miss" },
      { name: "store/user", durationMs: 4, description: "no-store" },
    ];
    res.status(200).send("page");
  });
  return app;
}

function listen(app: express.Express) {
  return new Promise<{ origin: string; close: () => void }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      });
    });
  });
}

beforeAll(async () => {
  ({ origin, close } = await listen(shop("info")));
});

afterAll(() => close());

describe("accessLog", () => {
  test("one JSON line per request, without the query, headers, cookies or body", async () => {
    output = "";
    const query = `?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}&password=${PASSWORD}`;
    const headers = {
      Cookie: `shop_session=${SESSION}; shop_cart=${TOKEN}`,
      Authorization: `Bearer ${TOKEN}`,
      "X-Email": EMAIL,
      "User-Agent": `mail ${EMAIL}`,
      Referer: `https://shop.example/obnovit-heslo${query}`,
    };
    const page = await fetch(`${origin}/prihlasit${query}`, { headers });
    const form = await fetch(`${origin}/prihlasit?email=${EMAIL}&token=${TOKEN}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD, token: TOKEN }),
    });

    const lines = await linesAfter(2);
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), "@", TOKEN, PASSWORD, SESSION]) {
      expect(output).not.toContain(secret);
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      service: "storefront",
      msg: "request",
      method: "GET",
      path: "/prihlasit",
      route: "routes/prihlasit",
      status: 200,
      durationMs: expect.any(Number),
      requestId: page.headers.get("x-request-id"),
      cache: { hit: 1, miss: 1 },
    });
    expect(lines[1]).toMatchObject({
      method: "POST",
      path: "/prihlasit",
      requestId: form.headers.get("x-request-id"),
    });
  });

  test("leaves out the route and the cache when there are none", async () => {
    output = "";
    await fetch(`${origin}/nikde?q=${EMAIL}`);
    const [line] = await linesAfter(1);
    expect(line).toMatchObject({ path: "/nikde", status: 404 });
    expect(line).not.toHaveProperty("route");
    expect(line).not.toHaveProperty("cache");
  });

  test("a quiet path (the health check) is logged at debug only", async () => {
    output = "";
    await fetch(`${origin}/healthz`);
    await fetch(`${origin}/nikde`);
    expect((await linesAfter(1)).map((line) => line.path)).toEqual(["/nikde"]);

    output = "";
    const debug = await listen(shop("debug"));
    await fetch(`${debug.origin}/healthz`);
    debug.close();
    expect(await linesAfter(1)).toEqual([
      expect.objectContaining({ level: "debug", path: "/healthz", status: 200 }),
    ]);
  });
});

describe("cacheOutcomes", () => {
  test("counts the data cache's outcomes and nothing else", () => {
    expect(
      cacheOutcomes([
        { name: "a", durationMs: 1, description: "stale" },
        { name: "b", durationMs: 1, description: "stale" },
        { name: "c", durationMs: 1, description: "shared" },
        { name: "d", durationMs: 1, description: "error" },
        { name: "e", durationMs: 1 },
        "garbage",
      ]),
    ).toEqual({ stale: 2, shared: 1 });
    expect(cacheOutcomes([{ name: "s", durationMs: 1, description: "stream" }])).toBeUndefined();
    expect(cacheOutcomes(undefined)).toBeUndefined();
  });
});
