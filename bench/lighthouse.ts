/**
 * Lighthouse in Debian's Chromium, as a phone on a slow mobile network sees a page:
 * Lighthouse's default mobile run (a mid-range phone's screen and CPU, slow 4G simulated),
 * the four categories it scores and the three load metrics its performance score weighs
 * most, with the element of the largest contentful paint. Scores are 0-100; Lighthouse
 * itself calls 90 and above good. `lighthouseMedians` runs each page several times: one run's
 * performance score and LCP move by several points and a few hundred ms on a shared machine.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseReport = {
  scores: Record<Category, number>;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** The element of the largest contentful paint, as Lighthouse's selector names it. */
  lcpElement: string;
  /** Total blocking time, ms. */
  tbt: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Bytes the page transferred, on Lighthouse's phone (its default mobile emulation). */
  bytes: number;
  /** The audits that lost points in a category other than performance. */
  failed: Array<{ category: Category; title: string }>;
};

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A page's run failed in Lighthouse itself (a lost trace, say): worth one more try. */
const ATTEMPTS = 3;

/**
 * Runs Lighthouse on each page in turn, each in a browser of its own (one browser for
 * many runs now and then loses a page's trace), and answers in the same order.
 */
export async function lighthouseReports(
  pages: Array<{ url: string; cookie?: string }>,
): Promise<Array<LighthouseReport>> {
  const reports: Array<LighthouseReport> = [];
  for (const page of pages) reports.push(await lighthouseReport(page));
  return reports;
}

async function lighthouseReport(page: { url: string; cookie?: string }): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      const error = result ? result.lhr.runtimeError : { message: "no result" };
      if (!result || error) {
        if (attempt < ATTEMPTS) continue;
        throw new Error(`${page.url}: ${error?.message ?? "no result"}`);
      }
      return reportOf(result.lhr);
    } finally {
      chrome.kill();
    }
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function reportOf(lhr: Result): LighthouseReport {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failed = CATEGORIES.filter((id) => id !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({ category, title: lhr.audits[ref.id]?.title ?? ref.id })),
  );
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcp: metric("largest-contentful-paint"),
    lcpElement: lcpElementOf(lhr),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: metric("total-byte-weight"),
    failed,
  };
}

/**
 * The LCP element's selector from the `largest-contentful-paint-element` audit (its first
 * table), with a picture's image style and file, which the selector does not show (the
 * audit's snippet cuts long addresses short; the page's requests have them whole).
 */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const table = details?.type === "list" ? details.items[0] : details;
  const item = table?.type === "table" ? table.items[0] : undefined;
  const node = item?.node;
  if (typeof node !== "object" || node === null || !("selector" in node)) return "none";
  const selector = typeof node.selector === "string" ? node.selector : "?";
  const snippet = "snippet" in node && typeof node.snippet === "string" ? node.snippet : "";
  const shown = /\bsrc="([^"]+)"/.exec(snippet)?.[1]?.replace(/…$/, "");
  if (!shown || shown.startsWith("data:")) return selector;
  const requests = lhr.audits["network-requests"]?.details;
  const urls = requests?.type === "table" ? requests.items.map((request) => request.url) : [];
  const url = urls.find((each) => typeof each === "string" && each.startsWith(shown)) ?? shown;
  const image = /\/image\/(.+)$/.exec(String(url))?.[1];
  return image ? `${selector} (${image})` : selector;
}

/** A page's figures over several runs: the median of each, and every run's performance and LCP. */
export type LighthouseMedians = LighthouseReport & {
  runs: Array<{ performance: number; lcp: number }>;
};

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Each page `runs` times, in rounds (every page once per round, so a slower stretch of the
 * machine hits all pages alike), answered in the pages' order as medians: of each score and
 * metric on its own; the LCP element and the audits that lost points are those of the run
 * whose LCP is the median.
 */
export async function lighthouseMedians(
  pages: Array<{ url: string; cookie?: string }>,
  runs = 3,
): Promise<Array<LighthouseMedians>> {
  const reports: Array<Array<LighthouseReport>> = pages.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    const roundReports = await lighthouseReports(pages);
    roundReports.forEach((report, index) => reports[index]?.push(report));
  }
  return reports.map((pageReports) => {
    const lcp = median(pageReports.map((report) => report.lcp));
    const middle = pageReports.find((report) => report.lcp === lcp) ?? pageReports[0];
    if (!middle) throw new Error("no Lighthouse run");
    const of = (pick: (report: LighthouseReport) => number) => median(pageReports.map(pick));
    return {
      scores: {
        performance: of((report) => report.scores.performance),
        accessibility: of((report) => report.scores.accessibility),
        "best-practices": of((report) => report.scores["best-practices"]),
        seo: of((report) => report.scores.seo),
      },
      lcp,
      lcpElement: middle.lcpElement,
      tbt: of((report) => report.tbt),
      cls: of((report) => report.cls),
      bytes: of((report) => report.bytes),
      failed: middle.failed,
      runs: pageReports.map((report) => ({
        performance: report.scores.performance,
        lcp: report.lcp,
      })),
    };
  });
}
