import { describe, expect, test } from "vitest";

import { MASSAGE_OIL, SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";

import { productSlugs, seoFromPageMeta, seoFromProduct } from "./seo-meta.ts";

const cdnBase = "https://cdn.shop.example";

describe("seoFromPageMeta", () => {
  const pageMeta = {
    ...SHIPPING_PAGE.page_meta,
    seo_title: "Doprava zdarma nad 1 500 Kč",
    seo_description: "Jak a za kolik doručujeme.",
    seo_keywords: "doprava, výdejní místo",
    meta_noindex: true,
    meta_nofollow: false,
    share_image: { path: "content/doprava.jpg", alt: null },
    canonical_slugs: [
      { language: "cs", slug: "doprava" },
      { language: "sk", slug: "doprava" },
      { language: "de", slug: "versand" },
      { language: "pl", slug: "dostawa" },
    ],
  };

  test("seo_title, seo_description, seo_keywords, meta_noindex and meta_nofollow", () => {
    expect(seoFromPageMeta(pageMeta, { title: "Doprava", locale: "cs", cdnBase })).toMatchObject({
      title: "Doprava zdarma nad 1 500 Kč",
      description: "Jak a za kolik doručujeme.",
      keywords: "doprava, výdejní místo",
      noindex: true,
      nofollow: false,
    });
  });

  test("without seo_title the page's own title; empty texts count as none", () => {
    const seo = seoFromPageMeta(
      { ...pageMeta, seo_title: " ", seo_description: "", seo_keywords: null },
      { title: "Doprava", locale: "cs", cdnBase },
    );
    expect(seo).toMatchObject({ title: "Doprava", description: null, keywords: null });
  });

  test("canonical_slugs of the shop's languages, others ignored", () => {
    const seo = seoFromPageMeta(pageMeta, { title: "Doprava", locale: "de", cdnBase });
    expect(seo.slugs).toEqual({ cs: "doprava", sk: "doprava", de: "versand" });
  });

  test("the slug the page was found by stands in when canonical_slugs lacks the language", () => {
    const seo = seoFromPageMeta(
      { ...pageMeta, canonical_slugs: [{ language: "cs", slug: "doprava" }] },
      { title: "Doprava", locale: "sk", cdnBase },
    );
    expect(seo.slugs).toEqual({ cs: "doprava", sk: "doprava" });
  });

  test("share_image becomes a 1200×630 image on the image CDN", () => {
    const seo = seoFromPageMeta(pageMeta, { title: "Doprava", locale: "cs", cdnBase });
    expect(seo.image).toBe("https://cdn.shop.example/image/w1200h630/content/doprava.jpg");
    expect(
      seoFromPageMeta({ ...pageMeta, share_image: null }, { title: "x", locale: "cs", cdnBase })
        .image,
    ).toBeNull();
  });
});

describe("seoFromProduct", () => {
  test("name, perex and main image; indexable; its slug in every language", () => {
    expect(seoFromProduct(MASSAGE_OIL, { cdnBase })).toEqual({
      title: "Masážní olej Vanilka 200 ml",
      description: "Hřejivý olej s vůní vanilky pro dlouhé masáže.",
      keywords: null,
      noindex: false,
      nofollow: false,
      slugs: {
        cs: "masazni-olej-vanilka-200-ml",
        sk: "masazni-olej-vanilka-200-ml",
        de: "masazni-olej-vanilka-200-ml",
      },
      image: "https://cdn.shop.example/image/w1200h630/products/masazni-olej-vanilka.svg",
    });
  });

  test("a product without any image has no share image", () => {
    expect(seoFromProduct({ ...MASSAGE_OIL, mainImage: null }, { cdnBase }).image).toBeNull();
  });
});

describe("productSlugs", () => {
  test("each language's slug from canonical_slugs, the product's own for any missing", () => {
    expect(
      productSlugs({
        slug: "vibrator-velvet-classic",
        canonical_slugs: [{ lang: "de", slug: "vibrator-velvet-classic-1001" }],
      }),
    ).toEqual({
      cs: "vibrator-velvet-classic",
      sk: "vibrator-velvet-classic",
      de: "vibrator-velvet-classic-1001",
    });
  });
});
