import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,bff,sandbox,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Every core (Vitest leaves one free by default: on two cores, one file at a time), in
    // worker threads, which start faster than processes.
    pool: "threads",
    maxWorkers: availableParallelism(),
    // A worker keeps the libraries it loaded from file to file: isolated, its files spent
    // more time loading them again than running tests (decision 059). vitest.setup.ts
    // gives each file fresh copies of the project's own modules and the environment it
    // found.
    isolate: false,
    testTimeout: 20_000,
    globalSetup: ["./vitest.global-setup.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Failures the tests provoke on purpose would otherwise flood the output with logs.
    env: { LOG_LEVEL: "silent" },
  },
});
