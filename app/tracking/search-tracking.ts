import { useEffect } from "react";

import type { ShopEvent } from "#app/tracking/shop-events.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { isTrackedQuery, parseSearchQuery } from "#bff/rules/search-query.ts";

/**
 * The data layer's event for a searched query, sanitised; null for a query of fewer than 4
 * characters (spec §9: search-query tracking from 4 characters on this site).
 */
export function searchEvent(text: string): ShopEvent | null {
  const query = parseSearchQuery(text);
  return isTrackedQuery(query) ? { event: "search", search_term: query.text } : null;
}

/** Records the query of the search page the shopper sees, once per query. */
export function useSearchTracking(text: string): void {
  const track = useTrack();
  useEffect(() => {
    const event = searchEvent(text);
    if (event) track(event);
  }, [text, track]);
}
