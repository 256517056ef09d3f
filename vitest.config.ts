import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,bff,sandbox,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Every core (Vitest leaves one free by default: on two cores, one file at a time), in
    // worker threads, which start faster than processes; each file still runs isolated.
    pool: "threads",
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    globalSetup: ["./vitest.global-setup.ts"],
    // Failures the tests provoke on purpose would otherwise flood the output with logs.
    env: { LOG_LEVEL: "silent" },
  },
});
