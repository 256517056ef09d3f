import { randomUUID } from "node:crypto";
import { watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { redirectToCanonicalUrl } from "./server/canonical-url.js";
import { dropUntrustedForwardedHost } from "./server/forwarded-host.js";
import { refuseForeignOrigins } from "./server/origin-check.js";
import { securityHeaders } from "./server/security-headers.js";

const BUILD_PATH = path.resolve("build/index.js");
const isDevelopment = process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean);

/** @returns {Promise<import("@remix-run/node").ServerBuild>} */
async function importBuild() {
  const url = pathToFileURL(BUILD_PATH);
  // A new query string makes Node load the rebuilt module during development.
  if (isDevelopment) url.searchParams.set("t", String(Date.now()));
  return import(url.href);
}

let build = await importBuild();
if (isDevelopment) {
  watch(path.dirname(BUILD_PATH), { persistent: false }, async () => {
    build = await importBuild();
    await broadcastDevReady(build);
  });
}

const app = express();
app.disable("x-powered-by");
const trustProxy = process.env.TRUST_PROXY === "true";
app.set("trust proxy", trustProxy);
// The request's host only picks one of the configured origins (app/public-origin.server.ts);
// without a trusted proxy, it is the Host header alone.
if (!trustProxy) app.use(dropUntrustedForwardedHost);
app.use(securityHeaders);
app.use(compression());

// Liveness only: answers without asking the upstreams, so a CMS outage does not restart us.
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").type("text/plain").send("ok");
});

app.use(
  "/build",
  express.static("public/build", { immutable: true, maxAge: "1y", fallthrough: false }),
);
app.use(express.static("public", { maxAge: "1h", index: false }));

app.use(redirectToCanonicalUrl({ defaultLocale: process.env.DEFAULT_LOCALE ?? "cs" }));
app.use(refuseForeignOrigins(allowedOrigins));

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Per request: an id (the proxy's, when it sends a sane one) that follows the request to
 * the upstreams and into the logs, and the list the BFF fills for Server-Timing.
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
function getLoadContext(req, res) {
  const incoming = req.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.set("X-Request-Id", requestId);
  return { requestId, serverTimings: [], clientIp: req.ip };
}

app.all(
  "*",
  isDevelopment
    ? (req, res, next) =>
        createRequestHandler({ build, mode: "development", getLoadContext })(req, res, next)
    : createRequestHandler({ build, mode: build.mode, getLoadContext }),
);

const server = app.listen(port, host, () => {
  console.warn(`Storefront listening on http://localhost:${port}`);
  if (isDevelopment) void broadcastDevReady(build);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
