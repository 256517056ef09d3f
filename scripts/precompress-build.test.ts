import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, beforeEach, expect, test } from "vitest";

import { precompress } from "./precompress-build.mjs";

let dir = "";
const at = (file: string) => path.join(dir, file);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(at("routes"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("every script and stylesheet gets a Brotli and a gzip copy that decode to it", async () => {
  const script = `export const rows = [${'"Vibrátor", '.repeat(500)}];\n`;
  const style = `.product-card{display:grid}${".box{margin:0}".repeat(200)}`;
  writeFileSync(at("routes/kosik-AB12.js"), script);
  writeFileSync(at("root-CD34.css"), style);

  const totals = await precompress(dir);

  expect(brotliDecompressSync(readFileSync(at("routes/kosik-AB12.js.br"))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(at("routes/kosik-AB12.js.gz"))).toString()).toBe(script);
  expect(brotliDecompressSync(readFileSync(at("root-CD34.css.br"))).toString()).toBe(style);
  expect(totals.files).toBe(2);
  expect(totals.br).toBeLessThan(totals.gz);
  expect(totals.gz).toBeLessThan(totals.bytes);
});

test("small files, files that do not shrink and other kinds of file get no copy", async () => {
  writeFileSync(at("tiny.js"), "export {};\n");
  writeFileSync(at("noise.js"), randomBytes(4096));
  writeFileSync(at("logo.png"), Buffer.alloc(4096));

  expect((await precompress(dir)).files).toBe(1);

  for (const file of ["tiny.js", "noise.js", "logo.png"]) {
    expect([existsSync(at(`${file}.br`)), existsSync(at(`${file}.gz`))]).toEqual([false, false]);
  }
});

test("a rebuild removes the copies of files that are gone and renews the others", async () => {
  writeFileSync(at("entry-OLD.js.br"), "stale");
  writeFileSync(at("entry-OLD.js.gz"), "stale");
  const script = `console.log(${'"nový", '.repeat(300)});\n`;
  writeFileSync(at("entry-NEW.js"), script);
  writeFileSync(at("entry-NEW.js.br"), "from the last build");

  await precompress(dir);

  expect(existsSync(at("entry-OLD.js.br"))).toBe(false);
  expect(existsSync(at("entry-OLD.js.gz"))).toBe(false);
  expect(brotliDecompressSync(readFileSync(at("entry-NEW.js.br"))).toString()).toBe(script);
});
