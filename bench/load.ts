/**
 * `npm run bench:load`: builds the production server, starts a fresh sandbox and one
 * storefront with a heap limit, and loads it for 60 s with 50 connections browsing a mix of
 * pages while 20 more add to the cart, both at once. Writes requests per second, p50/p99
 * latency, errors and the server's peak RSS into section 7 of bench/results.md and exits 1
 * on any error, 4xx, 5xx or timeout.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import autocannon, { type Client, type Result } from "autocannon";
import { format, resolveConfig } from "prettier";

import { run, startProcess, stopAll, waitForHttp } from "#scripts/processes.mjs";

import { LOAD_HEADING, table, verdict, withSection, type Row } from "./report.ts";

const SHOP = "http://127.0.0.1:3130";
const CMS = "http://127.0.0.1:4131";
const STORE = "http://127.0.0.1:4132";

const SECONDS = 60;
const PAGE_CONNECTIONS = 50;
const CART_CONNECTIONS = 20;

/** The server's heap limit in MB, as a container would set it (README: Container). */
const HEAP_MB = 512;

/** Seed pages a browsing shopper visits, each connection cycling through all of them. */
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/vibratory" },
  { name: "product", path: "/produkt/vibrator-rabbit-duo" },
  { name: "search", path: "/hledat?q=vibr%C3%A1tor" },
  { name: "text page", path: "/vse-o-nakupu/doprava" },
];

/** Products with stock for every cart's few pieces: the gel holds 120, the others 15 and 16. */
const CART_PRODUCTS = [
  "/produkt/lubrikacni-gel-aqua-100-ml",
  "/produkt/stimulator-klitorisu-petal",
  "/produkt/dildo-s-prisavkou-flexi",
];

/**
 * Adds per cart before its connection starts a new one: a shopper's cart holds a few items,
 * and one cart filled for a minute would run into the stock and measure refusals instead.
 */
const ADDS_PER_CART = 4;

type CartForm = { path: string; body: string };

