/**
 * `npm run dev`: the sandbox plus the storefront in development mode, rebuilt on change.
 */
import { startProcess, stopAll, waitForHttp } from "./processes.mjs";

const CMS_PORT = process.env.CMS_PORT ?? "4001";
const STORE_PORT = process.env.STORE_PORT ?? "4002";

try {
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts"], {
    CMS_PORT,
    STORE_PORT,
    SANDBOX_STOREFRONT_URL: `http://localhost:${process.env.PORT ?? "3000"}`,
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${CMS_PORT}/healthz`),
    waitForHttp(`http://127.0.0.1:${STORE_PORT}/healthz`),
  ]);
  startProcess("shop", "node_modules/.bin/remix", ["dev", "-c", "node server.mjs"], {
    NODE_ENV: "development",
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    STORE_URL: `http://127.0.0.1:${STORE_PORT}`,
  });
} catch (error) {
  console.error(String(error));
  stopAll(1);
}
