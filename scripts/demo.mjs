/**
 * `npm run demo`: builds the storefront, starts the sandbox CMS and store on a seeded
 * SQLite database, starts the storefront against them and prints its address.
 * Ctrl-C stops everything.
 */
import { randomBytes } from "node:crypto";

import { DEMO_FEATURES } from "./demo-features.mjs";
import { run, startProcess, stopAll, waitForHttp } from "./processes.mjs";

const PORT = process.env.PORT ?? "3000";
const CMS_PORT = process.env.CMS_PORT ?? "4001";
const STORE_PORT = process.env.STORE_PORT ?? "4002";
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const storeUrl = `http://127.0.0.1:${STORE_PORT}`;
// The address to open: the shop's absolute links (canonical, mailed) point there.
const shopOrigin = process.env.SHOP_ORIGIN ?? `http://localhost:${PORT}`;
// The sandbox's recommender answers any widget: each shop variant gets one per placement.
const RECOMMENDATION_PLACEMENTS = [
  "category__forYou",
  "addToCart__crossSell",
  "checkout__cartItems",
  "checkout__emptyCart",
  "homepage__forYou",
  "notFound__forYou",
  "productDetail__related",
  "productDetail__crossSell",
  "internalError__forYou",
];
const recommenderWidgets = JSON.stringify(
  Object.fromEntries(
    ["cz", "sk", "de"].map((shop) => [
      shop,
      Object.fromEntries(
        RECOMMENDATION_PLACEMENTS.map((placement) => [placement, `${shop}-${placement}`]),
      ),
    ]),
  ),
);

try {
  await run("npm", ["run", "--silent", "build"]);
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts"], {
    CMS_PORT,
    STORE_PORT,
    // The fake payment gateway sends the shopper back here.
    SANDBOX_STOREFRONT_URL: shopOrigin,
  });
  await Promise.all([waitForHttp(`${cmsUrl}/healthz`), waitForHttp(`${storeUrl}/healthz`)]);
  startProcess("shop", "node", ["server.mjs"], {
    NODE_ENV: "production",
    PORT,
    SHOP_ORIGIN: shopOrigin,
    CMS_URL: cmsUrl,
    STORE_URL: storeUrl,
    // The sandbox answers the recommender's search too, so the demo ranks like production.
    RECOMMENDER_URL: `${storeUrl}/recommender`,
    RECOMMENDER_WIDGETS: recommenderWidgets,
    ADDRESS_VALIDATION_URL: `${storeUrl}/address-validation`,
    // The sandbox's third-party fakes, with their fixed credentials (sandbox/README.md): what
    // they receive is listed at /__sandbox/third-parties when test controls are on.
    MARKETING_AUTOMATION_URL: `${storeUrl}/marketing-automation`,
    MARKETING_AUTOMATION_ACCOUNT_ID: "sandbox-shop",
    MARKETING_AUTOMATION_USER: "sandbox",
    MARKETING_AUTOMATION_PASSWORD: "sandbox-marketing",
    SHOP_CERTIFICATION_URL: `${storeUrl}/shop-certification`,
    SHOP_CERTIFICATION_API_KEY: "sandbox-certification-key",
    PRICE_COMPARISON_SCRIPT_URL: `${storeUrl}/third-party/price-comparison.js`,
    PRICE_COMPARISON_SHOP_ID: "sandbox-shop",
    AFFILIATE_SCRIPT_URL: `${storeUrl}/third-party/affiliate.js`,
    AFFILIATE_CAMPAIGN_IDS: "cs:sandbox-cz,sk:sandbox-sk,de:sandbox-de",
    PERFORMANCE_MONITORING_SCRIPT_URL: `${storeUrl}/third-party/performance-monitoring.js`,
    PERFORMANCE_MONITORING_KEY: "sandbox-monitoring",
    // The demo shows everything the shop can do; a deployment's defaults are the spec's
    // (compare, bulk order and shopping lists off).
    SHOP_FEATURES: process.env.SHOP_FEATURES ?? DEMO_FEATURES.join(","),
    // A demo secret per run; a deployment sets its own.
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
  });
  await waitForHttp(`http://127.0.0.1:${PORT}/healthz`);
  console.warn(`\n  The shop is running on ${shopOrigin}  (Ctrl-C stops it)\n`);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
