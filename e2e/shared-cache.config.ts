import { defineConfig, devices } from "@playwright/test";

import { JOURNEY_BROWSER } from "./browsers.ts";

/**
 * The journeys through the shared cache: run by scripts/check-compose.mjs against its replay
 * of compose.yaml (nginx in front of two storefronts), whose proxy's address it passes as
 * SHOP_URL and the sandbox store's as STORE_URL. Not part of the main journeys, which talk
 * to one storefront straight.
 */
export default defineConfig({
  testDir: ".",
  testMatch: /through-the-shared-cache\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["line"]],
  use: {
    baseURL: process.env.SHOP_URL,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    launchOptions: JOURNEY_BROWSER,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
});
