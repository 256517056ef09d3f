import { describe, expect, test } from "vitest";

import { href, localeOfPath } from "./href.ts";

describe("href", () => {
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
