/**
 * Spec §7: marketing-automation events are skipped when the page's query has `performance`
 * (the shop's own speed measurements must not count as shoppers).
 */
export function isPerformanceRun(pageUrl: string): boolean {
  return new URL(pageUrl).searchParams.has("performance");
}
