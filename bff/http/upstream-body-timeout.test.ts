import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { gql } from "@urql/core";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import * as z from "zod";

import { cmsQuery } from "#bff/cms/graphql.ts";
import { BffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";

import { MemoryCacheStore } from "./cache-store.ts";
import { CircuitBreaker } from "./circuit-breaker.ts";
import { DataCache } from "./data-cache.ts";
import { getPlatform, setPlatform } from "./platform.ts";
import { upstreamJson } from "./upstream-fetch.ts";

// A real server: a mocked answer's body ignores the call's abort signal, so only a socket
// shows what a stall after the headers does.
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"data":');
    const finish = setTimeout(() => response.end('{"name":"late"}}'), 2_000);
    request.socket.on("close", () => clearTimeout(finish));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // GraphQL calls take the configured limit (read once, on first use).
  process.env.UPSTREAM_TIMEOUT_MS = "100";
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  setPlatform({
    cache: new DataCache(new MemoryCacheStore({ maxEntries: 10 })),
    breakers: {
      cms: new CircuitBreaker({ failureThreshold: 1 }),
      store: new CircuitBreaker(),
      recommender: new CircuitBreaker(),
      addressValidation: new CircuitBreaker(),
    },
  });
});

async function failure(call: Promise<unknown>): Promise<BffError> {
  const started = Date.now();
  const error: unknown = await call.catch((reason: unknown) => reason);
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(error).toBeInstanceOf(BffError);
  return error as BffError;
}

test("a REST answer whose body stalls after its headers is a 504 timeout, not a schema misfit", async () => {
  const error = await failure(
    upstreamJson({
      ctx: testContext(),
      service: "cms",
      path: "/stalls",
      timeoutMs: 100,
      cache: false,
      schema: z.object({ data: z.object({ name: z.string() }) }),
    }),
  );

  expect(error.status).toBe(504);
  expect(error.kind).toBe("upstream");
  expect(getPlatform().breakers.cms.state).toBe("open");
});

test("a GraphQL answer whose body stalls is a 504 timeout the breaker counts, not a 502", async () => {
  const error = await failure(
    cmsQuery({
      ctx: testContext(),
      query: gql`
        query Stalls {
          name
        }
      `,
      schema: z.object({ name: z.string() }),
      cache: false,
    }),
  );

  expect(error.status).toBe(504);
  expect(error.kind).toBe("upstream");
  expect(getPlatform().breakers.cms.state).toBe("open");
});
