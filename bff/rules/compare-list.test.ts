import { describe, expect, test } from "vitest";

import {
  COMPARE_LIMIT,
  addToCompare,
  parseCompareList,
  removeFromCompare,
  serialiseCompareList,
} from "./compare-list.ts";

describe("adding to the comparison", () => {
  test("keeps the order the products were added in", () => {
    expect(addToCompare([], 101)).toEqual({ kind: "added", ids: [101] });
    expect(addToCompare([101, 102], 7)).toEqual({ kind: "added", ids: [101, 102, 7] });
  });

  test("a product already there changes nothing", () => {
    expect(addToCompare([101, 102], 101)).toEqual({ kind: "already", ids: [101, 102] });
  });

  test("a fifth product is refused and the four stay", () => {
    expect(COMPARE_LIMIT).toBe(4);
    expect(addToCompare([1, 2, 3, 4], 5)).toEqual({ kind: "full", ids: [1, 2, 3, 4] });
    // One already there is still no change, not a refusal.
    expect(addToCompare([1, 2, 3, 4], 3)).toEqual({ kind: "already", ids: [1, 2, 3, 4] });
  });

  test("after removing one, another fits again", () => {
    const three = removeFromCompare([1, 2, 3, 4], 2);
    expect(three).toEqual([1, 3, 4]);
    expect(addToCompare(three, 5)).toEqual({ kind: "added", ids: [1, 3, 4, 5] });
  });

  test("an id that is not a product id is not added", () => {
    expect(addToCompare([1], 0)).toEqual({ kind: "already", ids: [1] });
    expect(addToCompare([1], 2.5)).toEqual({ kind: "already", ids: [1] });
  });
});

describe("removing from the comparison", () => {
  test("takes the product out and keeps the others' order", () => {
    expect(removeFromCompare([101, 102, 103], 102)).toEqual([101, 103]);
  });

  test("a product that is not there changes nothing", () => {
    expect(removeFromCompare([101, 102], 999)).toEqual([101, 102]);
    expect(removeFromCompare([], 1)).toEqual([]);
  });
});

describe("the cookie", () => {
  test("round-trips ids in order", () => {
    expect(serialiseCompareList([101, 102])).toBe("101.102");
    expect(parseCompareList("101.102")).toEqual([101, 102]);
    expect(serialiseCompareList([])).toBe("");
  });

  test("a missing or empty cookie is an empty list", () => {
    expect(parseCompareList(undefined)).toEqual([]);
    expect(parseCompareList(null)).toEqual([]);
    expect(parseCompareList("")).toEqual([]);
  });

  test("drops what is not a positive id, duplicates and everything past the fourth", () => {
    expect(parseCompareList("abc.0.-3.101.1e3.101.02.7.8.9.10.11")).toEqual([101, 7, 8, 9]);
    expect(parseCompareList("1.2.3.4.5.6")).toEqual([1, 2, 3, 4]);
    expect(parseCompareList("99999999999999999999.5")).toEqual([5]);
    expect(parseCompareList("..5..")).toEqual([5]);
  });
});
