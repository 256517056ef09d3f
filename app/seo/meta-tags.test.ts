import { describe, expect, test } from "vitest";

import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { seoMetaTags, unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { PageSeo } from "#bff/rules/seo-meta.ts";

const origin = "https://shop.example";

const SHIPPING: PageSeo = {
  title: "Doprava",
  description: "Jak a za kolik doručujeme.",
  keywords: "doprava, výdejní místo",
  noindex: false,
  nofollow: false,
  slugs: { cs: "doprava", sk: "doprava", de: "versand" },
  image: "https://cdn.shop.example/image/w1200h630/content/doprava.jpg",
};

const slugPath = (seo: PageSeo) => (locale: "cs" | "sk" | "de") => {
  const slug = seo.slugs[locale];
  return slug ? catchAllHref(locale, slug) : null;
};

describe("seoMetaTags", () => {
  test("title, description, keywords, canonical, hreflang alternates and Open Graph", () => {
    const tags = seoMetaTags({ seo: SHIPPING, origin, locale: "de", path: slugPath(SHIPPING) });
    expect(tags).toEqual([
      { title: "Doprava | Amoris" },
      { name: "description", content: "Jak a za kolik doručujeme." },
      { name: "keywords", content: "doprava, výdejní místo" },
      { tagName: "link", rel: "canonical", href: "https://shop.example/de/versand" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "cs",
        href: "https://shop.example/doprava",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "sk",
        href: "https://shop.example/sk/doprava",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "https://shop.example/de/versand",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://shop.example/doprava",
      },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Amoris" },
      { property: "og:title", content: "Doprava" },
      { property: "og:description", content: "Jak a za kolik doručujeme." },
      { property: "og:url", content: "https://shop.example/de/versand" },
      {
        property: "og:image",
        content: "https://cdn.shop.example/image/w1200h630/content/doprava.jpg",
      },
      { property: "og:locale", content: "de_DE" },
      { property: "og:locale:alternate", content: "cs_CZ" },
      { property: "og:locale:alternate", content: "sk_SK" },
    ]);
  });

  test("meta_noindex and meta_nofollow become robots", () => {
    const robots = (noindex: boolean, nofollow: boolean) =>
      seoMetaTags({
        seo: { ...SHIPPING, noindex, nofollow },
        origin,
        locale: "cs",
        path: slugPath(SHIPPING),
      }).find((tag) => "name" in tag && tag.name === "robots");
    expect(robots(true, true)).toEqual({ name: "robots", content: "noindex, nofollow" });
    expect(robots(true, false)).toEqual({ name: "robots", content: "noindex" });
    expect(robots(false, true)).toEqual({ name: "robots", content: "nofollow" });
    expect(robots(false, false)).toBeUndefined();
  });

  test("the canonical and alternates keep the query without utm, sort, price, stock, tags", () => {
    const tags = seoMetaTags({
      seo: SHIPPING,
      origin,
      locale: "cs",
      path: slugPath(SHIPPING),
      search: "?page=2&utm_source=newsletter&sort=price_asc&price=0-500&stock=1&tags=akce",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/doprava?page=2",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "de",
      href: "https://shop.example/de/versand?page=2",
    });
  });

  test("only the languages the page exists in are alternates; no x-default without cs", () => {
    const seo = { ...SHIPPING, slugs: { de: "versand" } };
    const links = seoMetaTags({ seo, origin, locale: "de", path: slugPath(seo) }).filter(
      (tag) => "tagName" in tag,
    );
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.example/de/versand" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "https://shop.example/de/versand",
      },
    ]);
  });

  test("a page without title, description and image has the shop's name and no empty tags", () => {
    const seo: PageSeo = {
      title: null,
      description: null,
      keywords: null,
      noindex: false,
      nofollow: false,
      slugs: {},
      image: null,
    };
    const tags = seoMetaTags({ seo, origin, locale: "cs", path: () => "/" });
    expect(tags[0]).toEqual({ title: "Amoris" });
    expect(tags).toContainEqual({ property: "og:title", content: "Amoris" });
    expect(tags.some((tag) => "content" in tag && !tag.content)).toBe(false);
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });

  test("a page kept out of search results says noindex and leaves its title to the layout", () => {
    expect(unlistedPageMeta()).toEqual([{ name: "robots", content: "noindex" }]);
  });
});
