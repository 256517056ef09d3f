import { describe, expect, test } from "vitest";

import { IMPRESSION_BATCH_SIZE, IMPRESSION_DELAY_MS, impressionBatcher } from "./impressions.ts";

function item(id: number) {
  return { item_id: String(id), item_name: `Produkt ${id}`, price: 100 };
}

function harness() {
  const sent: Array<{ list: string; ids: Array<string> }> = [];
  const timers: Array<{ callback: () => void; delay: number; cancelled: boolean }> = [];
  const batcher = impressionBatcher({
    send: (list, items) => sent.push({ list, ids: items.map((one) => one.item_id) }),
    schedule: (callback, delay) => {
      const timer = { callback, delay, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const runTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.callback();
  };
  return { sent, timers, batcher, runTimers };
}

describe("product impressions are batched (spec §4: when scrolled into view)", () => {
  test("boxes seen together go as one event after a quiet second", () => {
    const { sent, timers, batcher, runTimers } = harness();
    batcher.seen("/vibratory", item(1));
    batcher.seen("/vibratory", item(2));
    expect(sent).toEqual([]);
    expect(timers[0]?.delay).toBe(IMPRESSION_DELAY_MS);
    runTimers();
    expect(sent).toEqual([{ list: "/vibratory", ids: ["1", "2"] }]);
  });

  test("a full batch goes at once; lists never mix", () => {
    const { sent, batcher, runTimers } = harness();
    for (let id = 1; id <= IMPRESSION_BATCH_SIZE; id += 1) batcher.seen("/vibratory", item(id));
    batcher.seen("doporučujeme", item(99));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ids).toHaveLength(IMPRESSION_BATCH_SIZE);
    runTimers();
    expect(sent[1]).toEqual({ list: "doporučujeme", ids: ["99"] });
  });

  test("a product counts once per list and page, again on the next page", () => {
    const { sent, batcher } = harness();
    batcher.seen("/vibratory", item(1));
    batcher.seen("/vibratory", item(1));
    batcher.flush();
    expect(sent).toEqual([{ list: "/vibratory", ids: ["1"] }]);
    batcher.seen("/vibratory", item(1));
    batcher.flush();
    expect(sent).toHaveLength(1);
    batcher.newPage();
    batcher.seen("/vibratory", item(1));
    batcher.flush();
    expect(sent).toHaveLength(2);
  });

  test("leaving the page sends what waits", () => {
    const { sent, batcher } = harness();
    batcher.seen("/gely", item(5));
    batcher.flush();
    expect(sent).toEqual([{ list: "/gely", ids: ["5"] }]);
  });
});
