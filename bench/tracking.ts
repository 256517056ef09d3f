/**
 * `npm run bench:tracking`: the price of configured measurement before consent. Builds the
 * production server, starts the sandbox and two storefronts on it, one without any
 * third-party configuration and one with every integration configured (the sandbox's
 * fakes), and compares what a shopper who has not answered the cookie bar gets: the
 * JavaScript each page ships and its Lighthouse scores. Target: within 5 % (issue 39).
 * Writes bench/tracking-results.md.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

import { run, startProcess, stopAll, waitForHttp } from "#scripts/processes.mjs";

import { CATEGORIES, lighthouseReports, type Category } from "./lighthouse.ts";
import { javascriptBytes } from "./page-scripts.ts";
import { table, verdict, type Row } from "./report.ts";

const CMS = "http://127.0.0.1:4301";
const STORE = "http://127.0.0.1:4302";
const PLAIN = "http://127.0.0.1:3301";
const TRACKED = "http://127.0.0.1:3302";

/** Within 5 %: the target of the issue. */
const TOLERANCE = 0.05;

/** Runs per page and shop: one Lighthouse performance score varies by several points. */
const LIGHTHOUSE_RUNS = 5;

const PAGES: Array<{ name: string; path: string; unlisted?: boolean }> = [
  { name: "home", path: "/" },
  { name: "product", path: "/produkt/vibrator-rabbit-duo" },
  { name: "category (filtered)", path: "/vibratory?p1=1001&sort=price_asc" },
  // noindex: Lighthouse's SEO score judges a page meant for search engines.
  { name: "search", path: "/hledat?q=gel", unlisted: true },
];

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Every integration the shop knows, pointed at the sandbox's fakes. */
const TRACKING_ENV = {
  MARKETING_AUTOMATION_URL: `${STORE}/marketing-automation`,
  MARKETING_AUTOMATION_ACCOUNT_ID: "bench",
  MARKETING_AUTOMATION_USER: "bench",
  MARKETING_AUTOMATION_PASSWORD: "bench",
  SHOP_CERTIFICATION_URL: `${STORE}/shop-certification`,
  SHOP_CERTIFICATION_API_KEY: "bench",
  PRICE_COMPARISON_SCRIPT_URL: `${STORE}/third-party/price-comparison.js`,
  PRICE_COMPARISON_SHOP_ID: "bench",
  AFFILIATE_SCRIPT_URL: `${STORE}/third-party/affiliate.js`,
  AFFILIATE_CAMPAIGN_IDS: "cs:1001,sk:1002,de:1003",
  PERFORMANCE_MONITORING_SCRIPT_URL: `${STORE}/third-party/performance-monitoring.js`,
  PERFORMANCE_MONITORING_KEY: "bench",
};

function shopEnv(origin: string) {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: new URL(origin).port,
    SHOP_ORIGIN: origin,
    CMS_URL: CMS,
    STORE_URL: STORE,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "error",
  };
}

async function pageJavascript(origin: string, path: string): Promise<number> {
  const response = await fetch(`${origin}${path}`, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`);
  return javascriptBytes(origin, await response.text());
}

/** Tracked / plain, and whether it stays within the tolerance (higher is worse). */
function compared(plain: number, tracked: number, higherIsWorse: boolean): [string, string] {
  const ratio = plain === 0 ? 1 : tracked / plain;
  const ok = higherIsWorse ? ratio <= 1 + TOLERANCE : ratio >= 1 - TOLERANCE;
  return [ratio.toFixed(3), verdict(ok)];
}

async function main() {
  await run("npm", ["run", "--silent", "build"]);
  startProcess("sandbox", "node_modules/.bin/tsx", ["sandbox/main.ts", "--fresh"], {
    SANDBOX_DB: join(tmpdir(), `storefront-bench-tracking-${process.pid}.db`),
    CMS_PORT: new URL(CMS).port,
    STORE_PORT: new URL(STORE).port,
  });
  await Promise.all([waitForHttp(`${CMS}/healthz`), waitForHttp(`${STORE}/healthz`)]);
  startProcess("plain", "node", ["server.mjs"], shopEnv(PLAIN));
  startProcess("tracked", "node", ["server.mjs"], { ...shopEnv(TRACKED), ...TRACKING_ENV });
  await Promise.all([waitForHttp(`${PLAIN}/healthz`), waitForHttp(`${TRACKED}/healthz`)]);

  // Both caches warm first: Lighthouse measures a shop in service.
  for (const origin of [PLAIN, TRACKED]) {
    for (const page of PAGES) await pageJavascript(origin, page.path);
  }

  const js: Array<Row> = [];
  for (const page of PAGES) {
    const plain = await pageJavascript(PLAIN, page.path);
    const tracked = await pageJavascript(TRACKED, page.path);
    js.push([
      page.name,
      (plain / 1024).toFixed(1),
      (tracked / 1024).toFixed(1),
      ...compared(plain, tracked, true),
    ]);
  }

  const scores: Array<Row> = [];
  for (const page of PAGES) {
    // The two shops in turn, so a slower stretch of the machine hits both alike.
    const runs: Record<"plain" | "tracked", Array<Record<Category, number>>> = {
      plain: [],
      tracked: [],
    };
    for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
      // Which shop goes first alternates: the second run of a pair meets a warmer machine.
      const order: Array<"plain" | "tracked"> =
        round % 2 === 0 ? ["plain", "tracked"] : ["tracked", "plain"];
      const reports = await lighthouseReports(
        order.map((shop) => ({ url: `${shop === "plain" ? PLAIN : TRACKED}${page.path}` })),
      );
      order.forEach((shop, index) => {
        const report = reports[index];
        if (!report) throw new Error(`${page.path}: no Lighthouse report`);
        runs[shop].push(report.scores);
      });
    }
    for (const category of CATEGORIES) {
      if (page.unlisted && category === "seo") continue;
      const plain = median(runs.plain.map((run) => run[category]));
      const tracked = median(runs.tracked.map((run) => run[category]));
      scores.push([page.name, category, plain, tracked, ...compared(plain, tracked, false)]);
    }
  }

  const report = `# Measurement before consent: benchmark results

Measured ${new Date().toISOString()} on ${cpus().length} cores, production build against
the sandbox on the same machine. Two storefronts on one build and one sandbox: "plain"
without any third-party configuration, "tracked" with every integration configured
(marketing automation, shop certification, price comparison, affiliate network,
performance monitoring; the sandbox's fakes). The shopper has not answered the cookie bar,
so the tracked shop may load and send nothing more. Target: the tracked figures within
5 % of the plain ones. Re-run \`npm run bench:tracking\` to refresh this file.

## JavaScript per page (gzip)

${table(["page", "plain KB", "tracked KB", "tracked / plain", "target <= 1.05"], js)}

## Lighthouse (Debian Chromium, mobile, slow 4G simulated, warm cache)

Medians of ${LIGHTHOUSE_RUNS} runs per page and shop, the shops in turn and each first every
other round; SEO is left out for
the search page, which asks search engines not to list it.

${table(["page", "category", "plain", "tracked", "tracked / plain", "target >= 0.95"], scores)}
`;
  const target = new URL("./tracking-results.md", import.meta.url);
  const options = await resolveConfig(fileURLToPath(target));
  writeFileSync(target, await format(report, { ...options, parser: "markdown" }));
  process.stdout.write(`\n${report}\n`);
}

main()
  .then(() => stopAll(0))
  .catch((error: unknown) => {
    console.error(error);
    stopAll(1);
  });
