import { afterEach, describe, expect, test } from "vitest";

import { setLocaleOrigins } from "#app/utils/href.ts";

import { matchPath, pathIn, slugsToLookUp, type SlugCounterpart } from "./path-in-language.ts";

/** The sandbox's names: category 10, a page, a virtual category, a product, an article. */
const NAMES: Record<string, Record<string, string>> = {
  "category:vibratory": { cs: "vibratory", sk: "vibratory", de: "vibratoren" },
  "category:vibratoren": { cs: "vibratory", sk: "vibratory", de: "vibratoren" },
  "page:doprava": { cs: "doprava", sk: "doprava", de: "versand" },
  "virtual_category:akce-a-slevy": { cs: "akce-a-slevy", sk: "akcie-a-zlavy", de: "angebote" },
  "product:vibrator-velvet-classic": {
    cs: "vibrator-velvet-classic",
    sk: "vibrator-velvet-classic-1001",
    de: "vibrator-velvet-classic-1001",
  },
  "article:jak-vybrat-vibrator": { cs: "jak-vybrat-vibrator", sk: "ako-vybrat-vibrator" },
  "article_category:vibratory-a-hracky": { cs: "vibratory-a-hracky" },
};

function names(target: string): SlugCounterpart {
  return (slug, types) => {
    for (const type of types) {
      const entry = NAMES[`${type}:${slug}`];
      if (entry) return entry[target] ?? null;
    }
    return null;
  };
}

function inLanguage(path: string, target: "cs" | "sk" | "de") {
  return pathIn(matchPath(path), target, names(target));
}

afterEach(() => setLocaleOrigins({}));

describe("matchPath", () => {
  test("reads fixed routes in any language's words, after the language prefix", () => {
    expect(matchPath("/nakupni-radce")).toEqual({
      kind: "route",
      key: "magazine",
      params: {},
      locale: "cs",
    });
    expect(matchPath("/de/warenkorb")).toMatchObject({ kind: "route", key: "cart", locale: "de" });
    expect(matchPath("/sk/nakupny-radca")).toMatchObject({ key: "magazine", locale: "sk" });
    expect(matchPath("/")).toMatchObject({ kind: "route", key: "home" });
  });

  test("the most specific route wins: a tag is no child category", () => {
    expect(matchPath("/nakupni-radce/stitky/na-cesty")).toMatchObject({
      key: "magazineTag",
      params: { slug: "na-cesty" },
    });
    expect(matchPath("/nakupni-radce/vztahy/komunikace")).toMatchObject({
      key: "magazineChildCategory",
      params: { slug: "vztahy", child: "komunikace" },
    });
  });

  test("one segment no route claims is a slug for the catch-all; deeper unknown paths are unknown", () => {
    expect(matchPath("/vibratory")).toEqual({ kind: "slug", slug: "vibratory", locale: "cs" });
    expect(matchPath("/de/vibratoren")).toEqual({ kind: "slug", slug: "vibratoren", locale: "de" });
    expect(matchPath("/a/b/c/d")).toEqual({ kind: "unknown" });
    expect(matchPath("/%E0%A4%A")).toEqual({ kind: "unknown" });
  });

  test("names the slugs to look up", () => {
    expect(slugsToLookUp(matchPath("/produkt/vibrator-velvet-classic"))).toEqual([
      "vibrator-velvet-classic",
    ]);
    expect(slugsToLookUp(matchPath("/vibratory"))).toEqual(["vibratory"]);
    expect(slugsToLookUp(matchPath("/kosik"))).toEqual([]);
  });
});

describe("pathIn", () => {
  test("a fixed route takes the language's own words", () => {
    expect(inLanguage("/nakupni-radce", "sk")).toEqual({ path: "/sk/nakupny-radca", found: true });
    expect(inLanguage("/kosik", "de")).toEqual({ path: "/de/warenkorb", found: true });
    expect(inLanguage("/kontakt", "sk")).toEqual({ path: "/sk/kontakt", found: true });
    expect(inLanguage("/de/warenkorb", "cs")).toEqual({ path: "/kosik", found: true });
  });

  test("a category, a page and a product take their slugs in the language", () => {
    expect(inLanguage("/vibratory", "sk")).toEqual({ path: "/sk/vibratory", found: true });
    expect(inLanguage("/vibratory", "de")).toEqual({ path: "/de/vibratoren", found: true });
    expect(inLanguage("/de/vibratoren", "cs")).toEqual({ path: "/vibratory", found: true });
    expect(inLanguage("/akce-a-slevy", "sk").path).toBe("/sk/akcie-a-zlavy");
    expect(inLanguage("/vse-o-nakupu/doprava", "de").path).toBe("/de/alles-zum-einkauf/versand");
    expect(inLanguage("/produkt/vibrator-velvet-classic", "de").path).toBe(
      "/de/produkt/vibrator-velvet-classic-1001",
    );
    expect(inLanguage("/clanky/jak-vybrat-vibrator", "sk").path).toBe(
      "/sk/clanky/ako-vybrat-vibrator",
    );
  });

  test("a page without a counterpart leads to its list, an unknown one to the home page", () => {
    expect(inLanguage("/clanky/jak-vybrat-vibrator", "de")).toEqual({
      path: "/de/magazin",
      found: false,
    });
    expect(inLanguage("/nakupni-radce/vibratory-a-hracky", "sk")).toEqual({
      path: "/sk/nakupny-radca",
      found: false,
    });
    expect(inLanguage("/pobocky/praha-vinohrady", "de")).toEqual({
      path: "/de/filialen",
      found: false,
    });
    expect(inLanguage("/neznama-stranka", "sk")).toEqual({ path: "/sk", found: false });
    expect(inLanguage("/a/b/c/d", "de")).toEqual({ path: "/de", found: false });
  });

  test("ids and codes stay as they are", () => {
    expect(inLanguage("/uzivatel/objednavky/12", "de").path).toBe("/de/konto/bestellungen/12");
  });

  test("a language on its own host has no prefix", () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" });
    expect(inLanguage("/vibratory", "de")).toEqual({ path: "/vibratoren", found: true });
    expect(inLanguage("/warenkorb", "cs")).toEqual({ path: "/kosik", found: true });
  });
});
