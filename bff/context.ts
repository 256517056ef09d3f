import type { Locale } from "#bff/locales.js";

import type { ServerTiming } from "./http/server-timing.ts";

export { LOCALES, type Locale } from "#bff/locales.js";

/**
 * Everything the BFF needs to know about the shopper's request. Built once per request at
 * the Remix edge; the BFF never sees a `Request`.
 */
export type RequestContext = {
  locale: Locale;
  defaultLocale: Locale;
  currency: string;
  domainCode: string;
  userVariant: string | null;
  userGroups: Array<string>;
  translationVariant: string;
  authToken: string | null;
  cartToken: string | null;
  requestId: string;
  signal?: AbortSignal;
  /** Collects the request's upstream calls for the Server-Timing header. */
  timing?: ServerTiming;
  /** Data below the fold: its calls get the deferred time limit (see upstream-signal.ts). */
  deferred?: boolean;
};

/** The same request, for data the first paint does not need. */
export function deferredContext(ctx: RequestContext): RequestContext {
  return { ...ctx, deferred: true };
}

/**
 * The same request for a third party (the recommender, the address service): the
 * shopper's store login and cart token are none of its business.
 */
export function thirdPartyContext(ctx: RequestContext): RequestContext {
  return { ...ctx, authToken: null, cartToken: null };
}
