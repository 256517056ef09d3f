import { readdirSync, watch } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { accessLog } from "./server/access-log.js";
import { redirectToCanonicalUrl } from "./server/canonical-url.js";
import { dropUntrustedForwardedHost } from "./server/forwarded-host.js";
import { gracefulShutdown } from "./server/graceful-shutdown.js";
import { serverLog } from "./server/log.js";
import { maintenanceMode } from "./server/maintenance.js";
import { refuseForeignOrigins } from "./server/origin-check.js";
import { precompressed } from "./server/precompressed.js";
import { assignRequestId, requestIdOf } from "./server/request-id.js";
import { routeIdMatcher } from "./server/route-id.js";
import { routeTables } from "./server/route-tables.js";
import { securityHeaders } from "./server/security-headers.js";
import { closeAfterUnreadBody } from "./server/unread-body.js";

const BUILD_PATH = path.resolve("build/index.js");
const isDevelopment = process.env.NODE_ENV === "development";

/**
 * The server bundle, whose entry module also hands over this server's settings.
 *
 * @typedef {import("@remix-run/node").ServerBuild & { entry: { module: typeof import("#app/entry.server.tsx") } }} Build
 */

/** @returns {Promise<Build>} */
async function importBuild() {
  const url = pathToFileURL(BUILD_PATH);
  // A new query string makes Node load the rebuilt module during development.
  if (isDevelopment) url.searchParams.set("t", String(Date.now()));
  return import(url.href);
}

/**
 * The first build and the settings validated with the rest of the configuration. Importing
 * the build parses the environment: an invalid one ends the process with the list of every
 * problem, not a stack trace. Later builds in development keep these settings.
 */
async function firstBuild() {
  try {
    const imported = await importBuild();
    return { build: imported, settings: imported.entry.module.serverSettings() };
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "InvalidEnvironmentError") throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const { build: initialBuild, settings } = await firstBuild();
let build = initialBuild;
let tableOf = routeTables(build);
if (isDevelopment) {
  watch(path.dirname(BUILD_PATH), { persistent: false }, async () => {
    build = await importBuild();
    tableOf = routeTables(build);
    await broadcastDevReady(build);
  });
}

/** @type {WeakMap<Build, (path: string) => string | undefined>} */
const routeIdMatchers = new WeakMap();

/**
 * The Remix route a path leads to, matched in the path's own table (server/route-tables.js).
 *
 * @param {string} requestPath
 */
function routeIdOf(requestPath) {
  const table = tableOf(requestPath);
  let matcher = routeIdMatchers.get(table);
  if (!matcher) {
    matcher = routeIdMatcher(table.routes);
    routeIdMatchers.set(table, matcher);
  }
  return matcher(requestPath);
}

const log = serverLog({ level: settings.logLevel });
const shutdown = gracefulShutdown({ ...settings.shutdown, log });

const PROBES = new Set(["/healthz", "/readyz"]);
const PUBLIC_ENTRIES = new Set(readdirSync("public"));

/** @param {string} requestPath */
function isStaticFile(requestPath) {
  return PUBLIC_ENTRIES.has(requestPath.split("/")[1] ?? "");
}

/**
 * Whether a path can name something in public/ as serve-static resolves it (percent-decoded,
 * dot segments resolved); any other path would only cost each page a failed stat() on the
 * disk's thread pool before Remix gets it. A path it cannot decode goes to serve-static,
 * which answers that as before.
 *
 * @param {string} requestPath
 */
function mayBePublicFile(requestPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true;
  }
  return PUBLIC_ENTRIES.has(path.normalize(`./${decoded}`).split("/")[0] ?? "");
}

/**
 * Probes and static files go to the debug level: a balancer's checks and a page's assets
 * would bury the page views.
 *
 * @param {string} requestPath
 */
function quiet(requestPath) {
  return PROBES.has(requestPath) || isStaticFile(requestPath);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trustProxy);
app.use(assignRequestId);
// Static files are served before Remix: no route of its own answers them.
app.use(
  accessLog({
    log,
    routeIdOf: (requestPath) => (isStaticFile(requestPath) ? undefined : routeIdOf(requestPath)),
    quiet,
  }),
);
// The request's host only picks one of the configured origins (app/public-origin.server.ts);
// without a trusted proxy, it is the Host header alone.
if (!settings.trustProxy) app.use(dropUntrustedForwardedHost);
app.use(securityHeaders);
app.use(closeAfterUnreadBody);
app.use(compression());

