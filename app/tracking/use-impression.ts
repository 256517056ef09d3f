import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

import { impressionBatcher, type ImpressionBatcher } from "#app/tracking/impressions.ts";
import type { ShopEvent, TrackedItem } from "#app/tracking/shop-events.ts";
import { useTrack } from "#app/tracking/use-track.ts";

/** Half a box in view counts as seen. */
const SEEN_RATIO = 0.5;

type Watch = { item: TrackedItem; listName: string };

let shared: {
  observer: IntersectionObserver;
  watched: WeakMap<Element, Watch>;
  batcher: ImpressionBatcher;
  /** The latest `track`, so a consent given on the page counts for the next batch. */
  track: { current: (event: ShopEvent) => void };
} | null = null;

/** One observer and one batcher for the whole page, built on first use in the browser. */
function impressions(track: (event: ShopEvent) => void) {
  if (shared) {
    shared.track.current = track;
    return shared;
  }
  const trackRef = { current: track };
  const watched = new WeakMap<Element, Watch>();
  const batcher = impressionBatcher({
    send: (listName, items) =>
      trackRef.current({
        event: "view_item_list",
        ecommerce: { item_list_name: listName, items },
      }),
  });
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watch = watched.get(entry.target);
        if (!entry.isIntersecting || !watch) continue;
        batcher.seen(watch.listName, watch.item);
        observer.unobserve(entry.target);
      }
    },
    { threshold: SEEN_RATIO },
  );
  // A tab closed or switched away sends what waits; later beacons may never leave.
  window.addEventListener("pagehide", () => batcher.flush());
  shared = { observer, watched, batcher, track: trackRef };
  return shared;
}

/**
 * Reports the product box when it scrolls into view (spec §4: product impression),
 * batched with the page's other boxes. Nothing happens without IntersectionObserver.
 */
export function useImpression(
  ref: RefObject<Element | null>,
  item: TrackedItem,
  listName: string,
): void {
  const track = useTrack();
  const itemRef = useRef(item);
  useEffect(() => {
    itemRef.current = item;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const { observer, watched } = impressions(track);
    watched.set(element, { item: itemRef.current, listName });
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [ref, listName, track, item.item_id]);
}

/** Starts a new page's impressions on every navigation: its boxes count again. */
export function useImpressionPages(): void {
  const { key } = useLocation();
  useEffect(() => {
    shared?.batcher.newPage();
  }, [key]);
}
