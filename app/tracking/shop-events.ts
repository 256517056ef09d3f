/**
 * The shop's measurement events, one typed shape each, in the data layer's GA4 ecommerce
 * vocabulary where it has a word (spec content-side §4 "Events emitted"). Pure, so the
 * components and the tests build the same objects.
 */

/** A product as the data layer lists it. */
export type TrackedItem = {
  item_id: string;
  item_name: string;
  /** The variant, when one is known. */
  item_variant?: string;
  price: number;
  quantity?: number;
  /** The list a product was seen or clicked in, and its place there (from 0). */
  item_list_name?: string;
  index?: number;
};

type Ecommerce<Fields> = { ecommerce: Fields };

export type ShopEvent =
  | ({ event: "add_to_cart" | "remove_from_cart" } & Ecommerce<{
      currency: string;
      value: number;
      items: Array<TrackedItem>;
    }>)
  | ({ event: "view_item" } & Ecommerce<{
      currency: string;
      value: number;
      items: Array<TrackedItem>;
    }>)
  | ({ event: "view_item_list" | "select_item" } & Ecommerce<{
      item_list_name: string;
      items: Array<TrackedItem>;
    }>)
  | ({ event: "purchase" } & Ecommerce<{
      transaction_id: string;
      currency: string;
      /** Spec §9: with tax, shipping and payment included. */
      value: number;
      tax: number;
      shipping: number;
      items: Array<TrackedItem>;
    }>)
  | { event: "category_view"; category: { id: string; name: string } }
  | { event: "newsletter_subscribed"; source: "welcome" | "newsletter" }
  | { event: "user_loaded"; user: { logged_in: boolean; business: boolean } }
  | { event: "session_loaded" }
  | { event: "search"; search_term: string };

export type ShopEventName = ShopEvent["event"];

/** Whether an event carries ecommerce data, which the data layer clears before each push. */
export function isEcommerceEvent(event: ShopEvent): boolean {
  return "ecommerce" in event;
}

/** A product's line in a cart event: its value is the price times the quantity. */
export function cartEvent(
  kind: "add_to_cart" | "remove_from_cart",
  { currency, item }: { currency: string; item: TrackedItem & { quantity: number } },
): ShopEvent {
  return {
    event: kind,
    ecommerce: { currency, value: roundMoney(item.price * item.quantity), items: [item] },
  };
}

/** Rounded to the hundredth the currencies of the shop price in, without float noise. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
