import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";

import { BffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";

import { MemoryCacheStore } from "./cache-store.ts";
import { CircuitBreaker } from "./circuit-breaker.ts";
import { DataCache } from "./data-cache.ts";
import { getPlatform, setPlatform } from "./platform.ts";
import { upstreamStream } from "./upstream-stream.ts";

// A real server: only a socket shows what a stall in the middle of a body does.
let server: Server;
const seen: Array<{ path: string; accept: string | undefined; authorization?: string }> = [];
let flakyCalls = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "";
    seen.push({
      path,
      accept: request.headers.accept,
      authorization: request.headers.authorization,
    });
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    request.socket.on("close", () => timers.forEach(clearTimeout));
    if (path === "/chunks") {
      response.writeHead(200, { "content-type": "text/csv" });
      response.write("kod;nazev\r\n");
      timers.push(setTimeout(() => response.write("10361;Gel\r\n"), 50));
      timers.push(setTimeout(() => response.end("10221;Olej\r\n"), 100));
    } else if (path === "/stalls") {
      response.writeHead(200, { "content-type": "application/zip" });
      response.write("PK");
      timers.push(setTimeout(() => response.end("late"), 2_000));
    } else if (path === "/missing") {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ errors: [{ title: "Objednávka nebyla nalezena" }] }));
    } else if (path === "/flaky") {
      flakyCalls += 1;
      response.writeHead(flakyCalls === 1 ? 503 : 200);
      response.end(flakyCalls === 1 ? "" : "second time");
    } else {
      response.writeHead(500, { "content-type": "application/json" });
      response.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STORE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_TIMEOUT_MS = "200";
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  setPlatform({
    cache: new DataCache(new MemoryCacheStore({ maxEntries: 10 })),
    breakers: {
      cms: new CircuitBreaker(),
      store: new CircuitBreaker({ failureThreshold: 1 }),
      recommender: new CircuitBreaker(),
      addressValidation: new CircuitBreaker(),
    },
  });
});

const customer = testContext({ authToken: "customer-token-1" });

async function readAll(body: ReadableStream<Uint8Array>, pauseMs = 0): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    if (pauseMs) await wait(pauseMs);
    const chunk = await reader.read();
    if (chunk.done) return text;
    text += decoder.decode(chunk.value, { stream: true });
  }
}

async function failure(call: Promise<unknown>): Promise<BffError> {
  const error: unknown = await call.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BffError);
  return error as BffError;
}

describe("a file streamed from an upstream", () => {
  test("is passed on chunk by chunk, asked for with its type and the customer's token", async () => {
    const { body } = await upstreamStream({
      ctx: customer,
      service: "store",
      path: "/chunks",
      accept: "text/csv",
    });
    expect(await readAll(body)).toBe("kod;nazev\r\n10361;Gel\r\n10221;Olej\r\n");
    expect(seen).toEqual([
      { path: "/chunks", accept: "text/csv", authorization: "Bearer customer-token-1" },
    ]);
  });

  test("a shopper who downloads slowly is no upstream stall: the limit is per wait", async () => {
    const { body } = await upstreamStream({
      ctx: customer,
      service: "store",
      path: "/chunks",
      accept: "text/csv",
    });
    expect(await readAll(body, 250)).toBe("kod;nazev\r\n10361;Gel\r\n10221;Olej\r\n");
    expect(getPlatform().breakers.store.state).toBe("closed");
  });

  test("a body that stalls is a 504 timeout the breaker counts, and the next call fails fast", async () => {
    const { body } = await upstreamStream({
      ctx: customer,
      service: "store",
      path: "/stalls",
      accept: "application/zip",
    });
    const error = await failure(readAll(body));
    expect(error.status).toBe(504);
    expect(error.kind).toBe("upstream");
    expect(getPlatform().breakers.store.state).toBe("open");

    const fast = await failure(
      upstreamStream({ ctx: customer, service: "store", path: "/chunks", accept: "text/csv" }),
    );
    expect(fast.status).toBe(503);
    expect(seen.map((call) => call.path)).toEqual(["/stalls"]);
  });

  test("an error answer is normalised as every upstream call's is", async () => {
    const missing = await failure(
      upstreamStream({ ctx: customer, service: "store", path: "/missing", accept: "text/csv" }),
    );
    expect(missing.kind).toBe("not_found");
    expect(missing.title).toBe("Objednávka nebyla nalezena");

    const broken = await failure(
      upstreamStream({ ctx: customer, service: "store", path: "/broken", accept: "text/csv" }),
    );
    expect(broken.kind).toBe("upstream");
    expect(broken.status).toBe(500);
  });

  test("a 503 before any byte is tried once more", async () => {
    const { body } = await upstreamStream({
      ctx: customer,
      service: "store",
      path: "/flaky",
      accept: "text/csv",
    });
    expect(await readAll(body)).toBe("second time");
    expect(seen.map((call) => call.path)).toEqual(["/flaky", "/flaky"]);
  });
});
