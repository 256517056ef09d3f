import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { joinBrowserChunks, readAssetsManifest, staticClosure } from "./join-browser-chunks.mjs";

/**
 * A compiler's output in miniature, as esbuild splits it: the entry and the root share the
 * framework chunk, the root has two small chunks of its own, and two routes share one
 * chunk that neither the entry nor the root loads.
 */
const FILES: Record<string, string> = {
  "_shared/chunk-FRAMEWRK.js": `export const render = (name) => "rendered " + name;`,
  "_shared/chunk-HEADER00.js": `export const header = "header";`,
  "_shared/chunk-FOOTER00.js": `import { render } from "/build/_shared/chunk-FRAMEWRK.js"; export const footer = render("footer");`,
  "_shared/chunk-LISTING0.js": `export const listing = (items) => items.join(", ");`,
  "entry.client-ENTRY000.js": `import { render } from "/build/_shared/chunk-FRAMEWRK.js"; export const started = render("entry");`,
  "root-ROOT0000.js": `import { header } from "/build/_shared/chunk-HEADER00.js"; import { footer } from "/build/_shared/chunk-FOOTER00.js"; export default function Root() { return header + " " + footer; } export const handle = { i18n: ["frame"] };`,
  "routes/_index-HOME0000.js": `import { listing } from "/build/_shared/chunk-LISTING0.js"; export default function Home() { return listing(["a", "b"]); } export async function clientLoader() { return (await import("/build/_shared/rare-part-RARE0000.js")).rare; }`,
  "routes/$-CATALOG0.js": `import { listing } from "/build/_shared/chunk-LISTING0.js"; export default function Catalog() { return listing(["c"]); }`,
  "_shared/rare-part-RARE0000.js": `export const rare = "rare";`,
  "manifest-OLD00000.js": `window.__remixManifest={};`,
};

const MANIFEST = {
  entry: {
    module: "/build/entry.client-ENTRY000.js",
    imports: ["/build/_shared/chunk-FRAMEWRK.js"],
  },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/build/root-ROOT0000.js",
      imports: [
        "/build/_shared/chunk-HEADER00.js",
        "/build/_shared/chunk-FOOTER00.js",
        "/build/_shared/chunk-FRAMEWRK.js",
      ],
      hasLoader: true,
    },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      module: "/build/routes/_index-HOME0000.js",
      imports: ["/build/_shared/chunk-LISTING0.js"],
    },
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      path: "*",
      module: "/build/routes/$-CATALOG0.js",
      imports: ["/build/_shared/chunk-LISTING0.js"],
    },
  },
  url: "/build/manifest-OLD00000.js",
  version: "old00000",
};

/** The server bundle's manifest line as the compiler writes it: a literal, not JSON. */
const literal = (value: unknown) => JSON.stringify(value).replace(/"(\w+)":/g, "$1:");
const SERVER_BUILD = [
  `import * as route0 from "./routes/root.js";`,
  `var assets_manifest_default = ${literal(MANIFEST)};`,
  `export { assets_manifest_default as assets };`,
].join("\n");

let directory = "";
let assets = "";
let serverBuild = "";

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "join-chunks-"));
  assets = path.join(directory, "public", "build");
  serverBuild = path.join(directory, "index.js");
  for (const [name, source] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(assets, name)), { recursive: true });
    await writeFile(path.join(assets, name), source);
  }
  await writeFile(path.join(assets, "root-STYLES00.css"), "body{margin:0}");
  await writeFile(serverBuild, SERVER_BUILD);
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const fileOf = (address: string) => path.join(assets, address.slice("/build/".length));

