import { describe, expect, test } from "vitest";

import { linkTerms, linkedText, type TermSegment } from "./term-links.ts";

const TERMS = [
  { title: "Kolík", slug: "kolik" },
  { title: "Anální kolík", slug: "analni-kolik" },
  { title: "Silikon", slug: "silikon" },
  { title: "Silikonový lubrikant", slug: "silikonovy-lubrikant" },
  { title: "Lubrikant", slug: "lubrikant" },
  { title: "Bod G", slug: "bod-g" },
  { title: "Čisticí sprej", slug: "cistici-sprej" },
];

const joined = (segments: Array<TermSegment>) => segments.map((part) => part.text).join("");
const links = (segments: Array<TermSegment>) =>
  segments.flatMap((part) => ("slug" in part ? [[part.text, part.slug]] : []));

describe("term links", () => {
  test("a text without terms stays one plain segment", () => {
    expect(linkTerms("Krajkové body s ramínky.", TERMS)).toEqual([
      { text: "Krajkové body s ramínky." },
    ]);
    expect(linkTerms("", TERMS)).toEqual([{ text: "" }]);
    expect(linkTerms("Silikon hebký.", [])).toEqual([{ text: "Silikon hebký." }]);
  });

  test("links a term where it stands, keeping the text's own case", () => {
    const segments = linkTerms("Sametově hebký silikon pro první hrátky.", TERMS);
    expect(segments).toEqual([
      { text: "Sametově hebký " },
      { text: "silikon", slug: "silikon" },
      { text: " pro první hrátky." },
    ]);
  });

  test("links each term once, at its first occurrence", () => {
    const segments = linkTerms("Silikon je silikon a SILIKON.", TERMS);
    expect(links(segments)).toEqual([["Silikon", "silikon"]]);
    expect(joined(segments)).toBe("Silikon je silikon a SILIKON.");
  });

  test("the longest term wins: anální kolík before kolík, silikonový lubrikant before both", () => {
    expect(links(linkTerms("Anální kolík je kolík s rozšířenou základnou.", TERMS))).toEqual([
      ["Anální kolík", "analni-kolik"],
      ["kolík", "kolik"],
    ]);
    expect(links(linkTerms("Dlouhotrvající silikonový lubrikant.", TERMS))).toEqual([
      ["silikonový lubrikant", "silikonovy-lubrikant"],
    ]);
  });

  test("matches whole words only, diacritics counting as letters", () => {
    // "silikonu", "silikonový" and "lubrikanty" are other words than the terms.
    expect(links(linkTerms("Z hladkého silikonu, silikonová dilda, lubrikanty.", TERMS))).toEqual(
      [],
    );
    // "č" after the term makes it part of a longer word; "Bod G" needs its own word end.
    expect(links(linkTerms("Kolíč, Bod Gé, bod g.", TERMS))).toEqual([["bod g", "bod-g"]]);
    expect(links(linkTerms("(Lubrikant) a „čisticí sprej“.", TERMS))).toEqual([
      ["Lubrikant", "lubrikant"],
      ["čisticí sprej", "cistici-sprej"],
    ]);
  });

  test("case-insensitive for Czech capitals too, and across a line break between words", () => {
    expect(links(linkTerms("ČISTICÍ SPREJ na pomůcky", TERMS))).toEqual([
      ["ČISTICÍ SPREJ", "cistici-sprej"],
    ]);
    expect(links(linkTerms("anální\nkolík", TERMS))).toEqual([["anální\nkolík", "analni-kolik"]]);
  });

  test("never links inside an existing link, and a linked term is not linked again", () => {
    const segments = linkTerms(
      [
        { text: "Náš silikon", slug: "nase-pomucky" },
        { text: " a lubrikant, " },
        { text: "kolík", slug: "kolik" },
        { text: " a kolík." },
      ],
      TERMS,
    );
    expect(segments).toEqual([
      { text: "Náš silikon", slug: "nase-pomucky" },
      { text: " a " },
      { text: "lubrikant", slug: "lubrikant" },
      { text: ", " },
      { text: "kolík", slug: "kolik" },
      { text: " a kolík." },
    ]);
  });

  test("special characters in a term are literal", () => {
    const terms = [
      { title: "C++ (kurz)", slug: "c" },
      { title: "a.b", slug: "ab" },
    ];
    expect(links(linkTerms("Kurz C++ (kurz) a axb, a.b.", terms))).toEqual([
      ["C++ (kurz)", "c"],
      ["a.b", "ab"],
    ]);
  });

  test("joining the segments always gives the text back", () => {
    const text = "Anální kolík, silikon, silikonový lubrikant a kolík; lubrikant i bod G.";
    const segments = linkTerms(text, TERMS);
    expect(joined(segments)).toBe(text);
    expect(links(segments).map(([, slug]) => slug)).toEqual([
      "analni-kolik",
      "silikon",
      "silikonovy-lubrikant",
      "kolik",
      "lubrikant",
      "bod-g",
    ]);
  });

  describe("a remembered text", () => {
    const text = "Silikon a kolík z lékařského silikonu.";

    test("is linked as linkTerms links it, and again after the glossary changed", () => {
      expect(linkedText(text, TERMS)).toEqual(linkTerms(text, TERMS));
      expect(linkedText(text, TERMS)).toEqual(linkTerms(text, TERMS));
      const renamed = TERMS.map((term) =>
        term.slug === "kolik" ? { ...term, slug: "kolik-2" } : term,
      );
      expect(links(linkedText(text, renamed))).toEqual([
        ["Silikon", "silikon"],
        ["kolík", "kolik-2"],
      ]);
      expect(links(linkedText(text, []))).toEqual([]);
    });

    test("pages of two sites in turn each get their own glossary's links", () => {
      const slovak = [{ title: "Silikón", slug: "silikon-sk" }];
      const slovakText = "Silikón a kolík.";
      for (let turn = 0; turn < 2; turn += 1) {
        expect(links(linkedText(text, TERMS))).toEqual([
          ["Silikon", "silikon"],
          ["kolík", "kolik"],
        ]);
        expect(links(linkedText(slovakText, slovak))).toEqual([["Silikón", "silikon-sk"]]);
      }
    });

    test("gives every caller segments of its own", () => {
      const first = linkedText(text, TERMS);
      first[0] = { text: "změněno" };
      if (first[1]) first[1].text = "změněno";
      expect(joined(linkedText(text, TERMS))).toBe(text);
    });
  });
});
