/**
 * `npm run bench:cache`: anonymous product and category pages straight from one production
 * storefront and through deploy/nginx.conf's shared cache in front of it, at 8 and 50
 * connections, in one run; and what a shopper with a cart costs through the same proxy.
 * Writes section 8 of bench/results.md and exits 1 when a goal of issue 57 is missed: at
 * least 20x the storefront's req/s through the cache, p99 at most 50 ms, no errors, and at
 * most one render per page and lifetime.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

import { run, startProcess, stopAll, waitForHttp } from "#scripts/processes.mjs";

import { SHARED_CACHE_HEADING, table, verdict, withSection, type Row } from "./report.ts";
import { wrk, type Load } from "./wrk.ts";

const SHOP = "http://127.0.0.1:3140";
const PROXY = "http://127.0.0.1:3141";
const CMS = "http://127.0.0.1:4141";
const STORE = "http://127.0.0.1:4142";

const SECONDS = 10;
const CONNECTIONS = [8, 50];
/** deploy/storefront.env's lifetime: no stored page expires during a run. */
const LIFETIME_SECONDS = 60;

const PAGES = [
  { name: "product", path: "/produkt/vibrator-rabbit-duo" },
  { name: "category", path: "/vibratory" },
];

const GOALS = { ratio: 20, p99Ms: 50, rendersPerPage: 1 };

/** Browsers ask for compressed pages: the storefront and nginx each compress theirs. */
const BROWSER = { "accept-encoding": "gzip" };

/**
 * deploy/nginx.conf as it is, with its upstream servers pointed at the one storefront, its
 * port at PROXY's and its access log in a file (the bench reads which requests reached the
 * storefront from it).
 */
function proxyConfig(folder: string): string {
  const conf = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8")
    .replace(/^(\s*server\s+)[a-z0-9-]+:\d+\b/gm, `$1127.0.0.1:${new URL(SHOP).port}`)
    .replace(/^(\s*listen\s+)\d+(\s*;)/gm, `$1127.0.0.1:${new URL(PROXY).port}$2`)
    .replace(/access_log \/dev\/stdout proxy/, `access_log ${join(folder, "access.log")} proxy`);
  const path = join(folder, "nginx.conf");
  writeFileSync(path, conf);
  return path;
}

/** The requests nginx passed to the storefront, by path: renders, as the proxy saw them. */
function rendersByPath(folder: string): Map<string, number> {
  const renders = new Map<string, number>();
  for (const line of readFileSync(join(folder, "access.log"), "utf8").split("\n")) {
    const match = /"GET (\S+) HTTP\/[\d.]+" .* upstream=(\S+)/.exec(line);
    if (!match?.[1] || match[2] === "-") continue;
    renders.set(match[1], (renders.get(match[1]) ?? 0) + 1);
  }
  return renders;
}

type Measured = {
  page: string;
  via: "storefront" | "nginx" | "nginx, with a cart";
  connections: number;
  result: Load;
};

async function measure(
  via: Measured["via"],
  base: string,
  page: (typeof PAGES)[number],
  connections: number,
  headers: Record<string, string> = {},
): Promise<Measured> {
  const result = await wrk(`${base}${page.path}`, connections, SECONDS, {
    ...BROWSER,
    ...headers,
  });
  return { page: page.name, via, connections, result };
}

type FirstCrowd = { page: string; slowestMs: number; statuses: Array<string> };

/**
 * A crowd's first visit of a page nginx has not stored: one request renders it, the others
 * wait for that render (proxy_cache_lock, which nginx checks every 500 ms). The rows measure
 * the page once stored, as it is for the rest of its lifetime.
 */
async function firstCrowd(page: (typeof PAGES)[number]): Promise<FirstCrowd> {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONNECTIONS[0] ?? 8 }, async () => {
      const response = await fetch(`${PROXY}${page.path}`, { headers: BROWSER });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      return response.headers.get("x-cache-status") ?? "none";
    }),
  );
  return { page: page.name, slowestMs: Math.round(performance.now() - started), statuses: answers };
}