describe("joinBrowserChunks", () => {
  test("every page's shared scripts come in fewer files, and the manifest names them", async () => {
    const { manifest } = await joinBrowserChunks({ serverBuild, assetsDirectory: assets });

    // The root's own chunks and the framework become one file each.
    const root = manifest.routes.root;
    expect(root?.module).toMatch(/^\/build\/root-[\w-]{8}\.js$/);
    expect(root?.imports?.map((address) => path.basename(address)).sort()).toEqual([
      expect.stringMatching(/^entry-/),
      expect.stringMatching(/^frame-/),
    ]);
    expect(manifest.entry.imports).toEqual([expect.stringMatching(/^\/build\/_shared\/entry-/)]);
    // A route's chunk that the root does not load stays its own.
    const home = manifest.routes["routes/_index"];
    expect(home?.imports).toHaveLength(1);
    expect(home?.imports).toEqual(manifest.routes["routes/$"]?.imports);
    for (const route of [manifest.entry, ...Object.values(manifest.routes)]) {
      for (const address of [route.module, ...(route.imports ?? [])]) {
        expect(existsSync(fileOf(address))).toBe(true);
      }
    }
  });

  test("the server build and the browser's copy carry the new manifest; old scripts are gone", async () => {
    const { manifest } = await joinBrowserChunks({ serverBuild, assetsDirectory: assets });

    expect(readAssetsManifest(await readFile(serverBuild, "utf8")).manifest).toEqual(manifest);
    expect(manifest.url).toMatch(/^\/build\/manifest-[0-9A-F]{8}\.js$/);
    expect(await readFile(fileOf(manifest.url), "utf8")).toBe(
      `window.__remixManifest=${JSON.stringify(manifest)};`,
    );
    const left = await readdir(assets, { recursive: true });
    for (const old of Object.keys(FILES)) expect(left).not.toContain(old);
    expect(left).toContain("root-STYLES00.css");
  });

  test("route modules keep their exports and behaviour, rare parts still load on demand", async () => {
    const { manifest } = await joinBrowserChunks({ serverBuild, assetsDirectory: assets });
    const load = (address: string) => import(pathToFileURL(fileOf(address)).href);

    const root = await load(manifest.routes.root?.module ?? "");
    expect(Object.keys(root).sort()).toEqual(["default", "handle"]);
    expect(root.default()).toBe("header rendered footer");
    const home = await load(manifest.routes["routes/_index"]?.module ?? "");
    expect(home.default()).toBe("a, b");
    expect(await home.clientLoader()).toBe("rare");
    // The rare part is still a file of its own, fetched only when the loader asks for it.
    const homeRoute = manifest.routes["routes/_index"];
    for (const address of [homeRoute?.module ?? "", ...(homeRoute?.imports ?? [])]) {
      expect(await readFile(fileOf(address), "utf8")).not.toContain(`"rare"`);
    }
    expect((await load(manifest.entry.module)).started).toBe("rendered entry");
  });

  test("a build it cannot join is left as the compiler wrote it", async () => {
    await writeFile(
      path.join(assets, "routes/$-CATALOG0.js"),
      `import { gone } from "/build/_shared/chunk-MISSING0.js"; export default gone;`,
    );
    await expect(joinBrowserChunks({ serverBuild, assetsDirectory: assets })).rejects.toThrow(
      /chunk-MISSING0/,
    );
    expect(await readFile(serverBuild, "utf8")).toBe(SERVER_BUILD);
    const left = await readdir(path.dirname(assets));
    expect(left).toEqual(["build"]);
    expect(await readdir(assets, { recursive: true })).toEqual(
      expect.arrayContaining(Object.keys(FILES)),
    );
  });

  test("a server build without its one manifest line is refused", async () => {
    await writeFile(serverBuild, "export const assets = {};");
    await expect(joinBrowserChunks({ serverBuild, assetsDirectory: assets })).rejects.toThrow(
      /one "var assets_manifest_default = …;" line/,
    );
  });
});

describe("staticClosure", () => {
  test("lists what a file imports, directly or not, once, without itself", () => {
    const imports = new Map([
      ["route.js", ["a.js", "b.js"]],
      ["a.js", ["c.js"]],
      ["b.js", ["c.js", "route.js"]],
    ]);
    expect(staticClosure("route.js", imports).sort()).toEqual(["a.js", "b.js", "c.js"]);
  });
});
