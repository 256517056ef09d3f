import { describe, expect, test } from "vitest";

import { searchEvent } from "./search-tracking.ts";

describe("search-query tracking (spec §9: from 4 characters)", () => {
  test("a query of 4 characters or more is recorded, sanitised", () => {
    expect(searchEvent("gely")).toEqual({ event: "search", search_term: "gely" });
    expect(searchEvent("  <b>vibrátor</b> ")).toEqual({
      event: "search",
      search_term: "b vibrátor /b",
    });
  });

  test("shorter queries and queries that search nothing are not", () => {
    expect(searchEvent("gel")).toBeNull();
    expect(searchEvent("a b c d")).toBeNull();
    expect(searchEvent("")).toBeNull();
  });
});
