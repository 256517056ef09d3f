/**
 * `npm run demo`: builds the storefront, starts the sandbox CMS and store on a seeded
 * SQLite database, starts the storefront against them and prints its address.
 * Ctrl-C stops everything.
 */
import { randomBytes } from "node:crypto";

import { run, startProcess, stopAll, waitForHttp } from "./processes.mjs";

const PORT = process.env.PORT ?? "3000";
const CMS_PORT = process.env.CMS_PORT ?? "4001";
const STORE_PORT = process.env.STORE_PORT ?? "4002";
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const storeUrl = `http://127.0.0.1:${STORE_PORT}`;
// The address to open: the shop's absolute links (canonical, mailed) point there.
const shopOrigin = process.env.SHOP_ORIGIN ?? `http://localhost:${PORT}`;

try {
  await run("node_modules/.bin/remix", ["build"]);
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
    ADDRESS_VALIDATION_URL: `${storeUrl}/address-validation`,
    // A demo secret per run; a deployment sets its own.
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
  });
  await waitForHttp(`http://127.0.0.1:${PORT}/healthz`);
  console.warn(`\n  The shop is running on ${shopOrigin}  (Ctrl-C stops it)\n`);
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
