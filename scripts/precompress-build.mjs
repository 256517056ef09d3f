/**
 * Writes a Brotli and a gzip copy of every script and stylesheet of the browser build, at
 * the strongest settings, beside the file (`entry-….js.br`, `entry-….js.gz`). The server
 * sends them as they are (server/precompressed.js), so a browser gets the smallest form
 * of each file and no request pays for compressing it (docs/decisions/073).
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the browser build holds: scripts and stylesheets. */
const COMPRESSIBLE = /\.(?:js|css)$/;
/** Below this, a compressed copy saves less than its Content-Encoding header costs. */
const MIN_BYTES = 1024;

/** Each copy by its file suffix. @type {Record<string, (body: Buffer) => Promise<Buffer>>} */
const ENCODERS = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gz: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * Every file under `dir`, as paths relative to it.
 *
 * @param {string} dir
 * @returns {Promise<Array<string>>}
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Compresses the folder's files in place and removes copies whose file is gone (a build
 * that reuses the folder). A copy is kept only when it is smaller than the file.
 *
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>}
 */
export async function precompress(dir) {
  const files = await filesUnder(dir);
  const present = new Set(files);
  const isCopy = (/** @type {string} */ file) =>
    Object.keys(ENCODERS).some((suffix) => file.endsWith(`.${suffix}`));
  await Promise.all(
    files
      .filter((file) => isCopy(file) && !present.has(file.replace(/\.[a-z]+$/, "")))
      .map((file) => rm(path.join(dir, file))),
  );

  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const sources = files.filter((file) => !isCopy(file) && COMPRESSIBLE.test(file));
  // Two at a time: each encoder runs on the thread pool, and the machine may have two cores.
  for (let index = 0; index < sources.length; index += 2) {
    await Promise.all(
      sources.slice(index, index + 2).map(async (file) => {
        const body = await readFile(path.join(dir, file));
        if (body.length < MIN_BYTES) return;
        totals.files += 1;
        totals.bytes += body.length;
        for (const [suffix, encode] of Object.entries(ENCODERS)) {
          const encoded = await encode(body);
          const target = path.join(dir, `${file}.${suffix}`);
          if (encoded.length >= body.length) {
            await rm(target, { force: true });
            continue;
          }
          await writeFile(target, encoded);
          totals[/** @type {"br" | "gz"} */ (suffix)] += encoded.length;
        }
      }),
    );
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "public/build";
  const { files, bytes, br, gz } = await precompress(dir);
  const kib = (/** @type {number} */ value) => `${Math.round(value / 1024)} KiB`;
  process.stdout.write(
    `Precompressed ${files} files of ${dir}: ${kib(bytes)} → ${kib(br)} Brotli, ${kib(gz)} gzip.\n`,
  );
}
