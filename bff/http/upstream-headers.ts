import type { RequestContext } from "#bff/context.ts";

/** The spec's headers on every upstream call, all under one configurable prefix. */
export function upstreamHeaders(ctx: RequestContext, prefix: string): Headers {
  const headers = new Headers({
    accept: "application/json",
    [`${prefix}locale`]: ctx.locale,
    [`${prefix}default-locale`]: ctx.defaultLocale,
    [`${prefix}currency`]: ctx.currency,
    [`${prefix}domain`]: ctx.domainCode,
    [`${prefix}translation-variant`]: ctx.translationVariant,
    "x-request-id": ctx.requestId,
  });
  if (ctx.userVariant) headers.set(`${prefix}user-variant`, ctx.userVariant);
  if (ctx.userGroups.length > 0) headers.set(`${prefix}user-groups`, ctx.userGroups.join(","));
  if (ctx.authToken) headers.set("authorization", `Bearer ${ctx.authToken}`);
  if (ctx.cartToken) headers.set(`${prefix}cart-token`, ctx.cartToken);
  return headers;
}