async function main() {
  await run("npm", ["run", "--silent", "build"]);
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts", "--fresh"], {
    SANDBOX_DB: join(tmpdir(), `storefront-cache-bench-${process.pid}.db`),
    CMS_PORT: new URL(CMS).port,
    STORE_PORT: new URL(STORE).port,
  });
  await Promise.all([waitForHttp(`${CMS}/healthz`), waitForHttp(`${STORE}/healthz`)]);
  const folder = mkdtempSync(join(tmpdir(), "storefront-cache-bench-"));
  // nginx's workers drop root's rights when run by root: they must reach the cache folder.
  chmodSync(folder, 0o755);
  // As deployed (deploy/storefront.env): an access line per request, written to a file so
  // that the load generator's process does not relay them.
  const shopLog = openSync(join(folder, "storefront.log"), "a");
  const shop = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: new URL(SHOP).port,
      SHOP_ORIGIN: PROXY,
      TRUST_PROXY: "true",
      CMS_URL: CMS,
      STORE_URL: STORE,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SHARED_CACHE_MAX_AGE: String(LIFETIME_SECONDS),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", shopLog, shopLog],
  });
  process.once("exit", () => shop.kill("SIGTERM"));
  await waitForHttp(`${SHOP}/healthz`);
  startProcess("nginx", existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx", [
    "-p",
    `${folder}/`,
    "-e",
    "stderr",
    "-c",
    proxyConfig(folder),
    "-g",
    "daemon off;",
  ]);
  await waitForHttp(`${PROXY}/healthz`);

  // Warm: every page rendered a few times straight, so the storefront's code and data cache
  // are as in service; none through the proxy, so its first request of a page is the render.
  for (let round = 0; round < 10; round += 1) {
    for (const page of PAGES) {
      const response = await fetch(`${SHOP}${page.path}`, { redirect: "manual" });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
  const machineLoad = loadavg()[0] ?? NaN;

  const measured: Array<Measured> = [];
  const firstCrowds: Array<FirstCrowd> = [];
  for (const page of PAGES) {
    firstCrowds.push(await firstCrowd(page));
    for (const connections of CONNECTIONS) {
      measured.push(await measure("storefront", SHOP, page, connections));
      measured.push(await measure("nginx", PROXY, page, connections));
    }
  }
  // nginx writes its access log in blocks at least once a second (deploy/nginx.conf).
  await delay(1500);
  const renders = rendersByPath(folder);

  // A shopper with a cart: the proxy passes each of their pages to the storefront.
  const product = PAGES[0] ?? { name: "product", path: "/" };
  const html = await (await fetch(`${SHOP}${product.path}`)).text();
  const field = (name: string) =>
    new RegExp(`<input[^>]*name="${name}"[^>]*value="(\\d+)"`).exec(html)?.[1] ?? "";
  const added = await fetch(`${PROXY}${product.path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: PROXY, "content-type": "application/x-www-form-urlencoded" },
    body: `productId=${field("productId")}&variantId=${field("variantId")}&quantity=1`,
  });
  const cookie = added.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (!cookie.includes("cart_token=")) throw new Error("adding to the cart set no cart cookie");
  measured.push(await measure("nginx, with a cart", PROXY, product, 8, { cookie }));

  const straight = (page: string, connections: number) =>
    measured.find(
      (entry) =>
        entry.page === page && entry.via === "storefront" && entry.connections === connections,
    )?.result.perSecond ?? NaN;
  let missed = 0;
  const rows: Array<Row> = measured.map(({ page, via, connections, result }) => {
    const ratio = result.perSecond / straight(page, connections);
    const pagePath = PAGES.find((entry) => entry.name === page)?.path ?? "";
    const rendered = via === "nginx" ? (renders.get(pagePath) ?? 0) : null;
    const goalsMet =
      via !== "nginx" ||
      (ratio >= GOALS.ratio &&
        result.p99Ms <= GOALS.p99Ms &&
        result.failed === 0 &&
        (rendered ?? 0) <= GOALS.rendersPerPage);
    if (!goalsMet || result.failed > 0) missed += 1;
    return [
      page,
      via,
      connections,
      result.requests,
      result.perSecond.toFixed(0),
      via === "storefront" ? "1x" : `${ratio.toFixed(1)}x`,
      result.p50Ms,
      result.p99Ms,
      result.failed,
      rendered === null ? "" : rendered,
      via === "nginx" ? verdict(goalsMet) : verdict(result.failed === 0),
    ];
  });

  const section = `${SHARED_CACHE_HEADING}

Measured ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}) shared
with the sandbox, nginx and the load generator (wrk, one thread), at a load average of ${machineLoad.toFixed(1)} before the run; \`npm run bench:cache\` refreshes this section. A fresh
sandbox, one production storefront with \`SHARED_CACHE_MAX_AGE=${LIFETIME_SECONDS}\` (an access
line per request, as deployed) and Debian's nginx running \`deploy/nginx.conf\` in front of it. Each row is ${SECONDS} s of
one anonymous page at a time (\`Accept-Encoding: gzip\`, no cookie), straight from the
storefront or through nginx, once the page is stored; the last row is a shopper with a cart
through nginx (passed to the storefront each time). "Renders" are the requests nginx passed to
the storefront for that page over all its runs (its access log). "Failed" counts broken or
refused connections, timeouts and answers of 400 and above.
Goals (issue 57): through the cache at least ${GOALS.ratio}x the storefront's req/s, p99 at most
${GOALS.p99Ms} ms, no failed request and at most ${GOALS.rendersPerPage} render per page and lifetime. Latency in ms.

Before the rows, ${CONNECTIONS[0]} requests at once asked for each page nginx had not stored yet: one
renders it, the others wait for that render (\`proxy_cache_lock\`, which nginx checks every
500 ms). ${firstCrowds
    .map(
      (crowd) =>
        `The ${crowd.page} page's slowest answer came in ${crowd.slowestMs} ms (${crowd.statuses.join(", ")}).`,
    )
    .join(" ")}

${table(["page", "served by", "connections", "requests", "req/s", "vs storefront", "p50 ms", "p99 ms", "failed", "renders", "goals"], rows)}
`;
  const target = new URL("./results.md", import.meta.url);
  const options = await resolveConfig(fileURLToPath(target));
  const updated = withSection(readFileSync(target, "utf8"), SHARED_CACHE_HEADING, section);
  writeFileSync(target, await format(updated, { ...options, parser: "markdown" }));
  process.stdout.write(`\n${section}\n`);
  if (missed > 0) throw new Error(`${missed} rows missed their goals`);
}

main()
  .then(() => stopAll(0))
  .catch((error: unknown) => {
    console.error(error);
    stopAll(1);
  });
