import type { TrackedItem } from "#app/tracking/shop-events.ts";

/** At most this many products per impression event (the data layer's hit stays small). */
export const IMPRESSION_BATCH_SIZE = 10;
/** How long seen products wait for company before they are sent. */
export const IMPRESSION_DELAY_MS = 1000;

export type ImpressionBatcher = {
  /** A product scrolled into view; each product counts once per list and page. */
  seen: (listName: string, item: TrackedItem) => void;
  /** Sends what waits (the page is being left). */
  flush: () => void;
  /** A new page: sends what waits, and its products count again. */
  newPage: () => void;
};

/**
 * Collects the products a shopper scrolls into view and sends them in batches per list:
 * full batches at once, the rest after a short quiet time, so a fast scroll through a
 * listing is a few events, not one per box.
 */
export function impressionBatcher({
  send,
  schedule = (callback, delay) => {
    const timer = setTimeout(callback, delay);
    return () => clearTimeout(timer);
  },
}: {
  send: (listName: string, items: Array<TrackedItem>) => void;
  schedule?: (callback: () => void, delayMs: number) => () => void;
}): ImpressionBatcher {
  const waiting = new Map<string, Array<TrackedItem>>();
  const counted = new Set<string>();
  let cancel: (() => void) | null = null;

  const sendList = (listName: string) => {
    const items = waiting.get(listName) ?? [];
    waiting.delete(listName);
    for (let start = 0; start < items.length; start += IMPRESSION_BATCH_SIZE) {
      send(listName, items.slice(start, start + IMPRESSION_BATCH_SIZE));
    }
  };
  const flush = () => {
    cancel?.();
    cancel = null;
    for (const listName of [...waiting.keys()]) sendList(listName);
  };

  return {
    seen(listName, item) {
      const key = `${listName}\u0000${item.item_id}`;
      if (counted.has(key)) return;
      counted.add(key);
      const items = [...(waiting.get(listName) ?? []), item];
      waiting.set(listName, items);
      if (items.length >= IMPRESSION_BATCH_SIZE) {
        sendList(listName);
        return;
      }
      cancel ??= schedule(() => {
        cancel = null;
        flush();
      }, IMPRESSION_DELAY_MS);
    },
    flush,
    newPage() {
      flush();
      counted.clear();
    },
  };
}
