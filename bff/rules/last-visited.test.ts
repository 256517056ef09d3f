import { describe, expect, it } from "vitest";

import {
  LAST_VISITED_LIMIT,
  parseLastVisited,
  rememberVisit,
  serialiseLastVisited,
} from "./last-visited.ts";

describe("rememberVisit", () => {
  it("puts the visited product first", () => {
    expect(rememberVisit([], 4)).toEqual([4]);
    expect(rememberVisit([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
  });

  it("moves a product visited again to the front without a duplicate", () => {
    expect(rememberVisit([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(rememberVisit([3, 2, 1], 3)).toEqual([3, 2, 1]);
  });

  it("keeps at most 8, dropping the oldest", () => {
    expect(LAST_VISITED_LIMIT).toBe(8);
    expect(rememberVisit([8, 7, 6, 5, 4, 3, 2, 1], 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it("ignores an id that is not a product id", () => {
    expect(rememberVisit([3, 2], 0)).toEqual([3, 2]);
    expect(rememberVisit([3, 2], 1.5)).toEqual([3, 2]);
  });
});

describe("last visited cookie", () => {
  it("round-trips ids in order", () => {
    expect(serialiseLastVisited([12, 7, 3])).toBe("12.7.3");
    expect(parseLastVisited("12.7.3")).toEqual([12, 7, 3]);
  });

  it("reads a missing or empty cookie as no visits", () => {
    expect(parseLastVisited(undefined)).toEqual([]);
    expect(parseLastVisited(null)).toEqual([]);
    expect(parseLastVisited("")).toEqual([]);
    expect(serialiseLastVisited([])).toBe("");
  });

  it("ignores tampered parts and keeps the valid ones", () => {
    expect(parseLastVisited("12.abc..-4.0.07.1e3.3")).toEqual([12, 3]);
    expect(parseLastVisited("99999999999999999999.5")).toEqual([5]);
  });

  it("drops duplicates and keeps at most 8", () => {
    expect(parseLastVisited("1.2.1.3")).toEqual([1, 2, 3]);
    expect(parseLastVisited("1.2.3.4.5.6.7.8.9.10")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(serialiseLastVisited([1, 2, 2, -1, 3, 4, 5, 6, 7, 8, 9])).toBe("1.2.3.4.5.6.7.8");
  });
});
