import { describe, expect, test } from "vitest";

import { listingMeta } from "#app/seo/listing-meta.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";

function listing(overrides: Partial<CatalogListing>): CatalogListing {
  return {
    ...({} as CatalogListing),
    title: "Vibratoren",
    seo: { title: "Vibratoren", description: null, noindex: false, nofollow: false },
    pagination: { page: 2, pages: 3 } as CatalogListing["pagination"],
    path: "/vibratoren",
    slugs: { cs: "vibratory", sk: "vibratory-sk", de: "vibratoren" },
    canonicalPath: "/vibratoren?page=2",
    ...overrides,
  };
}

const links = (tags: ReturnType<typeof listingMeta>) =>
  tags.filter((tag) => "tagName" in tag && tag.tagName === "link");

describe("a listing's head", () => {
  test("names its own address in the page's language canonical and its other languages as alternates", () => {
    expect(links(listingMeta(listing({}), { origin: "http://shop.test", locale: "de" }))).toEqual([
      { tagName: "link", rel: "canonical", href: "http://shop.test/de/vibratoren?page=2" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "cs",
        href: "http://shop.test/vibratory?page=2",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "sk",
        href: "http://shop.test/sk/vibratory-sk?page=2",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "http://shop.test/de/vibratoren?page=2",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "http://shop.test/vibratory?page=2",
      },
    ]);
  });

  test("points a filter that equals a filtered category at that category alone", () => {
    const filtered = listing({ canonicalPath: "/cerne-vibratory" });
    expect(links(listingMeta(filtered, { origin: "http://shop.test", locale: "de" }))).toEqual([
      { tagName: "link", rel: "canonical", href: "http://shop.test/de/cerne-vibratory" },
    ]);
  });
});