/** The add-to-cart form as the product page renders it: its productId and variantId fields. */
async function cartForm(path: string): Promise<CartForm> {
  const response = await fetch(`${SHOP}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const field = (name: string) =>
    new RegExp(`<input[^>]*name="${name}"[^>]*value="(\\d+)"`).exec(html)?.[1] ??
    new RegExp(`<input[^>]*value="(\\d+)"[^>]*name="${name}"`).exec(html)?.[1];
  const productId = field("productId");
  const variantId = field("variantId");
  if (!productId || !variantId) throw new Error(`${path} has no add-to-cart form`);
  return { path, body: `productId=${productId}&variantId=${variantId}&quantity=1` };
}

/** The name=value pairs of Set-Cookie headers, as autocannon or fetch hand them over. */
function cookiePairs(setCookie: string | Array<string> | undefined): Array<string> {
  const values = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return values.map((value) => value.split(";")[0] ?? "").filter(Boolean);
}

/** The cookie header with new pairs applied over it. */
function withCookies(cookie: string, pairs: Array<string>): string {
  const jar = new Map(
    [...cookie.split("; "), ...pairs]
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  return [...jar.values()].join("; ");
}

const cartHeaders = (cookie: string) => ({
  origin: SHOP,
  "content-type": "application/x-www-form-urlencoded",
  ...(cookie ? { cookie } : {}),
});

/**
 * Each connection is one shopper after another: its first POST creates a cart, the answer's
 * cookie goes with the next ones, and after a few adds it drops the cookie for a new cart.
 * The state lives in the closure because autocannon resets a connection's context after
 * every pass over its requests.
 */
function addingShopper(forms: Array<CartForm>) {
  return (client: Client) => {
    let cookie = "";
    let adds = 0;
    client.setRequests(
      forms.map((form) => ({
        method: "POST",
        path: form.path,
        body: form.body,
        setupRequest: (request) => {
          if (adds % ADDS_PER_CART === 0) cookie = "";
          adds += 1;
          return { ...request, headers: { ...request.headers, ...cartHeaders(cookie) } };
        },
        onResponse: (_status, _body, _context, headers) => {
          const setCookie = Object.entries(headers ?? {}).find(
            ([name]) => name.toLowerCase() === "set-cookie",
          )?.[1];
          cookie = withCookies(cookie, cookiePairs(setCookie as string | Array<string>));
        },
      })),
    );
  };
}

/** One POST as a shopper's first add: a redirect that sets the cart's cookie. */
async function checkAddToCart(form: CartForm) {
  const response = await fetch(`${SHOP}${form.path}`, {
    method: "POST",
    headers: cartHeaders(""),
    body: form.body,
    redirect: "manual",
  });
  const pairs = cookiePairs(response.headers.getSetCookie());
  if (response.status !== 303 || !pairs.some((pair) => pair.includes("cart_token="))) {
    throw new Error(`adding from ${form.path} answered ${response.status} without a cart`);
  }
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

type Outcome = {
  name: string;
  connections: number;
  result: Result;
  /** Answers outside 2xx and 3xx, and requests that got none (timeouts, broken connections). */
  failed: number;
};

function outcome(name: string, connections: number, result: Result): Outcome {
  const failed = result["1xx"] + result["4xx"] + result["5xx"] + result.errors;
  return { name, connections, result, failed };
}

function row({ name, connections, result, failed }: Outcome): Row {
  return [
    name,
    connections,
    result.requests.total,
    result.requests.average.toFixed(1),
    result.latency.p50,
    result.latency.p99,
    result.latency.max,
    result["2xx"],
    result["3xx"],
    result["4xx"],
    result["5xx"],
    result.timeouts,
    result.errors - result.timeouts,
    verdict(failed === 0),
  ];
}

async function main() {
  await run("npm", ["run", "--silent", "build"]);
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts", "--fresh"], {
    SANDBOX_DB: join(tmpdir(), `storefront-load-${process.pid}.db`),
    CMS_PORT: new URL(CMS).port,
    STORE_PORT: new URL(STORE).port,
  });
  await Promise.all([waitForHttp(`${CMS}/healthz`), waitForHttp(`${STORE}/healthz`)]);
  const shop = startProcess("shop", "node", [`--max-old-space-size=${HEAP_MB}`, "server.mjs"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: new URL(SHOP).port,
    SHOP_ORIGIN: SHOP,
    CMS_URL: CMS,
    STORE_URL: STORE,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // As in production: an access line per request, so the report can say which answers
    // failed and how long they took, and warnings say why (an upstream's timeout, say).
    LOG_LEVEL: "info",
  });
  await waitForHttp(`${SHOP}/healthz`);
  const pid = shop.pid;
  if (!pid) throw new Error("the storefront has no process id");

  // Every URL is the page it names (a redirect or an error page would measure another page),
  // every form adds, and each is served a few times so the code is warm, as in service.
  for (let round = 0; round < 20; round += 1) {
    for (const page of PAGES) {
      const response = await fetch(`${SHOP}${page.path}`, { redirect: "manual" });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
  const forms = await Promise.all(CART_PRODUCTS.map(cartForm));
  for (const form of forms) await checkAddToCart(form);
  const before = memoryOf(pid);
  // Other people's work on a shared machine shows here: the figures are this share's.
  const machineLoad = loadavg()[0] ?? NaN;

  // What the server logged during the load: warnings by message and upstream, and the
  // answers that failed by route and status, with the longest time one took.
  const warnings = new Map<string, number>();
  const failures = new Map<string, { count: number; slowestMs: number }>();
  let pending = "";
  shop.stdout?.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      let entry: {
        level?: string;
        msg?: string;
        upstream?: string;
        route?: string;
        status?: number;
        durationMs?: number;
      };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if (entry.msg === "request" && (entry.status ?? 0) >= 400) {
        const key = `${entry.route ?? "no route"} ${entry.status}`;
        const known = failures.get(key) ?? { count: 0, slowestMs: 0 };
        failures.set(key, {
          count: known.count + 1,
          slowestMs: Math.max(known.slowestMs, entry.durationMs ?? 0),
        });
      } else if (entry.level === "warn" || entry.level === "error") {
        const key = entry.upstream ? `${entry.msg} (${entry.upstream})` : String(entry.msg);
        warnings.set(key, (warnings.get(key) ?? 0) + 1);
      }
    }
  });

  const readings: Array<number> = [];
  const reader = setInterval(() => readings.push(memoryOf(pid).rss), 1000);
  const [pages, cart] = await Promise.all([
    autocannon({
      url: SHOP,
      connections: PAGE_CONNECTIONS,
      duration: SECONDS,
      requests: PAGES.map((page) => ({ method: "GET", path: page.path })),
    }),
    autocannon({
      url: SHOP,
      connections: CART_CONNECTIONS,
      duration: SECONDS,
      setupClient: addingShopper(forms),
    }),
  ]);
  clearInterval(reader);
  const after = memoryOf(pid);
  const outcomes = [
    outcome("pages (mix)", PAGE_CONNECTIONS, pages),
    outcome("add to cart", CART_CONNECTIONS, cart),
  ];
  const failed = outcomes.reduce((sum, entry) => sum + entry.failed, 0);
  const sorted = [...readings].sort((a, b) => a - b);
  const medianRss = sorted[Math.floor(sorted.length / 2)] ?? NaN;

  const section = `${LOAD_HEADING}

Measured ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}) shared
with the sandbox and the load generator, at a load average of ${machineLoad.toFixed(1)} before the run; \`npm run bench:load\` refreshes this section. A
fresh sandbox and one production storefront with \`--max-old-space-size=${HEAP_MB}\` and
\`LOG_LEVEL=info\` (an access line per request, as in production). For ${SECONDS} s at once: ${PAGE_CONNECTIONS} connections each cycling through
${PAGES.map((page) => `${page.name} (\`${page.path}\`)`).join(", ")}, and
${CART_CONNECTIONS} connections adding to the cart as the product page's form posts without
JavaScript (\`productId\`, \`variantId\`, \`quantity\`, the shop's Origin; answered by a
303), each its own shopper with its own cart cookie, a new cart every ${ADDS_PER_CART} adds,
rotating ${CART_PRODUCTS.map((path) => `\`${path}\``).join(", ")}. Latency in ms; the run
fails on any 4xx, 5xx, timeout (10 s) or broken connection.

