import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,bff,sandbox,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    globalSetup: ["./vitest.global-setup.ts"],
    // Failures the tests provoke on purpose would otherwise flood the output with logs.
    env: { LOG_LEVEL: "silent" },
  },
});
