import express, { type Express, type Request } from "express";

import { createFaultInjection } from "#sandbox/faults.ts";

import { errorHandler, errorsInLocaleOf, notFoundHandler } from "./errors.ts";

export interface AppOptions {
  /** Added to every answer except the test controls'. */
  latencyMs?: number;
  /** Mounts the fault and test-control endpoints (SANDBOX_TEST_CONTROLS=1). */
  testControls?: boolean;
  /** Receives unexpected errors before they are answered with a 500. */
  onError?: (error: unknown) => void;
  /** The locale a request's error titles are written in; Czech for every request without it. */
  errorLocale?: (req: Request) => string | undefined;
}

/** The frame both servers share: fault controls, latency and faults, health check. */
export function createBaseApp({
  latencyMs = 0,
  testControls = false,
  errorLocale,
}: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // Before the faults, so that an injected error speaks the request's language too.
  if (errorLocale) app.use(errorsInLocaleOf(errorLocale));
  const faults = createFaultInjection({ latencyMs });
  if (testControls) app.use("/__sandbox/faults", faults.router);
  // A test reads and resets the sandbox through its controls while an outage is injected.
  app.use((req, res, next) => {
    if (req.path.startsWith("/__sandbox/")) next();
    else faults.middleware(req, res, next);
  });
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  return app;
}

/** Closes the route list: unknown paths and thrown errors answer with the error body. */
export function finishApp(app: Express, { onError }: AppOptions): Express {
  app.use(notFoundHandler);
  app.use(errorHandler(onError));
  return app;
}
