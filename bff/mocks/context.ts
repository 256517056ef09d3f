import type { RequestContext } from "#bff/context.ts";

/** A guest's request context, for tests. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    locale: "cs",
    defaultLocale: "cs",
    currency: "CZK",
    domainCode: "cz",
    userVariant: null,
    userGroups: [],
    translationVariant: "default",
    authToken: null,
    cartToken: null,
    requestId: "test-request",
    ...overrides,
  };
}
