import { describe, expect, test } from "vitest";

import {
  glossaryAlphabet,
  glossaryLetter,
  groupByLetter,
  letterAnchor,
} from "./glossary-letters.ts";

const titles = (words: Array<string>) => words.map((title) => ({ title }));

describe("glossary letters", () => {
  test("the Czech alphabet has Č after C, Ch after H, Ř, Š and Ž", () => {
    const alphabet = glossaryAlphabet("cs");
    expect(alphabet.slice(0, 4)).toEqual(["A", "B", "C", "Č"]);
    expect(alphabet.slice(alphabet.indexOf("H"), alphabet.indexOf("H") + 3)).toEqual([
      "H",
      "Ch",
      "I",
    ]);
    expect(alphabet.at(-1)).toBe("Ž");
    expect(alphabet).toHaveLength(31);
    expect(glossaryAlphabet("de")).toHaveLength(26);
  });

  test("a title's letter: Ch is one letter, háček letters their own, other accents their base", () => {
    expect(glossaryLetter("Chladivý gel", "cs")).toBe("Ch");
    expect(glossaryLetter("chirurgická ocel", "cs")).toBe("Ch");
    expect(glossaryLetter("Čisticí sprej", "cs")).toBe("Č");
    expect(glossaryLetter("řemínek", "cs")).toBe("Ř");
    expect(glossaryLetter("Úvazek", "cs")).toBe("U");
    expect(glossaryLetter("Ďábel", "cs")).toBe("D");
    expect(glossaryLetter("3D tisk", "cs")).toBe("#");
    // German has no Ch and no háček letters: Chili is a C, Öl an O.
    expect(glossaryLetter("Chili", "de")).toBe("C");
    expect(glossaryLetter("Öl", "de")).toBe("O");
  });

  test("anchors are plain ASCII", () => {
    expect(["A", "Ch", "Č", "Ř", "Ž", "#"].map(letterAnchor)).toEqual([
      "pismeno-a",
      "pismeno-ch",
      "pismeno-c-hacek",
      "pismeno-r-hacek",
      "pismeno-z-hacek",
      "pismeno-ostatni",
    ]);
  });

  test("groups every letter in order, empty ones too, items by Czech collation", () => {
    const groups = groupByLetter(
      titles(["Hygiena", "Chlamydie", "Cyberskin", "Čokoláda", "cévka", "Hřejivý", "Zámek"]),
      "cs",
    );
    const filled = groups.filter((group) => group.items.length > 0);
    expect(filled.map((group) => [group.letter, group.items.map((item) => item.title)])).toEqual([
      ["C", ["cévka", "Cyberskin"]],
      ["Č", ["Čokoláda"]],
      ["H", ["Hřejivý", "Hygiena"]],
      ["Ch", ["Chlamydie"]],
      ["Z", ["Zámek"]],
    ]);
    expect(groups.map((group) => group.letter)).toEqual(glossaryAlphabet("cs"));
    expect(groups.find((group) => group.letter === "Ch")?.anchor).toBe("pismeno-ch");
  });

  test("titles of no letter come last, under #", () => {
    const groups = groupByLetter(titles(["3D tisk", "Anální kolík"]), "cs");
    expect(groups.at(-1)).toEqual({
      letter: "#",
      anchor: "pismeno-ostatni",
      items: [{ title: "3D tisk" }],
    });
  });
});
