import { describe, expect, test } from "vitest";

import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from "#app/seo/json-ld.ts";
import { scriptJson } from "#app/seo/script-json.ts";

const origin = "https://shop.example";

describe("JSON-LD", () => {
  test("Organization of the shop", () => {
    expect(organizationJsonLd(origin)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://shop.example/#organization",
      name: "Amoris",
      url: "https://shop.example/",
    });
  });

  test("WebSite with a SearchAction on the search route /hledat", () => {
    expect(webSiteJsonLd(origin, "/hledat")).toMatchObject({
      "@type": "WebSite",
      url: "https://shop.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://shop.example/hledat?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
  });

  test("a reviewed Product rates on the 1-5 star scale a review can give", () => {
    const product = productJsonLd({
      name: "Vibrátor Velvet Classic",
      url: `${origin}/produkt/vibrator-velvet-classic`,
      image: null,
      description: null,
      sku: null,
      gtin: null,
      brand: null,
      price: 1290,
      currency: "CZK",
      isAvailable: true,
      priceValidUntil: "2026-12-31",
      rating: { stars: 4.4, count: 7 },
    });
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.4,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 7,
    });
  });

  test("BreadcrumbList numbers its steps from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Amoris", url: "https://shop.example/" },
        { name: "Vibrátory", url: "https://shop.example/vibratory" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Amoris", item: "https://shop.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Vibrátory",
          item: "https://shop.example/vibratory",
        },
      ],
    });
  });
});

describe("scriptJson", () => {
  test("no text inside can close the script element, and the JSON stays the same", () => {
    const value = { name: "</script><script>alert(1)</script><!--" };
    const text = scriptJson(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});
