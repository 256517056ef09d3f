import { afterEach, describe, expect, test } from "vitest";

import { guideHref } from "#app/seo/page-href.ts";
import { pageMeta, rootPlace, slugPaths } from "#app/seo/route-meta.ts";
import { href, setLocaleOrigins } from "#app/utils/href.ts";
import type { PageSeo } from "#bff/rules/seo-meta.ts";

const seo: PageSeo = {
  title: "Vibrátor Rabbit Duo",
  description: null,
  keywords: null,
  noindex: false,
  nofollow: false,
  slugs: { cs: "vibrator-rabbit-duo", sk: "vibrator-rabbit-duo", de: "vibrator-rabbit-duo" },
  image: null,
};
const root = (locale: string) => [
  { id: "root", data: { origin: "https://shop.example", locale } },
  { id: "routes/produkt.$slug", data: null },
];
const links = (tags: ReturnType<typeof pageMeta>) => tags.filter((tag) => "tagName" in tag);

describe("pageMeta", () => {
  test("places the page at the root loader's origin and language", () => {
    const tags = pageMeta({
      seo,
      matches: root("sk"),
      location: { search: "?variant_id=1&utm_source=x" },
      path: slugPaths(seo, (locale, slug) => href("product", locale, { slug })),
      ignore: ["variant_id"],
    });
    expect(links(tags)).toEqual([
      {
        tagName: "link",
        rel: "canonical",
        href: "https://shop.example/sk/produkt/vibrator-rabbit-duo",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "cs",
        href: "https://shop.example/produkt/vibrator-rabbit-duo",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "sk",
        href: "https://shop.example/sk/produkt/vibrator-rabbit-duo",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "https://shop.example/de/produkt/vibrator-rabbit-duo",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://shop.example/produkt/vibrator-rabbit-duo",
      },
    ]);
  });

  test("without the root loader's data (an error page) only the title", () => {
    const tags = pageMeta({ seo, matches: [], location: { search: "" }, path: () => "/" });
    expect(tags).toEqual([{ title: "Vibrátor Rabbit Duo | Amoris" }]);
    expect(rootPlace([{ id: "root", data: { origin: 1, locale: "pl" } }])).toBeNull();
  });
});

describe("a curated guide's head tags", () => {
  test("canonical and alternates at /pruvodce/{slug} in each language its canonical_slugs name", () => {
    const slugs = { cs: "jak-vybrat-vibrator", de: "vibrator-waehlen" };
    const tags = pageMeta({
      seo: { ...seo, title: "Jak vybrat vibrátor", slugs },
      matches: root("cs"),
      location: { search: "" },
      path: (locale) => guideHref(locale, slugs),
    });
    expect(links(tags).map((tag) => ("href" in tag ? tag.href : null))).toEqual([
      "https://shop.example/pruvodce/jak-vybrat-vibrator",
      "https://shop.example/pruvodce/jak-vybrat-vibrator",
      "https://shop.example/de/ratgeber/vibrator-waehlen",
      "https://shop.example/pruvodce/jak-vybrat-vibrator",
    ]);
  });
});

describe("pageMeta with a host per language (domain mode)", () => {
  afterEach(() => setLocaleOrigins({}));

  test("the canonical and every alternate sit at their language's own host", () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk" });
    const tags = pageMeta({
      seo,
      matches: [{ id: "root", data: { origin: "http://10.0.0.5:3000", locale: "sk" } }],
      location: { search: "?utm_source=x" },
      path: slugPaths(seo, (locale, slug) => href("product", locale, { slug })),
    });
    const link = (rel: string, href: string, hrefLang?: string) =>
      hrefLang ? { tagName: "link", rel, hrefLang, href } : { tagName: "link", rel, href };
    expect(links(tags)).toEqual([
      link("canonical", "https://shop.sk/produkt/vibrator-rabbit-duo"),
      link("alternate", "https://shop.cz/produkt/vibrator-rabbit-duo", "cs"),
      link("alternate", "https://shop.sk/produkt/vibrator-rabbit-duo", "sk"),
      // de has no host of its own: under its prefix on the cs host.
      link("alternate", "https://shop.cz/de/produkt/vibrator-rabbit-duo", "de"),
      link("alternate", "https://shop.cz/produkt/vibrator-rabbit-duo", "x-default"),
    ]);
  });
});
