import { readdirSync } from "node:fs";
import path from "node:path";

/** The build's compressed copies (scripts/precompress-build.mjs), the smallest first. */
const COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/**
 * Answers a request for a file of `root` with its compressed copy written by the build,
 * when the browser accepts that encoding: the static files that follow in the chain then
 * send the copy's bytes, with the original file's type. Brotli at its strongest setting is
 * about 13 % smaller than what the compression middleware makes of a script on the fly,
 * and costs the request nothing (docs/decisions/073).
 *
 * The folder is read once: the browser build does not change under a running server.
 *
 * @param {string} root
 * @returns {import("express").RequestHandler}
 */
export function precompressed(root) {
  const present = new Set(filesUnder(root));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const copies = COPIES.filter(({ suffix }) => present.has(`${req.path}${suffix}`));
    if (copies.length === 0) return next();
    // Whichever copy is sent, a cache must keep one per encoding.
    res.vary("Accept-Encoding");
    const accepted = req.acceptsEncodings();
    const copy = copies.find(({ encoding }) => accepted.includes(encoding));
    if (!copy) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", copy.encoding);
    req.url = `${req.path}${copy.suffix}${req.url.slice(req.path.length)}`;
    next();
  };
}

/**
 * Every file under `root`, as a path from it; none when there is no build yet.
 *
 * @param {string} root
 * @returns {Array<string>}
 */
function filesUnder(root) {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
}
