import http from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";

import { closeAfterUnreadBody } from "./unread-body.js";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(closeAfterUnreadBody);
  // Refuses without reading, as an action refuses a body over its limit.
  app.post("/refuse", (_req, res) => {
    res.status(413).type("text/plain").send("Odeslaný formulář je příliš velký");
  });
  app.post("/read", (req, res) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.type("text/plain").send(String(size)));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

type Answer = { status: number; body: string; connection: string | undefined };

/** A POST of `bytes` through `agent`, which keeps connections alive for the next one. */
function post(agent: http.Agent, path: string, bytes: number): Promise<Answer | string> {
  return new Promise((resolve) => {
    const sent = http.request(
      { host: "127.0.0.1", port, path, method: "POST", agent },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
      },
    );
    sent.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    sent.end(Buffer.alloc(bytes, 0x61));
  });
}

test("a refusal sent before the body arrived closes the connection; the next request gets its answer", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const refused = await post(agent, "/refuse", 1024 * 1024);
  const next = await post(agent, "/read", 10);
  agent.destroy();
  expect(refused).toMatchObject({ status: 413, connection: "close" });
  expect(next).toMatchObject({ status: 200, body: "10" });
});

test("an answer after the whole body keeps the connection alive", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answer = await post(agent, "/read", 1024 * 1024);
  agent.destroy();
  expect(answer).toEqual({ status: 200, body: String(1024 * 1024), connection: "keep-alive" });
});
