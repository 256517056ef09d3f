import { afterAll, vi } from "vitest";

/*
 * Test files share their worker's module cache (`isolate: false` in vitest.config.ts), so
 * the libraries load once per worker instead of once per file. The project's own modules
 * hold process-wide state (configuration, data cache, circuit breakers, rate limits), so
 * each file still gets fresh copies of them, and leaves the environment, timers and
 * globals as it found them.
 */
vi.resetModules();

const environment = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
