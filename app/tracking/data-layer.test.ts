import { describe, expect, test } from "vitest";

import { FULL_CONSENT, NO_CONSENT, type Consent } from "#app/shopper/consent.ts";

import { dispatchShopEvent, EVENTS_RELAY_PATH, type TrackingSinks } from "./data-layer.ts";
import { cartEvent, type ShopEvent } from "./shop-events.ts";

function sinks(pageUrl = "https://shop.example/vibratory") {
  const beacons: Array<{ url: string; body: unknown }> = [];
  const target: TrackingSinks = {
    dataLayer: [],
    beacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
    pageUrl,
  };
  return { target, beacons };
}

const ADDED_ITEM = { item_id: "1001", item_name: "Vibrátor Velvet", price: 1190, quantity: 2 };
const ADD = cartEvent("add_to_cart", { currency: "CZK", item: ADDED_ITEM });
const SEARCH: ShopEvent = { event: "search", search_term: "lubrikační gel" };

describe("the data layer obeys the cookie consent", () => {
  test("before any choice nothing is pushed or sent, and nothing is kept for later", () => {
    const { target, beacons } = sinks();
    expect(dispatchShopEvent(ADD, null, target)).toEqual({ pushed: false, relayed: false });
    expect(target.dataLayer).toEqual([]);
    expect(beacons).toEqual([]);
  });

  test("necessary only: nothing is pushed or sent", () => {
    const { target, beacons } = sinks();
    dispatchShopEvent(ADD, NO_CONSENT, target);
    expect(target.dataLayer).toEqual([]);
    expect(beacons).toEqual([]);
  });

  test("analytics only: the data layer gets the event, marketing automation nothing", () => {
    const { target, beacons } = sinks();
    const analytics: Consent = { ...NO_CONSENT, analytics: true };
    dispatchShopEvent(ADD, analytics, target);
    // GA4: the previous event's ecommerce object is cleared first.
    expect(target.dataLayer).toEqual([{ ecommerce: null }, ADD]);
    expect(beacons).toEqual([]);
  });

  test("marketing: the cart event goes to the shop's relay, with the page", () => {
    const { target, beacons } = sinks();
    const marketing: Consent = { ...NO_CONSENT, marketing: true };
    dispatchShopEvent(ADD, marketing, target);
    expect(target.dataLayer).toEqual([]);
    expect(beacons).toEqual([
      {
        url: EVENTS_RELAY_PATH,
        body: {
          type: "cart",
          page: "https://shop.example/vibratory",
          data: { ecommerce: { currency: "CZK", value: 2380, items: [ADDED_ITEM] } },
        },
      },
    ]);
  });

  test("events marketing automation does not take stay in the data layer", () => {
    const { target, beacons } = sinks();
    dispatchShopEvent(SEARCH, FULL_CONSENT, target);
    expect(target.dataLayer).toEqual([SEARCH]);
    expect(beacons).toEqual([]);
  });

  test("spec §7: marketing-automation events are skipped when the query has performance", () => {
    const { target, beacons } = sinks("https://shop.example/vibratory?performance=1");
    dispatchShopEvent(ADD, FULL_CONSENT, target);
    expect(beacons).toEqual([]);
    expect(target.dataLayer).toHaveLength(2);
  });
});

describe("cart events", () => {
  test("the value is the price times the quantity, rounded to the hundredth", () => {
    const event = cartEvent("remove_from_cart", {
      currency: "EUR",
      item: { item_id: "7", item_name: "Gel", price: 0.1, quantity: 3 },
    });
    expect(event).toMatchObject({ event: "remove_from_cart", ecommerce: { value: 0.3 } });
  });
});
