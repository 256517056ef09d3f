import { useEffect } from "react";

import { isTrackedQuery, parseSearchQuery } from "#bff/rules/search-query.ts";

/**
 * The event a searched query raises in the browser, for measurement to pick up once the
 * shopper consents. A query of fewer than 4 characters is not recorded (spec §9).
 */
export const SEARCH_EVENT = "shop:search";

export type SearchEventDetail = { query: string };

export function trackSearch(text: string, target: EventTarget = window): boolean {
  const query = parseSearchQuery(text);
  if (!isTrackedQuery(query)) return false;
  target.dispatchEvent(
    new CustomEvent<SearchEventDetail>(SEARCH_EVENT, { detail: { query: query.text } }),
  );
  return true;
}

/** Records the query of the search page the shopper sees, once per query. */
export function useSearchTracking(text: string): void {
  useEffect(() => {
    trackSearch(text);
  }, [text]);
}
