import { afterEach, beforeEach, describe, expect, test } from "vitest";

import {
  changesLanguage,
  href,
  hrefFrom,
  localeOfHost,
  localeOfPath,
  localeOrigin,
  localePrefix,
  setLocaleOrigins,
} from "#app/utils/href.ts";

const DOMAINS = { cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" };

describe("href on one host (prefix mode)", () => {
  test("cs has no prefix", () => {
    expect(href("home", "cs")).toBe("/");
    expect(href("cart", "cs")).toBe("/kosik");
    expect(href("product", "cs", { slug: "vibrator-rabbit-duo" })).toBe(
      "/produkt/vibrator-rabbit-duo",
    );
  });

  test("sk and de are prefixed and use their own path segments", () => {
    expect(href("home", "sk")).toBe("/sk");
    expect(href("cart", "sk")).toBe("/sk/kosik");
    expect(href("cart", "de")).toBe("/de/warenkorb");
    expect(href("ageConfirmation", "de")).toBe("/de/altersbestaetigung");
  });

  test("parameters are encoded, and a missing one is a programming error", () => {
    expect(href("product", "de", { slug: "a b" })).toBe("/de/produkt/a%20b");
    expect(() => href("product", "cs")).toThrowError(/slug/);
  });

  test("a link into another language is a path on the same host", () => {
    expect(hrefFrom("cs", "de", href("cart", "de"))).toBe("/de/warenkorb");
    expect(hrefFrom("sk", "cs", href("home", "cs"))).toBe("/");
    expect(localeOrigin("sk")).toBeNull();
    expect(localeOfHost("localhost:3000")).toBeNull();
  });
});

describe("href with a host per language (domain mode)", () => {
  beforeEach(() => setLocaleOrigins(DOMAINS));
  afterEach(() => setLocaleOrigins({}));

  test("a language's own links carry no prefix", () => {
    expect(href("home", "sk")).toBe("/");
    expect(href("cart", "sk")).toBe("/kosik");
    expect(href("forgotPassword", "sk")).toBe("/zabudnute-heslo");
    expect(href("cart", "de")).toBe("/warenkorb");
    expect(href("product", "de", { slug: "a b" })).toBe("/produkt/a%20b");
    expect(localePrefix("de")).toBe("");
  });

  test("a link into another language is absolute to that language's host", () => {
    expect(hrefFrom("cs", "sk", href("cart", "sk"))).toBe("https://shop.sk/kosik");
    expect(hrefFrom("de", "cs", href("home", "cs"))).toBe("https://shop.cz/");
    expect(hrefFrom("sk", "sk", href("cart", "sk"))).toBe("/kosik");
  });

  test("a language without a host keeps its prefix on the cs host", () => {
    setLocaleOrigins({ cs: DOMAINS.cs, sk: DOMAINS.sk });
    expect(href("cart", "de")).toBe("/de/warenkorb");
    expect(localeOrigin("de")).toBe("https://shop.cz");
    expect(hrefFrom("cs", "de", href("cart", "de"))).toBe("/de/warenkorb");
    expect(hrefFrom("sk", "de", href("cart", "de"))).toBe("https://shop.cz/de/warenkorb");
    expect(hrefFrom("de", "sk", href("cart", "sk"))).toBe("https://shop.sk/kosik");
  });

  test("the host names its language, port included", () => {
    expect(localeOfHost("shop.sk")).toBe("sk");
    expect(localeOfHost("SHOP.DE")).toBe("de");
    expect(localeOfHost("shop.sk:8080")).toBeNull();
    setLocaleOrigins({ cs: "http://cs.localhost:3000", sk: "http://sk.localhost:3000" });
    expect(localeOfHost("sk.localhost:3000")).toBe("sk");
  });
});

describe("localeOfPath", () => {
  test.each([
    ["/", "cs"],
    ["/kosik", "cs"],
    ["/sk", "sk"],
    ["/sk/kosik", "sk"],
    ["/de/warenkorb", "de"],
    ["/skupiny", "cs"],
  ])("%s is %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe("changesLanguage", () => {
  test.each([
    ["/kosik", "/produkt/gel", false],
    ["/kosik", "/sk/kosik", true],
    ["/sk/kosik", "/sk/produkt/gel?variant_id=1#detail", false],
    ["/sk/kosik", "/de/warenkorb", true],
    ["/de/warenkorb", "/", true],
    ["/", "/skupiny", false],
    ["/", "/SK/kosik", true],
    ["/", "/sk?x=1", true],
    ["/", "/./sk/kosik", true],
    ["/", "/%73k/kosik", false],
    ["/", "/x/../de", true],
    ["/", "//sk/kosik", false],
    ["/", "/\\sk", false],
    ["/sk", "?q=1", true],
  ])("from %s to %s: %s", (from, to, changes) => {
    expect(changesLanguage(from, to)).toBe(changes);
  });

  test("a plain path is read as the URL parser reads it", () => {
    for (const target of ["/sk", "/sk/", "/de/a_b-c/d?e#f", "/a//sk", "/sk#x", "/kosik"]) {
      const parsed = new URL(target, "http://localhost").pathname;
      for (const from of ["/", "/sk/x", "/de"]) {
        expect(changesLanguage(from, target)).toBe(localeOfPath(parsed) !== localeOfPath(from));
      }
    }
  });
});
