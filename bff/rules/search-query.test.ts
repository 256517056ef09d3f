import { describe, expect, test } from "vitest";

import {
  closestByName,
  foldText,
  isTrackedQuery,
  partsHeld,
  rankByParts,
  parseSearchQuery,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_PART,
  SEARCH_TRACKING_MIN,
} from "./search-query.ts";

describe("search query rules (content side §5, §9)", () => {
  test("the spec's numbers: parts of 3 characters, tracking from 4", () => {
    expect(SEARCH_MIN_PART).toBe(3);
    expect(SEARCH_TRACKING_MIN).toBe(4);
  });

  test("splits on whitespace and plus signs; only parts of at least 3 characters count", () => {
    expect(parseSearchQuery("masážní+olej  na tělo")).toEqual({
      text: "masážní+olej na tělo",
      parts: ["masážní", "olej", "tělo"],
      searchable: true,
    });
    expect(parseSearchQuery("ab+cd ef").parts).toEqual([]);
  });

  test("a query without a 3-character part searches nothing", () => {
    const unsearchable = ["", "  ", "vi", "a b c", "++", null, undefined];
    expect(unsearchable.map((raw) => parseSearchQuery(raw).searchable)).not.toContain(true);
    expect(parseSearchQuery("vib").searchable).toBe(true);
    expect(parseSearchQuery("xy vib").parts).toEqual(["vib"]);
  });

  test("counts characters, not bytes: three Czech letters are a part", () => {
    expect(parseSearchQuery("čšž").parts).toEqual(["čšž"]);
  });

  test("sanitises: markup, quotes, control characters and query syntax become spaces", () => {
    const query = parseSearchQuery('<script>alert("x")</script> vib*\u0000rátor');
    expect(query.text).not.toMatch(/[<>"*]/);
    expect(query.text).not.toContain("\u0000");
    expect(query.parts).toContain("script");
    expect(query.parts).toContain("vib");
    expect(query.parts).toContain("rátor");
  });

  test("trims punctuation around a part and drops repeats", () => {
    expect(parseSearchQuery("gel, gel! gel?").parts).toEqual(["gel"]);
  });

  test("keeps at most 100 characters", () => {
    const query = parseSearchQuery("a".repeat(500));
    expect([...query.text]).toHaveLength(SEARCH_MAX_LENGTH);
  });

  test("diacritics and case never matter", () => {
    expect(foldText("Čištění a PÉČE")).toBe("cisteni a pece");
    expect(partsHeld("Čištění hraček", parseSearchQuery("cisteni").parts)).toBe(1);
    expect(partsHeld("Cisteni hracek", parseSearchQuery("čištění").parts)).toBe(1);
    expect(partsHeld("Spitzenbody Weiß", parseSearchQuery("WEISS spitzen").parts)).toBe(2);
  });

  test("a part counts when it begins a word of the title", () => {
    const parts = parseSearchQuery("vib růž").parts;
    expect(partsHeld("Vibrátor růžový", parts)).toBe(2);
    expect(partsHeld("Vibrátor černý", parts)).toBe(1);
    expect(partsHeld("Anální kolíky", parseSearchQuery("kol").parts)).toBe(1);
    expect(partsHeld("Anální kolíky", parseSearchQuery("lík").parts)).toBe(0);
    expect(partsHeld("Cokoli", [])).toBe(0);
  });

  test("titles holding every part come first, then those holding fewer, none dropped but misses", () => {
    const titles = ["Masážní gel", "Lubrikant Aqua", "Kondomy", "Lubrikant gel hřejivý", "Gel"];
    expect(rankByParts(titles, parseSearchQuery("lubrikant gel").parts, (title) => title)).toEqual([
      "Lubrikant gel hřejivý",
      "Masážní gel",
      "Lubrikant Aqua",
      "Gel",
    ]);
    expect(rankByParts(titles, [], (title) => title)).toEqual([]);
  });

  test("tracking takes searched queries of at least 4 characters", () => {
    expect(isTrackedQuery(parseSearchQuery("gel"))).toBe(false);
    expect(isTrackedQuery(parseSearchQuery("gely"))).toBe(true);
    expect(isTrackedQuery(parseSearchQuery("a b c d"))).toBe(false);
  });
});

describe("closest category by name", () => {
  const categories = [
    { id: 1, name: "Vibrátory" },
    { id: 2, name: "Lubrikační gely" },
    { id: 3, name: "Erotické prádlo" },
  ];

  test("a typo still finds its category", () => {
    expect(closestByName(parseSearchQuery("vybratory"), categories)?.id).toBe(1);
    expect(closestByName(parseSearchQuery("lubrikacni"), categories)?.id).toBe(2);
    expect(closestByName(parseSearchQuery("pradlo"), categories)?.id).toBe(3);
  });

  test("nothing alike gives no suggestion", () => {
    expect(closestByName(parseSearchQuery("qwxz"), categories)).toBeNull();
    expect(closestByName(parseSearchQuery("ab"), categories)).toBeNull();
  });
});
