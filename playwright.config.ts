import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { RECOMMENDATION_PLACEMENTS } from "./bff/rules/recommendation-placements.ts";
import { JOURNEY_BROWSER, SCREENSHOT_BROWSER } from "./e2e/browsers.ts";
import { FEATURES_SHOP_URL, REVALIDATE_SECRET } from "./e2e/fixtures.ts";

/**
 * Journeys run against the production build and a freshly seeded sandbox over real HTTP,
 * in Debian's Chromium (Playwright cannot download its own browser here), each with
 * JavaScript on and off. Ports differ from `npm run demo`, so both can run at once.
 */
const SHOP_PORT = 3100;
const DOMAIN_SHOP_PORT = 3101;
const FEATURES_SHOP_PORT = 3102;
const CMS_PORT = 4101;
const STORE_PORT = 4102;
export const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
export const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;
/**
 * Journeys that change the shop for every visitor (outages, the shopping switch) run on
 * their own, one project at a time after the rest, since any two of them running side by
 * side would break each other (a switch drops the cache an outage journey relies on).
 */
const OUTAGES = /resilience\.spec/;
const SWITCHES = /shopping-disabled\.spec/;
/** Screenshots compared with baselines: first, on the seed's own stock and content. */
const VISUAL = /visual\.spec/;
/** Journeys through nginx's shared cache: scripts/check-compose.mjs runs them on its replay. */
const SHARED_CACHE = /through-the-shared-cache\.spec/;
const EXCLUSIVE = [OUTAGES, SWITCHES, VISUAL, SHARED_CACHE];
const sandboxDb = join(tmpdir(), `storefront-e2e-${process.pid}.db`);
/** A widget per placement in each shop variant; the sandbox's recommender answers any. */
const RECOMMENDER_WIDGETS = JSON.stringify(
  Object.fromEntries(
    ["cz", "sk", "de"].map((shop) => [
      shop,
      Object.fromEntries(
        RECOMMENDATION_PLACEMENTS.map((placement) => [placement, `${shop}-${placement}`]),
      ),
    ]),
  ),
);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // One retry records a trace of a failure (traces cost every journey a sixth of its time,
  // so only the retry records one). The report lists a journey that passed only on its
  // retry as flaky: a bug to fix, not a pass to accept (decision 059).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The accessibility journeys run axe on whole pages, about 20 s each on two busy cores:
  // 30 s left them too little room on a machine with other work.
  timeout: 45_000,
  expect: {
    timeout: 7_000,
    // Small enough to catch a product box that shows its picture twice (about 1 % of a
    // phone's home page), large enough for anti-aliasing.
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      threshold: 0.2,
      maxDiffPixelRatio: 0.003,
    },
  },
  snapshotPathTemplate: "{testDir}/screenshots/{arg}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    trace: "on-first-retry",
    launchOptions: JOURNEY_BROWSER,
  },
  projects: [
    {
      name: "visual",
      testMatch: VISUAL,
      use: { ...devices["Desktop Chrome"], launchOptions: SCREENSHOT_BROWSER },
    },
    {
      name: "js",
      testIgnore: EXCLUSIVE,
      dependencies: ["visual"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: true,
        launchOptions: JOURNEY_BROWSER,
      },
    },
    {
      name: "nojs",
      // axe runs as a script in the page, so accessibility is checked with JS on only; the
      // markup it checks is the same server-rendered HTML.
      // Hostile requests, open redirects and the two-instance proof go over raw HTTP
      // without a page, and headers, redirects, static files and what search engines read
      // (the head, robots.txt, sitemaps) are the server's answer alone: once is enough.
      testIgnore: [
        /with-javascript/,
        ...EXCLUSIVE,
        /accessibility/,
        /hostile-requests/,
        /open-redirects/,
        /several-instances/,
        /security\.spec/,
        /redirects\.spec/,
        /static-assets\.spec/,
        /seo\.spec/,
      ],
      dependencies: ["visual"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions: JOURNEY_BROWSER,
      },
    },
    {
      name: "resilience-js",
      testMatch: OUTAGES,
      dependencies: ["js", "nojs"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: true,
        launchOptions: JOURNEY_BROWSER,
      },
    },
    {
      name: "resilience-nojs",
      testMatch: OUTAGES,
      dependencies: ["resilience-js"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions: JOURNEY_BROWSER,
      },
    },
    {
      name: "switches-js",
      testMatch: SWITCHES,
      dependencies: ["resilience-nojs"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: true,
        launchOptions: JOURNEY_BROWSER,
      },
    },
    {
      name: "switches-nojs",
      testMatch: SWITCHES,
      dependencies: ["switches-js"],
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions: JOURNEY_BROWSER,
      },
    },
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx sandbox/main.ts --fresh",
      url: `${STORE_URL}/healthz`,
      env: {
        SANDBOX_DB: sandboxDb,
        CMS_PORT: String(CMS_PORT),
        STORE_PORT: String(STORE_PORT),
        // The journeys inject outages through the sandbox's test controls.
        SANDBOX_TEST_CONTROLS: "1",
        SANDBOX_STOREFRONT_URL: `http://127.0.0.1:${SHOP_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${SHOP_PORT}/healthz`,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(SHOP_PORT),
        // The address the browser uses: canonical, hreflang and mailed links must match it.
        SHOP_ORIGIN: `http://127.0.0.1:${SHOP_PORT}`,
        // Journeys that make the shop mail someone send a client address of their own, as a
        // balancer would (fromOwnClientAddress in e2e/fixtures.ts): the per-address limits
        // would otherwise count every journey as one shopper.
        TRUST_PROXY: "true",
        CMS_URL,
        STORE_URL,
        // An outage journey's breaker trusts its upstream again after 2 s instead of 10, so
        // the journeys after it wait that long, not the deployed default.
        UPSTREAM_BREAKER_OPEN_MS: "2000",
        // The sandbox's recommender fake ranks the search's products.
        RECOMMENDER_URL: `${STORE_URL}/recommender`,
        RECOMMENDER_WIDGETS,
        ADDRESS_VALIDATION_URL: `${STORE_URL}/address-validation`,
        // The sandbox's third-party fakes with their fixed credentials (sandbox/README.md);
        // the journeys read what they received from its test controls.
        MARKETING_AUTOMATION_URL: `${STORE_URL}/marketing-automation`,
        MARKETING_AUTOMATION_ACCOUNT_ID: "sandbox-shop",
        MARKETING_AUTOMATION_USER: "sandbox",
        MARKETING_AUTOMATION_PASSWORD: "sandbox-marketing",
        SHOP_CERTIFICATION_URL: `${STORE_URL}/shop-certification`,
        SHOP_CERTIFICATION_API_KEY: "sandbox-certification-key",
        PRICE_COMPARISON_SCRIPT_URL: `${STORE_URL}/third-party/price-comparison.js`,
        PRICE_COMPARISON_SHOP_ID: "sandbox-shop",
        AFFILIATE_SCRIPT_URL: `${STORE_URL}/third-party/affiliate.js`,
        AFFILIATE_CAMPAIGN_IDS: "cs:sandbox-cz,sk:sandbox-sk,de:sandbox-de",
        PERFORMANCE_MONITORING_SCRIPT_URL: `${STORE_URL}/third-party/performance-monitoring.js`,
        PERFORMANCE_MONITORING_KEY: "sandbox-monitoring",
        SESSION_SECRET: randomBytes(32).toString("hex"),
        REVALIDATE_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A shop with every feature flag on that the spec leaves off (compare, bulk order,
      // shopping lists): the journeys of those features run against it.
      command: "node server.mjs",
      url: `http://127.0.0.1:${FEATURES_SHOP_PORT}/healthz`,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(FEATURES_SHOP_PORT),
        SHOP_ORIGIN: FEATURES_SHOP_URL,
        SHOP_FEATURES: "favourites,wishList,compare,bulkOrder,shoppingLists",
        CMS_URL,
        STORE_URL,
        SESSION_SECRET: randomBytes(32).toString("hex"),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A second shop with a host per language, for what only domain mode builds (the
      // language redirects to another host); requests reach it with those Host headers.
      command: "node server.mjs",
      url: `http://127.0.0.1:${DOMAIN_SHOP_PORT}/healthz`,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(DOMAIN_SHOP_PORT),
        LOCALE_DOMAINS: [
          `cs:http://shop.test:${DOMAIN_SHOP_PORT}`,
          `sk:http://sk.shop.test:${DOMAIN_SHOP_PORT}`,
          `de:http://de.shop.test:${DOMAIN_SHOP_PORT}`,
        ].join(","),
        CMS_URL,
        STORE_URL,
        SESSION_SECRET: randomBytes(32).toString("hex"),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
