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
    /** The shopper's address as Express sees it (X-Forwarded-For only with TRUST_PROXY). */
    clientIp?: string;
    /**
     * Whether the request asks for a document (not a client navigation's data): its boxes
     * are then kept as markup by the browser (decision 068).
     */
    documentRequest?: boolean;
  }
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own parameter
  interface HTMLAttributes<T> {
    /** Makes a subtree unreachable while a modal covers it (not yet in React 18's types). */
    inert?: "";
  }
}
