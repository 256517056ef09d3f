import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, test } from "vitest";
import * as z from "zod";

import { BffError } from "../errors.ts";
import { testContext } from "../mocks/context.ts";

import { upstreamJson } from "./upstream-fetch.ts";

// A real server: a mocked answer's body ignores the call's abort signal, so only a socket
// shows what a stall after the headers does.
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"name":');
    const finish = setTimeout(() => response.end('"late"}'), 2_000);
    request.socket.on("close", () => clearTimeout(finish));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test("an answer whose body stalls after its headers is a 504 timeout, not a schema misfit", async () => {
  const started = Date.now();
  const error: unknown = await upstreamJson({
    ctx: testContext(),
    service: "cms",
    path: "/stalls",
    timeoutMs: 100,
    cache: false,
    schema: z.object({ name: z.string() }),
  }).catch((reason: unknown) => reason);

  expect(error).toBeInstanceOf(BffError);
  expect((error as BffError).status).toBe(504);
  expect((error as BffError).kind).toBe("upstream");
  expect(Date.now() - started).toBeLessThan(1_500);
});
