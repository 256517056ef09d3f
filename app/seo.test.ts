import { describe, expect, test } from "vitest";

import type { PageSeo } from "#bff/rules/seo-meta.ts";

import { catchAllMeta, pageMeta, rootPlace, slugPaths } from "./seo.ts";
import { href } from "./utils/href.ts";

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

describe("catchAllMeta", () => {
  test("a CMS page at /{slug} in each language its canonical_slugs name", () => {
    const page = { seo: { ...seo, title: "Doprava", slugs: { cs: "doprava", de: "versand" } } };
    const tags = catchAllMeta(page, { matches: root("cs"), location: { search: "" } });
    expect(links(tags).map((tag) => ("href" in tag ? tag.href : null))).toEqual([
      "https://shop.example/doprava",
      "https://shop.example/doprava",
      "https://shop.example/de/versand",
      "https://shop.example/doprava",
    ]);
  });
});
