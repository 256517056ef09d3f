import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import compression from "compression";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";

import { precompressed } from "./precompressed.js";

const SCRIPT = `export const greeting = "${"Dobrý den, ".repeat(400)}";\n`;
let root = "";
let server: http.Server;
let origin = "";

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(root, "_shared"));
  writeFileSync(path.join(root, "_shared/entry-A1.js"), SCRIPT);
  writeFileSync(path.join(root, "_shared/entry-A1.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, "_shared/entry-A1.js.gz"), gzipSync(SCRIPT));
  // A style the build left without copies, and one with a gzip copy alone.
  writeFileSync(path.join(root, "small.css"), "a{color:red}");
  writeFileSync(path.join(root, "old.css"), `b{color:blue}${" ".repeat(2000)}`);
  writeFileSync(path.join(root, "old.css.gz"), gzipSync(`b{color:blue}${" ".repeat(2000)}`));
  const app = express();
  // As in server.mjs: the middleware that compresses on the fly comes first.
  app.use(compression({ threshold: 0 }));
  app.use(
    "/build",
    precompressed(root),
    express.static(root, { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: fetch would ask for its own encodings and decode the answer. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(`${origin}${url}`, { method, headers }, (response) => {
        const chunks: Array<Buffer> = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

test("a browser that accepts Brotli gets the build's Brotli copy, typed as the script", async () => {
  const answer = await get("/build/_shared/entry-A1.js", {
    "accept-encoding": "gzip, deflate, br, zstd",
  });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["content-type"]).toMatch(/^(?:application|text)\/javascript/);
  expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  expect(answer.headers["cache-control"]).toContain("immutable");
  expect(answer.body).toEqual(brotliCompressSync(SCRIPT));
});

test("a browser that accepts gzip alone gets the gzip copy", async () => {
  const answer = await get("/build/_shared/entry-A1.js?v=1", { "accept-encoding": "gzip" });
  expect(answer.headers["content-encoding"]).toBe("gzip");
  expect(answer.body).toEqual(gzipSync(SCRIPT));
});

test("Brotli refused by weight zero is not sent", async () => {
  const answer = await get("/build/_shared/entry-A1.js", { "accept-encoding": "br;q=0, gzip" });
  expect(answer.headers["content-encoding"]).toBe("gzip");
});

test("a client that asks for no encoding gets the file itself, still marked as varying", async () => {
  const answer = await get("/build/_shared/entry-A1.js");
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  expect(answer.body.toString()).toBe(SCRIPT);
});

test("a HEAD request names the copy's encoding and length", async () => {
  const answer = await get("/build/_shared/entry-A1.js", { "accept-encoding": "br" }, "HEAD");
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(Number(answer.headers["content-length"])).toBe(brotliCompressSync(SCRIPT).length);
});

test("a file without a copy of the encoding is compressed on the fly as before", async () => {
  const small = await get("/build/small.css", { "accept-encoding": "br" });
  expect(small.headers["content-type"]).toMatch(/^text\/css/);
  expect(small.headers["content-encoding"]).toBe("br");
  const gzipOnly = await get("/build/old.css", { "accept-encoding": "br" });
  expect(gzipOnly.headers["content-encoding"]).toBe("br");
  expect(gzipOnly.body).not.toEqual(gzipSync(`b{color:blue}${" ".repeat(2000)}`));
});

test("a file that is not there is a 404, whatever the browser accepts", async () => {
  const missing = await get("/build/_shared/entry-B2.js", { "accept-encoding": "br" });
  expect(missing.status).toBe(404);
});
