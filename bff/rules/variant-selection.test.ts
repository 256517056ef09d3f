import { describe, expect, it } from "vitest";

import {
  variantByParameterValues,
  VISIBLE_VARIANTS,
  visibleVariants,
} from "./variant-selection.ts";

const COLOUR = 10;
const SIZE = 20;
const RED = 101;
const BLACK = 102;
const S = 201;
const M = 202;

const variants = [
  {
    id: 1,
    parameters: [
      { entityId: COLOUR, values: [RED] },
      { entityId: SIZE, values: [S] },
    ],
  },
  {
    id: 2,
    parameters: [
      { entityId: COLOUR, values: [RED] },
      { entityId: SIZE, values: [M] },
    ],
  },
  {
    id: 3,
    parameters: [
      { entityId: COLOUR, values: [BLACK] },
      { entityId: SIZE, values: [M] },
    ],
  },
  { id: 4, parameters: [] },
];

const pick = (chosen: Record<number, number>, defaultId?: number | null) =>
  variantByParameterValues(variants, chosen, defaultId)?.id;

describe("variantByParameterValues", () => {
  it("picks the variant sharing the most chosen values", () => {
    expect(pick({ [COLOUR]: RED, [SIZE]: M })).toBe(2);
    expect(pick({ [COLOUR]: BLACK, [SIZE]: M })).toBe(3);
    expect(pick({ [COLOUR]: BLACK, [SIZE]: S }, 4)).toBe(1);
  });

  it("takes the earlier variant on a tie", () => {
    expect(pick({ [COLOUR]: RED }, 2)).toBe(1);
    expect(pick({ [SIZE]: M })).toBe(2);
  });

  it("matches a value only under its own parameter", () => {
    expect(pick({ [SIZE]: BLACK }, 4)).toBe(4);
  });

  it("falls back to the default variant when no value is shared or nothing is chosen", () => {
    expect(pick({}, 3)).toBe(3);
    expect(pick({ [COLOUR]: 999 }, 3)).toBe(3);
  });

  it("falls back to the first variant without a known default", () => {
    expect(pick({}, null)).toBe(1);
    expect(pick({}, 99)).toBe(1);
    expect(variantByParameterValues([], { [COLOUR]: RED }, 1)).toBeUndefined();
  });

  it("handles a variant holding several values of a parameter", () => {
    const multi = [
      ...variants,
      { id: 5, parameters: [{ entityId: COLOUR, values: [RED, BLACK] }] },
    ];
    expect(variantByParameterValues(multi, { [COLOUR]: BLACK }, 1)?.id).toBe(3);
  });
});

describe("visibleVariants", () => {
  const many = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
  const ids = (list: Array<{ id: number }>) => list.map(({ id }) => id);

  it("shows the first 4", () => {
    expect(VISIBLE_VARIANTS).toBe(4);
    const { shown, hidden } = visibleVariants(many, 2);
    expect(ids(shown)).toEqual([1, 2, 3, 4]);
    expect(ids(hidden)).toEqual([5, 6]);
  });

  it("swaps a hidden active variant into the 4th place", () => {
    const { shown, hidden } = visibleVariants(many, 6);
    expect(ids(shown)).toEqual([1, 2, 3, 6]);
    expect(ids(hidden)).toEqual([5, 4]);
  });

  it("keeps the order without an active variant or with few variants", () => {
    expect(ids(visibleVariants(many, null).shown)).toEqual([1, 2, 3, 4]);
    expect(ids(visibleVariants(many, 99).hidden)).toEqual([5, 6]);
    expect(visibleVariants(many.slice(0, 2), 2)).toEqual({ shown: many.slice(0, 2), hidden: [] });
  });

  it("leaves the list it was given untouched", () => {
    visibleVariants(many, 6);
    expect(ids(many)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
