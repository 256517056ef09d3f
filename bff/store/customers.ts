import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { AresCompanySchema, NewsletterSubscribeSchema } from "./schemas.ts";

/** GET {store}/api/v1/ares/ico?ico=… : the company behind an IČO (404 when unknown). */
export async function lookupCompany({ ctx, ico }: { ctx: RequestContext; ico: string }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/ares/ico",
    query: { ico },
    schema: AresCompanySchema,
  });
  return data;
}

/**
 * POST {store}/api/v1/newsletter/subscribe (terms always true, as the spec sends it). An
 * address already subscribed answers 401, which the storefront shows as success.
 */
export async function subscribeNewsletter({
  ctx,
  email,
  callbackUrl,
  source,
}: {
  ctx: RequestContext;
  email: string;
  callbackUrl: string;
  source?: string;
}) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/newsletter/subscribe",
    method: "POST",
    body: { email, callbackUrl, source, terms: true },
    schema: NewsletterSubscribeSchema,
  });
  return data;
}
