import { useCallback, useEffect, useRef } from "react";

import type { Consent } from "#app/shopper/consent.ts";
import { dispatchShopEvent, type TrackingSinks } from "#app/tracking/data-layer.ts";
import type { ShopEvent } from "#app/tracking/shop-events.ts";
import { useRootData } from "#app/utils/root-data.ts";

declare global {
  interface Window {
    dataLayer?: Array<unknown>;
  }
}

/** The browser's sinks; the consent-mode script in the head has created the data layer. */
function browserSinks(): TrackingSinks {
  window.dataLayer ??= [];
  return {
    dataLayer: window.dataLayer,
    beacon: (url, body) =>
      navigator.sendBeacon(url, new Blob([body], { type: "application/json" })),
    pageUrl: window.location.href,
  };
}

/**
 * `track(event)` for components: sends with the consent the page knows at the moment of
 * the event, so a choice made on this page counts from then on. Never awaits anything, so
 * a click that tracks navigates as fast as one that does not.
 */
export function useTrack(): (event: ShopEvent) => void {
  const consent = useRootData()?.cookieConsent ?? null;
  const consentRef = useRef<Consent | null>(consent);
  // Declared before the callers' effects, so theirs see the consent of this render.
  useEffect(() => {
    consentRef.current = consent;
  }, [consent]);
  return useCallback((event: ShopEvent) => {
    dispatchShopEvent(event, consentRef.current, browserSinks());
  }, []);
}

/**
 * Tracks an event once per `key` (a product's id, a category's), after the page has been
 * painted: a view, not a render. With consent given later on the page, the view is not
 * sent again.
 */
export function useTrackView(key: string | number | null, event: () => ShopEvent | null): void {
  const track = useTrack();
  const eventRef = useRef(event);
  useEffect(() => {
    eventRef.current = event;
  });
  useEffect(() => {
    if (key === null) return;
    const built = eventRef.current();
    if (built) track(built);
  }, [key, track]);
}