${table(["load", "connections", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "2xx", "3xx", "4xx", "5xx", "timeouts", "connection errors", "no errors"], outcomes.map(row))}

Both together: ${(pages.requests.average + cart.requests.average).toFixed(1)} req/s.

Memory: RSS ${mb(before.rss)} MB before the load, median ${mb(medianRss)} MB and
highest ${mb(Math.max(...readings))} MB during it (read every second), ${mb(after.rss)} MB
after; the process's peak RSS since its start (VmHWM) ${mb(after.peak)} MB.

Failed answers in the server's access log: ${
    failures.size === 0
      ? "none"
      : [...failures]
          .map(
            ([key, { count, slowestMs }]) =>
              `${key} ${count}x (slowest ${(slowestMs / 1000).toFixed(1)} s)`,
          )
          .join(", ")
  }. Warnings and errors it logged: ${
    warnings.size === 0
      ? "none"
      : [...warnings].map(([message, count]) => `${message} ${count}x`).join(", ")
  }.
`;
  // Formatted as the repository's other Markdown, so the report passes the lint it lands in.
  const target = new URL("./results.md", import.meta.url);
  const options = await resolveConfig(fileURLToPath(target));
  const updated = withSection(readFileSync(target, "utf8"), LOAD_HEADING, section);
  writeFileSync(target, await format(updated, { ...options, parser: "markdown" }));
  process.stdout.write(`\n${section}\n`);
  if (failed > 0) throw new Error(`${failed} requests failed under load`);
}

main()
  .then(() => stopAll(0))
  .catch((error: unknown) => {
    console.error(error);
    stopAll(1);
  });
