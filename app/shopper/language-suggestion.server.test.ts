import { describe, expect, test } from "vitest";

import { suggestedLocale } from "#app/shopper/language-suggestion.server.ts";

describe("the language banner's suggestion", () => {
  test("offers the browser's preferred language the shop has", () => {
    expect(suggestedLocale("de-DE,de;q=0.9,en;q=0.8", "cs")).toBe("de");
    expect(suggestedLocale("en-GB,sk;q=0.7,cs;q=0.5", "cs")).toBe("sk");
  });

  test("follows quality, not order", () => {
    expect(suggestedLocale("de;q=0.3,sk;q=0.8", "cs")).toBe("sk");
  });

  test("nothing when the page is already in that language or none fits", () => {
    expect(suggestedLocale("cs-CZ,cs;q=0.9", "cs")).toBeNull();
    expect(suggestedLocale("en-US,fr;q=0.5", "cs")).toBeNull();
    expect(suggestedLocale(null, "sk")).toBeNull();
    expect(suggestedLocale("de;q=0", "cs")).toBeNull();
  });

  test("the shopper's own choice wins over the browser's", () => {
    expect(suggestedLocale("de-DE,de;q=0.9", "cs", "cs")).toBeNull();
    expect(suggestedLocale("cs-CZ", "cs", "sk")).toBe("sk");
    expect(suggestedLocale("cs-CZ", "sk", "sk")).toBeNull();
    expect(suggestedLocale("de", "cs", "en")).toBe("de");
  });
});
