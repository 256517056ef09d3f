import { describe, expect, test } from "vitest";

import { localisedLinks } from "./seo.ts";

describe("localisedLinks", () => {
  const links = localisedLinks({
    origin: "https://shop.example",
    locale: "de",
    key: "product",
    params: { slug: "vibrator-rabbit-duo" },
  });

  test("the canonical is the page itself in its own language, without a query", () => {
    expect(links[0]).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/de/produkt/vibrator-rabbit-duo",
    });
  });

  test("hreflang alternates for every language and cs as x-default", () => {
    const alternate = (hrefLang: string, href: string) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    });
    expect(links.slice(1)).toEqual([
      alternate("cs", "https://shop.example/produkt/vibrator-rabbit-duo"),
      alternate("sk", "https://shop.example/sk/produkt/vibrator-rabbit-duo"),
      alternate("de", "https://shop.example/de/produkt/vibrator-rabbit-duo"),
      alternate("x-default", "https://shop.example/produkt/vibrator-rabbit-duo"),
    ]);
  });
});
