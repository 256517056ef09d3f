/**
 * Joins the browser build's many small shared chunks into few (docs/decisions/070).
 *
 * Remix's classic compiler splits the browser code with esbuild, one chunk for every set of
 * route modules that share a module: some 200 chunks, half of them under half a kilobyte
 * gzipped, and a page loads 50-70 of them. Every file costs a request and compresses on its
 * own. This pass bundles the compiler's output again with Rollup:
 *
 * - everything the browser's entry and the root route import, which every page loads, goes
 *   into two chunks: the entry's (React, Remix and the entry's own modules) and the frame's
 *   (the root route's components);
 * - the entry and every route module stay files of their own with the same exports, under
 *   new content-hashed names.
 *
 * Then it writes the new file names and each module's static imports (the page's
 * modulepreload links) into the assets manifest, in the server build and in the browser's
 * copy, and removes the compiler's scripts. Styles are not touched.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";

import { rollup } from "rollup";

const MANIFEST_DECLARATION = "var assets_manifest_default = ";
/** The content hash esbuild appends to a file's name. */
const ESBUILD_HASH = /-[A-Z0-9]{8}$/;

/**
 * @typedef {{ module: string, imports?: Array<string>, [key: string]: unknown }} ManifestEntry
 * @typedef {{ entry: ManifestEntry, routes: Record<string, ManifestEntry>, url: string, version: string, [key: string]: unknown }} AssetsManifest
 */

/**
 * The assets manifest in the server build's source: the one declaration the compiler
 * writes on a line of its own, as an object literal.
 *
 * @param {string} source
 * @returns {{ manifest: AssetsManifest, line: string }}
 */
export function readAssetsManifest(source) {
  const lines = source.split("\n").filter((line) => line.startsWith(MANIFEST_DECLARATION));
  if (lines.length !== 1 || !lines[0]?.endsWith(";")) {
    throw new Error(`expected one "${MANIFEST_DECLARATION}…;" line in the server build`);
  }
  const line = lines[0];
  const literal = line.slice(MANIFEST_DECLARATION.length, -1);
  return { manifest: vm.runInNewContext(`(${literal})`), line };
}

/**
 * A module's static imports, transitively, as Remix lists them for modulepreload.
 *
 * @param {string} fileName
 * @param {Map<string, Array<string>>} importsOf
 * @returns {Array<string>}
 */
export function staticClosure(fileName, importsOf) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    for (const imported of importsOf.get(name) ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  seen.delete(fileName);
  return [...seen];
}

/**
 * The manifest with every module at its new address and its imports as the new build has
 * them.
 *
 * @param {AssetsManifest} manifest
 * @param {{ publicPath: string, fileOf: Map<string, string>, importsOf: Map<string, Array<string>> }} joined
 *   fileOf: an old module address to its new file name; importsOf: a new file's static imports.
 * @returns {AssetsManifest}
 */
function joinedManifest(manifest, { publicPath, fileOf, importsOf }) {
  const moved = (/** @type {ManifestEntry} */ entry) => {
    const fileName = fileOf.get(entry.module);
    if (!fileName) throw new Error(`no joined file for ${entry.module}`);
    return {
      ...entry,
      module: publicPath + fileName,
      imports: staticClosure(fileName, importsOf).map((name) => publicPath + name),
    };
  };
  return {
    ...manifest,
    entry: moved(manifest.entry),
    routes: Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [id, moved(route)]),
    ),
  };
}

/** @param {string} directory @returns {Promise<Array<string>>} */
async function scriptsIn(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * @param {{ serverBuild?: string, assetsDirectory?: string, publicPath?: string }} [options]
 */
export async function joinBrowserChunks({
  serverBuild = "build/index.js",
  assetsDirectory = "public/build",
  publicPath = "/build/",
} = {}) {
  const assets = path.resolve(assetsDirectory);
  const source = await readFile(serverBuild, "utf8");
  const { manifest, line } = readAssetsManifest(source);
  const fileFor = (/** @type {string} */ address) =>
    path.join(assets, address.slice(publicPath.length));

  const entries = [manifest.entry, ...Object.values(manifest.routes)];
  const entryFiles = new Set(entries.map((entry) => fileFor(entry.module)));
  const entryChunks = new Set((manifest.entry.imports ?? []).map(fileFor));
  const root = manifest.routes.root;
  if (!root) throw new Error("the manifest has no root route");
  const frameChunks = new Set((root.imports ?? []).map(fileFor));

  const bundle = await rollup({
    input: Object.fromEntries(
      [...entryFiles].map((file) => [
        path.relative(assets, file).slice(0, -".js".length).replace(ESBUILD_HASH, ""),
        file,
      ]),
    ),
    preserveEntrySignatures: "strict",
    plugins: [
      {
        name: "build-addresses",
        resolveId(id) {
          if (id.startsWith(publicPath)) return fileFor(id);
          if (id.startsWith(assets + path.sep)) return id;
          // The translation modules the server writes, loaded by address at run time.
          if (id.startsWith("/")) return { id, external: true };
          return null;
        },
      },
    ],
    onwarn(warning) {
      throw new Error(`joining the browser chunks: ${warning.message}`);
    },
  });
  // Written beside the build, so that the files move in by renaming; removed whatever happens.
  const staging = `${assets}.joining-${randomUUID()}`;
  try {
    const { output } = await bundle.write({
      dir: staging,
      format: "es",
      compact: true,
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: (chunk) => `_shared/${chunk.name.replace(ESBUILD_HASH, "")}-[hash].js`,
      manualChunks(id) {
        if (entryFiles.has(id)) return undefined;
        if (entryChunks.has(id)) return "entry";
        if (frameChunks.has(id)) return "frame";
        return undefined;
      },
    });

    /** @type {Map<string, string>} */
    const fileOf = new Map();
    /** @type {Map<string, Array<string>>} */
    const importsOf = new Map();
    for (const chunk of output) {
      if (chunk.type !== "chunk") continue;
      importsOf.set(chunk.fileName, chunk.imports);
      if (chunk.isEntry && chunk.facadeModuleId) {
        fileOf.set(publicPath + path.relative(assets, chunk.facadeModuleId), chunk.fileName);
      }
    }

    // The browser's copy of the manifest is named by its content, as the compiler names it.
    const draft = joinedManifest(manifest, { publicPath, fileOf, importsOf });
    const hash = createHash("sha256").update(JSON.stringify(draft)).digest("hex");
    const url = `${publicPath}manifest-${hash.slice(0, 8).toUpperCase()}.js`;
    const joined = { ...draft, url };

    for (const file of await scriptsIn(assets)) await rm(file);
    for (const file of await scriptsIn(staging)) {
      const destination = path.join(assets, path.relative(staging, file));
      await mkdir(path.dirname(destination), { recursive: true });
      await rename(file, destination);
    }
    await writeFile(fileFor(url), `window.__remixManifest=${JSON.stringify(joined)};`);
    await writeFile(
      serverBuild,
      source.replace(line, () => `${MANIFEST_DECLARATION}${JSON.stringify(joined)};`),
    );
    return { files: output.length, manifest: joined };
  } finally {
    await bundle.close();
    await rm(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { files } = await joinBrowserChunks();
  process.stdout.write(`Joined the browser's scripts into ${files} files.\n`);
}
