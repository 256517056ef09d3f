import { describe, expect, test } from "vitest";

import { nextStickyState, type StickyState } from "#app/components/layout/sticky-header.ts";

function scrollThrough(positions: Array<number>, threshold = 100): Array<StickyState> {
  const states: Array<StickyState> = [];
  let current: StickyState = "not_sticky";
  let previousY = 0;
  for (const scrollY of positions) {
    current = nextStickyState(current, { scrollY, previousY, threshold });
    states.push(current);
    previousY = scrollY;
  }
  return states;
}

describe("sticky header", () => {
  test("stays in the flow until the page scrolls past the header", () => {
    expect(scrollThrough([20, 80, 100])).toEqual(["not_sticky", "not_sticky", "not_sticky"]);
  });

  test("detaches hidden, gets ready, then shows on the way up and hides on the way down", () => {
    expect(scrollThrough([150, 200, 300, 250, 240, 400])).toEqual([
      "sticky_not_ready",
      "sticky_ready",
      "sticky_invisible",
      "sticky_visible",
      "sticky_visible",
      "sticky_invisible",
    ]);
  });

  test("back above the header it returns to the flow", () => {
    expect(scrollThrough([150, 200, 150, 50]).at(-1)).toBe("not_sticky");
  });

  test("no movement keeps the state", () => {
    expect(scrollThrough([150, 200, 250, 250]).at(-1)).toBe("sticky_invisible");
  });
});
