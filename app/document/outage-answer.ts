/** Which upstream the root's frame found down (`SiteFrame["outage"]`). */
export type Outage = { store: boolean; cms: boolean };

/**
 * The outage the root loader's frame reported, read from a document's loader data; null
 * when the root loader failed or said nothing about it.
 */
export function frameOutage(loaderData: Record<string, unknown> | undefined): Outage | null {
  const root = loaderData?.root;
  if (typeof root !== "object" || root === null || !("frame" in root)) return null;
  const frame = root.frame;
  if (typeof frame !== "object" || frame === null || !("outage" in frame)) return null;
  const outage = frame.outage as Partial<Outage> | null;
  return outage ? { store: outage.store === true, cms: outage.cms === true } : null;
}

/**
 * Whether an error page is the answer of an outage rather than of one failed call: a 503
 * (an upstream failed) while the frame found the CMS or the store down. Such a page shows
 * the maintenance words and tells browsers and crawlers when to come back (`Retry-After`),
 * as the maintenance switch does; a lone failure keeps the general error page.
 */
export function isOutageAnswer(status: number, outage: Outage | null | undefined): boolean {
  return status === 503 && Boolean(outage && (outage.cms || outage.store));
}
