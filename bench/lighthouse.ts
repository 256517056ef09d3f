/**
 * Lighthouse in Debian's Chromium, as a phone on a slow mobile network sees a page:
 * Lighthouse's default mobile run (a mid-range phone's screen and CPU, slow 4G simulated),
 * the four categories it scores and the three load metrics its performance score weighs
 * most. Scores are 0-100; Lighthouse itself calls 90 and above good.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseReport = {
  scores: Record<Category, number>;
  /** Largest contentful paint, ms. */
  lcp: number;
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
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: metric("total-byte-weight"),
    failed,
  };
}
