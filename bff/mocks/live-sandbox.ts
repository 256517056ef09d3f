import { beforeAll, inject } from "vitest";

/**
 * Points the BFF of this test file at the live sandbox that vitest's global setup started.
 * The BFF reads its configuration lazily on first use, and each test file has its own
 * module graph, so setting the environment before the first test is enough.
 */
export function connectToLiveSandbox(): { cmsUrl: string; storeUrl: string } {
  const urls = { cmsUrl: inject("cmsUrl"), storeUrl: inject("storeUrl") };
  beforeAll(() => {
    process.env.CMS_URL = urls.cmsUrl;
    process.env.STORE_URL = urls.storeUrl;
  });
  return urls;
}