// Before everything that could answer /readyz: a rollout's balancer stops routing here.
app.use(shutdown.readiness);

// Liveness only: answers without asking the upstreams, so a CMS outage does not restart us.
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("ok");
});

app.use(
  "/build",
  // Development rebuilds the folder under the running server and writes no copies.
  ...(isDevelopment ? [] : [precompressed("public/build")]),
  express.static("public/build", { immutable: true, maxAge: "1y", fallthrough: false }),
);
// Font files keep their names, so the folder carries the version (/fonts/v1/): changed fonts
// go to a new folder, and nothing ever changes under a URL a browser may keep for a year.
app.use(
  "/fonts",
  express.static("public/fonts", { immutable: true, maxAge: "1y", fallthrough: false }),
);
const publicFiles = express.static("public", { maxAge: "1h", index: false });
app.use((req, res, next) => (mayBePublicFile(req.path) ? publicFiles(req, res, next) : next()));
// A missing build file or font is a short 404 of its own: never a page (which would ask the
// upstreams), and never Express's default answer, which writes a stack trace to the log.
app.use(
  /** @type {import("express").ErrorRequestHandler} */
  (error, _req, res, next) => {
    const status = typeof error === "object" && error !== null ? error.status : undefined;
    if (status !== 404) return next(error);
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
  },
);

// Mounted only while the switch is on: otherwise no request pays for it.
if (settings.maintenance.on) {
  app.use(
    maintenanceMode({
      retryAfterSeconds: settings.maintenance.retryAfterSeconds,
      defaultLocale: settings.defaultLocale,
    }),
  );
}

app.use(redirectToCanonicalUrl({ defaultLocale: settings.defaultLocale }));
app.use(refuseForeignOrigins(settings.allowedOrigins));

/**
 * Per request: its id (server/request-id.js), which follows it to the upstreams, and the
 * list the BFF fills for Server-Timing, which the access log reads for the cache's outcomes.
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
function getLoadContext(req, res) {
  /** @type {Array<import("#bff/http/server-timing.ts").Timing>} */
  const serverTimings = [];
  res.locals.serverTimings = serverTimings;
  // Remix asks for a client navigation's data at the page's path with `.data` appended.
  const documentRequest = !req.path.endsWith(".data");
  return { requestId: requestIdOf(res), serverTimings, clientIp: req.ip, documentRequest };
}

/** @type {Map<Build, import("express").RequestHandler>} */
const remixHandlers = new Map();

/**
 * Remix with the route table the request's path needs (server/route-tables.js): one handler
 * per table, made on the first request that needs it. The path is the one Remix reads, from
 * the URL it builds out of `originalUrl`; one it would not parse gets the whole table.
 *
 * @type {import("express").RequestHandler}
 */
function remix(req, res, next) {
  const { originalUrl } = req;
  const table =
    originalUrl.startsWith("/") && !originalUrl.startsWith("//")
      ? tableOf(new URL(`http://localhost${originalUrl}`).pathname)
      : build;
  let handler = remixHandlers.get(table);
  if (!handler) {
    handler = createRequestHandler({ build: table, mode: build.mode, getLoadContext });
    remixHandlers.set(table, handler);
  }
  return handler(req, res, next);
}

app.all(
  "*",
  isDevelopment
    ? (req, res, next) =>
        createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next)
    : remix,
);

// Checked every second rather than Node's 30: the limits then hold to about a second.
const server = createServer(
  {
    connectionsCheckingInterval: 1000,
    headersTimeout: settings.timeouts.headersMs,
    requestTimeout: settings.timeouts.requestMs,
  },
  app,
);
// A proxy keeps idle connections to the shop open (nginx: 60 s, deploy/nginx.conf) and does
// not read the Keep-Alive header, so the shop must be the one that waits longer: with Node's
// 5 s, a request sent as the shop closed an idle connection met a reset, which the proxy
// answers with a 502 for a POST. Shutdown closes idle connections at once (graceful-shutdown).
server.keepAliveTimeout = 65_000;
server.listen(settings.port, settings.host, () => {
  log.info("storefront listening", {
    url: `http://localhost:${settings.port}`,
    host: settings.host,
    port: settings.port,
  });
  if (isDevelopment) void broadcastDevReady(build);
});
shutdown.watch(server);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => shutdown.begin(signal));
}
