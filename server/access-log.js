import { requestIdOf } from "#server/request-id.js";

/** The data cache's outcomes as its reads write them into Server-Timing (bff/http/data-cache.ts). */
const CACHE_OUTCOMES = new Set(["hit", "miss", "shared", "stale", "stale-if-error", "last-known"]);

/**
 * How the request's cached upstream reads went, counted by outcome (`{ hit: 3, miss: 1 }`);
 * undefined when it made none. Reads the load context's Server-Timing list, which the BFF
 * fills while the page loads.
 *
 * @param {unknown} timings
 * @returns {Record<string, number> | undefined}
 */
export function cacheOutcomes(timings) {
  if (!Array.isArray(timings)) return undefined;
  /** @type {Record<string, number>} */
  const counts = {};
  for (const timing of timings) {
    const outcome = descriptionOf(timing);
    if (typeof outcome === "string" && CACHE_OUTCOMES.has(outcome)) {
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/** @param {unknown} timing */
function descriptionOf(timing) {
  return typeof timing === "object" && timing !== null && "description" in timing
    ? timing.description
    : undefined;
}

/**
 * The request's path without its query, which may carry an e-mail or a token (a reset link's
 * `?token=…&email=…`).
 *
 * @param {string} url
 */
function pathOf(url) {
  return url.split(/[?#]/, 1)[0] ?? "";
}

/**
 * Express middleware writing one JSON line per request once its answer is done: method,
 * path without the query, Remix route id, status, duration, request id and the data cache's
 * outcomes. Never a header, a cookie, a query or a body. Paths `quiet` names (health checks,
 * static files) are logged at debug.
 *
 * @param {{
 *   log: import("#server/log.js").Log;
 *   routeIdOf?: (path: string) => string | undefined;
 *   quiet?: (path: string) => boolean;
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function accessLog({ log, routeIdOf = () => undefined, quiet = () => false }) {
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const path = pathOf(req.originalUrl);
      /** @type {Record<string, unknown>} */
      const fields = { method: req.method, path };
      const route = routeIdOf(path);
      if (route) fields.route = route;
      fields.status = res.statusCode;
      fields.durationMs = Math.round((performance.now() - started) * 10) / 10;
      // The client left before the whole answer was sent.
      if (!res.writableFinished) fields.aborted = true;
      const requestId = requestIdOf(res);
      if (requestId) fields.requestId = requestId;
      const cache = cacheOutcomes(res.locals.serverTimings);
      if (cache) fields.cache = cache;
      (quiet(path) ? log.debug : log.info)("request", fields);
    });
    next();
  };
}
