import { startSandbox } from "./start.ts";

/**
 * `npm run sandbox`: the reference CMS and store on one SQLite file.
 * Env: SANDBOX_DB, CMS_PORT, STORE_PORT, SANDBOX_HOST, SANDBOX_LATENCY_MS,
 * SANDBOX_HEADER_PREFIX, SANDBOX_TEST_CONTROLS, SANDBOX_STOREFRONT_URL. Flag --fresh reseeds
 * the database.
 */

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  }
  return value;
};

const sandbox = await startSandbox({
  dbPath: process.env.SANDBOX_DB ?? "sandbox/data/sandbox.db",
  cmsPort: port("CMS_PORT", 4001),
  storePort: port("STORE_PORT", 4002),
  host: process.env.SANDBOX_HOST ?? "127.0.0.1",
  fresh: process.argv.includes("--fresh"),
  onError: (error) => console.error(error),
});

process.stdout.write(`CMS   ${sandbox.cmsUrl}\nStore ${sandbox.storeUrl}\n`);

let closing = false;
const shutdown = (): void => {
  // A second signal exits at once instead of waiting for open requests.
  if (closing) process.exit(1);
  closing = true;
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
