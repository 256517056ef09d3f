import { describe, expect, test } from "vitest";

import { SEARCH_EVENT, type SearchEventDetail, trackSearch } from "./search-tracking.ts";

function recorded(text: string): Array<SearchEventDetail> {
  const target = new EventTarget();
  const events: Array<SearchEventDetail> = [];
  target.addEventListener(SEARCH_EVENT, (event) =>
    events.push((event as CustomEvent<SearchEventDetail>).detail),
  );
  trackSearch(text, target);
  return events;
}

describe("search-query tracking (spec §9: from 4 characters)", () => {
  test("a query of 4 characters or more is recorded, sanitised", () => {
    expect(recorded("gely")).toEqual([{ query: "gely" }]);
    expect(recorded("  <b>vibrátor</b> ")).toEqual([{ query: "b vibrátor /b" }]);
  });

  test("shorter queries and queries that search nothing are not", () => {
    expect(recorded("gel")).toEqual([]);
    expect(recorded("a b c d")).toEqual([]);
    expect(recorded("")).toEqual([]);
  });
});
