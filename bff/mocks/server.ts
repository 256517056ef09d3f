import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

import { setPlatform } from "#bff/http/platform.ts";

import { branchHandlers } from "./branches.ts";
import { cmsHandlers } from "./cms.ts";
import { glossaryHandlers } from "./glossary.ts";
import { magazineHandlers } from "./magazine.ts";
import { marketingHandlers } from "./marketing.ts";
import { productDocumentHandlers } from "./product-documents.ts";
import { recommenderHandlers } from "./recommender.ts";
import { storeHandlers } from "./store.ts";

/** One msw server for loader tests; unhandled requests fail the test. */
export const mockServer = setupServer(
  ...branchHandlers,
  ...cmsHandlers,
  ...glossaryHandlers,
  ...magazineHandlers,
  ...marketingHandlers,
  ...productDocumentHandlers,
  ...recommenderHandlers,
  ...storeHandlers,
);

/**
 * Answers upstream calls with msw in this test file; each test starts with the default
 * handlers, an empty data cache and closed circuit breakers.
 */
export function setUpMockUpstreams(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    mockServer.resetHandlers();
    setPlatform(undefined);
  });
  afterAll(() => mockServer.close());
}

export { cmsUrl, storeUrl } from "./urls.ts";
