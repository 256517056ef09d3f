import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

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
  // Answered in the handler's own turn, before Node's parser has marked the request complete.
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
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

/**
 * The refusing app in a process of its own: in one process with its client, the client reads
 * every answer before the server's close can reach it, and the race below never shows.
 */
const REFUSING_SERVER = `
import express from "express";
import { closeAfterUnreadBody } from ${JSON.stringify(new URL("./unread-body.js", import.meta.url).href)};
const app = express();
app.use(closeAfterUnreadBody);
app.post("/refuse", (_req, res) => res.status(413).type("text/plain").send("Příliš velký"));
const server = app.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

/**
 * A POST of `megabytes` chunked (no length, as a browser streams a file), written as fast as
 * the connection takes it, until the answer comes; an error code when none could be read.
 */
function streamedPost(toPort: number, megabytes: number): Promise<number | string> {
  return new Promise((resolve) => {
    let answered = false;
    const sent = http.request(
      { host: "127.0.0.1", port: toPort, path: "/refuse", method: "POST" },
      (response) => {
        answered = true;
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) resolve(error.code ?? error.message);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    const writeMore = () => {
      while (!answered && written < megabytes * 16) {
        written += 1;
        if (!sent.write(chunk)) return void sent.once("drain", writeMore);
      }
      if (!answered) sent.end();
    };
    writeMore();
  });
}

test("a client still sending when it is refused reads the refusal, not a reset", async () => {
  const child = spawn(process.execPath, ["--input-type=module", "-e", REFUSING_SERVER], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
  });
  try {
    const childPort = await new Promise<number>((resolve, reject) => {
      child.stdout.once("data", (data: Buffer) => resolve(Number(String(data).trim())));
      child.once("exit", () => reject(new Error("the server did not start")));
    });
    // Without the lingering close about half of these met EPIPE or ECONNRESET.
    const statuses: Array<number | string> = [];
    for (let round = 0; round < 12; round += 1) statuses.push(await streamedPost(childPort, 16));
    expect(statuses).toEqual(Array(12).fill(413));
  } finally {
    child.kill();
  }
});

test("an answer after the whole body keeps the connection alive", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answer = await post(agent, "/read", 1024 * 1024);
  agent.destroy();
  expect(answer).toEqual({ status: 200, body: String(1024 * 1024), connection: "keep-alive" });
});

test("a request without a body answered at once keeps the connection alive", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const connection = await new Promise<string | undefined>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthz", agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers.connection));
      })
      .on("error", reject);
  });
  agent.destroy();
  expect(connection).toBe("keep-alive");
});
