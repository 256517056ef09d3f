import { describe, expect, it } from "vitest";

import { ratingToStars, STAR_COUNT, starsToRating } from "./star-rating.ts";

describe("ratingToStars", () => {
  it("converts 0..100 to stars with one decimal", () => {
    expect(STAR_COUNT).toBe(5);
    expect(ratingToStars(0)).toBe(0);
    expect(ratingToStars(80)).toBe(4);
    expect(ratingToStars(100)).toBe(5);
    expect(ratingToStars(86)).toBe(4.3);
    expect(ratingToStars(92)).toBe(4.6);
  });

  it("uses another number of stars when configured", () => {
    expect(ratingToStars(50, 10)).toBe(5);
  });

  it("clamps a rating outside 0..100", () => {
    expect(ratingToStars(140)).toBe(5);
    expect(ratingToStars(-10)).toBe(0);
    expect(ratingToStars(Number.NaN)).toBe(0);
  });
});

describe("starsToRating", () => {
  it("converts stars to an integer 0..100", () => {
    expect(starsToRating(4)).toBe(80);
    expect(starsToRating(0)).toBe(0);
    expect(starsToRating(5)).toBe(100);
    expect(starsToRating(1, 3)).toBe(33);
    expect(starsToRating(4.5)).toBe(90);
  });

  it("clamps stars outside 0..starCount", () => {
    expect(starsToRating(7)).toBe(100);
    expect(starsToRating(-1)).toBe(0);
  });

  it("throws for a value that is not a number or a star count that is not positive", () => {
    expect(() => starsToRating(Number.NaN)).toThrow(RangeError);
    expect(() => starsToRating(3, 0)).toThrow(RangeError);
  });

  it("round-trips whole stars", () => {
    for (let stars = 0; stars <= STAR_COUNT; stars += 1) {
      expect(ratingToStars(starsToRating(stars))).toBe(stars);
    }
  });
});
