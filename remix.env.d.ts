/// <reference types="@remix-run/dev" />

import "@remix-run/node";

import type { Timing } from "./bff/http/server-timing.ts";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }

  /** What server.mjs hands every request (see its getLoadContext). */
  interface AppLoadContext {
    requestId?: string;
    serverTimings?: Array<Timing>;
  }
}
