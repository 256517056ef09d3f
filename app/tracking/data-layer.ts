import type { Consent } from "#app/shopper/consent.ts";
import { isEcommerceEvent, type ShopEvent } from "#app/tracking/shop-events.ts";
import { isPerformanceRun } from "#bff/rules/performance-run.ts";

/** Where the browser's events go: the data layer, and the shop's relay to marketing automation. */
export type TrackingSinks = {
  dataLayer: Array<unknown>;
  /** Sends without holding up the page (navigator.sendBeacon); false when it could not. */
  beacon: (url: string, body: string) => boolean;
  /** The page the event happened on. */
  pageUrl: string;
};

/** The shop's own endpoint that hands the browser's events on to marketing automation. */
export const EVENTS_RELAY_PATH = "/api/events";

/** The events marketing automation receives (spec §7), by the relay's names. */
const RELAYED: Partial<Record<ShopEvent["event"], string>> = {
  add_to_cart: "cart",
  remove_from_cart: "cart",
  category_view: "category_view",
  view_item: "product_view",
  user_loaded: "user_loaded",
};

/**
 * Hands one event on as far as the shopper's consent goes: into the data layer with
 * analytics consent (GA4's ecommerce reset first, so one event's items never leak into the
 * next), to the marketing-automation relay with marketing consent. Before a choice nothing
 * goes anywhere; the event is dropped, not kept for later.
 */
export function dispatchShopEvent(
  event: ShopEvent,
  consent: Consent | null,
  sinks: TrackingSinks,
): { pushed: boolean; relayed: boolean } {
  let pushed = false;
  let relayed = false;
  if (consent?.analytics) {
    if (isEcommerceEvent(event)) sinks.dataLayer.push({ ecommerce: null });
    sinks.dataLayer.push(event);
    pushed = true;
  }
  const relayType = RELAYED[event.event];
  if (consent?.marketing && relayType && !isPerformanceRun(sinks.pageUrl)) {
    const { event: _name, ...data } = event;
    relayed = sinks.beacon(
      EVENTS_RELAY_PATH,
      JSON.stringify({ type: relayType, page: sinks.pageUrl, data }),
    );
  }
  return { pushed, relayed };
}
