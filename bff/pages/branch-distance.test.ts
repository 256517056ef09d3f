import { describe, expect, test } from "vitest";

import {
  distanceKm,
  normalisePostcode,
  positionOrigin,
  postcodeOrigin,
} from "./branch-distance.ts";

describe("where the shopper is", () => {
  test.each([
    ["12000", "120 00", "Praha"],
    ["602 00", "602 00", "Brno"],
    [" 708 00 ", "708 00", "Ostrava"],
    ["040 01", "040 01", "Košice"],
    ["81101", "811 01", "Bratislava"],
  ])("postcode %s is %s in %s", (typed, postcode, place) => {
    expect(postcodeOrigin(typed)).toMatchObject({ kind: "postcode", postcode, place });
  });

  test.each([["1200"], ["120000"], ["abcde"], ["00000"], [""]])(
    "%s is no known postcode",
    (typed) => {
      expect(postcodeOrigin(typed)).toBeNull();
    },
  );

  test("writes a postcode with its space", () => {
    expect(normalisePostcode("37001")).toBe("370 01");
  });

  test("a position is two numbers in range", () => {
    expect(positionOrigin("50.08,14.42")).toEqual({
      kind: "position",
      latitude: 50.08,
      longitude: 14.42,
    });
    expect(positionOrigin("95,14")).toBeNull();
    expect(positionOrigin("50.08;14.42")).toBeNull();
    expect(positionOrigin("50.08,14.42,1")).toBeNull();
  });

  test("distances are great-circle kilometres", () => {
    const praha = { latitude: 50.0755, longitude: 14.4378 };
    const brno = { latitude: 49.1951, longitude: 16.6068 };
    expect(distanceKm(praha, brno)).toBeGreaterThan(180);
    expect(distanceKm(praha, brno)).toBeLessThan(190);
    expect(distanceKm(praha, praha)).toBe(0);
  });
});
