import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** Paths that keep answering during maintenance: the orchestrator's health checks. */
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);

const LANGUAGES = ["cs", "sk", "de"];

const STYLE = [
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf7f8;",
  "color:#2b2326;font:1.0625rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "main{max-width:34rem;padding:2rem 1.5rem;text-align:center}",
  "h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}",
  "p{margin:0 0 .75rem}",
].join("");

/** The page's only style, allowed by its hash: no inline style of a CMS can ride along. */
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/**
 * @typedef {{ title: string; text: string; back: string }} MaintenanceTexts
 */

/**
 * The maintenance page's words in one language, from the shop's translations (the
 * `service.maintenance` keys, which the /udrzba page shows too).
 *
 * @param {string} language
 * @returns {MaintenanceTexts | null}
 */
function textsOf(language) {
  /** @type {unknown} */
  const translations = JSON.parse(
    readFileSync(new URL(`../locales/${language}/common.json`, import.meta.url), "utf8"),
  );
  const texts = pick(pick(translations, "service"), "maintenance");
  const title = pick(texts, "title");
  const text = pick(texts, "text");
  const back = pick(texts, "back");
  return typeof title === "string" && typeof text === "string" && typeof back === "string"
    ? { title, text, back }
    : null;
}

/**
 * @param {unknown} value
 * @param {string} key
 * @returns {unknown}
 */
function pick(value, key) {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key)
    ? /** @type {Record<string, unknown>} */ (value)[key]
    : undefined;
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ??
      character,
  );
}

/**
 * A whole HTML document that needs nothing else: no script, no upstream, no stylesheet.
 *
 * @param {string} language
 * @param {MaintenanceTexts} texts
 */
export function maintenanceHtml(language, texts) {
  return [
    "<!DOCTYPE html>",
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.text)}</p><p>${escapeHtml(texts.back)}</p></main></body>`,
    "</html>",
  ].join("");
}

/**
 * The language of a request's path: a non-default language's prefix (`/sk/…`), else the
 * default one. A language's own host is not told apart; it gets the default language.
 *
 * @param {string} path
 * @param {string} defaultLocale
 * @param {ReadonlyArray<string>} languages
 */
export function languageOfPath(path, defaultLocale, languages) {
  const first = path.split("/")[1] ?? "";
  return first !== defaultLocale && languages.includes(first) ? first : defaultLocale;
}

/**
 * Express middleware for the maintenance switch (MAINTENANCE_MODE=on): every request but
 * the health checks gets 503 with `Retry-After` and a calm page in its language. server.mjs
 * mounts it only while the switch is on, after the static files, so it costs nothing
 * otherwise and assets keep loading.
 *
 * @param {{ retryAfterSeconds: number; defaultLocale: string }} options
 * @returns {import("express").RequestHandler}
 */
export function maintenanceMode({ retryAfterSeconds, defaultLocale }) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const language of LANGUAGES) {
    const texts = textsOf(language);
    if (texts) pages.set(language, maintenanceHtml(language, texts));
  }
  const fallback = pages.get(defaultLocale) ?? pages.get("cs") ?? "";
  const languages = [...pages.keys()];
  return (req, res, next) => {
    if (HEALTH_CHECKS.has(req.path)) return next();
    res.status(503).set({
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "X-Robots-Tag": "noindex",
    });
    const language = languageOfPath(req.path, defaultLocale, languages);
    res.type("html").send(pages.get(language) ?? fallback);
  };
}
