/**
 * `npm run dev`: the sandbox plus the storefront in development mode, rebuilt on change.
 */
import { startProcess, stopAll, waitForHttp } from "./processes.mjs";

const CMS_PORT = process.env.CMS_PORT ?? "4001";
const STORE_PORT = process.env.STORE_PORT ?? "4002";
// The address to open: the shop's absolute links (canonical, mailed) point there.
const SHOP_ORIGIN = process.env.SHOP_ORIGIN ?? `http://localhost:${process.env.PORT ?? "3000"}`;

try {
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts"], {
    CMS_PORT,
    STORE_PORT,
    SANDBOX_STOREFRONT_URL: SHOP_ORIGIN,
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${CMS_PORT}/healthz`),
    waitForHttp(`http://127.0.0.1:${STORE_PORT}/healthz`),
  ]);
  startProcess("shop", "node_modules/.bin/remix", ["dev", "-c", "node server.mjs"], {
    NODE_ENV: "development",
    SHOP_ORIGIN,
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    STORE_URL: `http://127.0.0.1:${STORE_PORT}`,
    RECOMMENDER_URL: `http://127.0.0.1:${STORE_PORT}/recommender`,
    ADDRESS_VALIDATION_URL: `http://127.0.0.1:${STORE_PORT}/address-validation`,
  });
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
