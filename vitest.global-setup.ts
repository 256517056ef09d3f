import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { startSandbox } from "./sandbox/start.ts";

declare module "vitest" {
  export interface ProvidedContext {
    cmsUrl: string;
    storeUrl: string;
  }
}

/** One sandbox on free ports and a throw-away database for the whole test run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-sandbox-"));
  const sandbox = await startSandbox({
    dbPath: join(dir, "sandbox.db"),
    fresh: true,
    latencyMs: 0,
    headerPrefix: "x-shop-",
    testControls: true,
    onError: (error) => console.error(error),
  });
  project.provide("cmsUrl", sandbox.cmsUrl);
  project.provide("storeUrl", sandbox.storeUrl);
  return async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
