// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ListingPage } from "#app/components/catalog/listing-page.tsx";
import { articleHref } from "#app/seo/page-href.ts";
import { renderRoute } from "#app/testing/render-route.tsx";
import type { Locale } from "#app/testing/texts.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CZK } from "#bff/mocks/fixtures.ts";
import { listingHandlers } from "#bff/mocks/listing-fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import { catchAll } from "#bff/pages/catch-all.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

setUpMockUpstreams();

async function loadListing(path: string): Promise<CatalogListing> {
  mockServer.use(...listingHandlers());
  const result = await catchAll({
    ctx: testContext(),
    path,
    query: parseListingQuery(new URLSearchParams()),
  });
  if (result.kind !== "listing") throw new Error(`expected a listing, got ${result.kind}`);
  return result.listing;
}

/** Renders the listing as its page, in the shopper's language. */
async function render(listing: CatalogListing, locale: Locale): Promise<void> {
  await renderRoute(<ListingPage listing={listing} />, {
    locale,
    path: listing.path,
    rootData: { locale, frame: { currency: CZK } },
  });
}

/** The links of the section headed `heading`, as [text, href] pairs. */
function sectionLinks(heading: string): Array<[string | null, string | null]> {
  const section = screen.getByRole("region", { name: heading });
  return within(section)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

/** Whether `later` comes after `earlier` in the page. */
function follows(earlier: Element, later: Element): boolean {
  return (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe("listing page: the category's article references", () => {
  test("both references follow the products, the top ones first, linking to /clanky/{slug}", async () => {
    await render(await loadListing("/masazni-oleje"), "cs");
    expect(sectionLinks("Poradíme s výběrem")).toEqual([
      ["Jak vybrat masážní olej", "/clanky/jak-vybrat-olej"],
    ]);
    expect(sectionLinks("Mohlo by vás zajímat")).toEqual([
      ["Masáž ve dvou krok za krokem", "/clanky/masaz-ve-dvou"],
    ]);
    const top = screen.getByRole("region", { name: "Poradíme s výběrem" });
    const products = within(screen.getByRole("region", { name: "Produkty" })).getAllByRole(
      "article",
    );
    const bottom = screen.getByRole("region", { name: "Mohlo by vás zajímat" });
    expect(products.length).toBeGreaterThan(0);
    // The products come first on a phone's first screen (docs/decisions/060).
    for (const product of products) {
      expect(follows(product, top)).toBe(true);
    }
    expect(follows(top, bottom)).toBe(true);
  });

  test("in Slovak and German the links carry the language's prefix", async () => {
    const listing = await loadListing("/masazni-oleje");
    await render(listing, "sk");
    expect(sectionLinks("Poradíme s výberom")).toEqual([
      ["Jak vybrat masážní olej", "/sk/clanky/jak-vybrat-olej"],
    ]);
    expect(articleHref("de", "ein artikel")).toBe("/de/artikel/ein%20artikel");
  });

  test("a listing without references renders no article sections", async () => {
    await render(await loadListing("/akce-a-slevy"), "cs");
    expect(screen.getByRole("heading", { level: 1, name: "Akce a slevy" })).toBeDefined();
    expect(screen.queryByRole("region", { name: "Poradíme s výběrem" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Mohlo by vás zajímat" })).toBeNull();
  });
});

describe("listing page: the first picture", () => {
  const picture = (key: string, width: number, height: number) => ({
    src: `https://cdn.example/image/w${width}h${height}/${key}`,
    widths: [width],
    width,
    height,
    alt: "",
  });
  const banner = (id: string) => ({
    id,
    title: `Banner ${id}`,
    description: null,
    link: { href: "/akce-a-slevy", external: false },
    image: picture(`banners/${id}`, 600, 300),
  });
  const imageOf = (key: string) => {
    const image = document.querySelector(`img[src*="${key}"]`);
    if (!image) throw new Error(`no picture ${key}`);
    return image;
  };
  const firstProductImage = () => {
    const image = within(screen.getByRole("region", { name: "Produkty" }))
      .getAllByRole("article")[0]
      ?.querySelector("img");
    if (!image) throw new Error("no product picture");
    return image;
  };

  test("the category's picture only from a tablet up; a phone's first is the first product's, banners wait below", async () => {
    const listing = await loadListing("/masazni-oleje");
    await render(
      {
        ...listing,
        topImage: picture("categories/top", 1200, 300),
        smallBanners: [banner("small-1"), banner("small-2")],
        banners: [banner("catalog-1")],
      },
      "cs",
    );
    const source = document.querySelector("picture > source");
    expect(source?.getAttribute("media")).toBe("(min-width: 768px)");
    expect(source?.getAttribute("srcset")).toContain("categories/top");
    expect(source?.parentElement?.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
    expect(firstProductImage().getAttribute("fetchpriority")).toBe("high");
    expect(firstProductImage().getAttribute("loading")).toBe("eager");
    for (const later of ["banners/small-1", "banners/small-2", "banners/catalog-1"]) {
      expect(imageOf(later).getAttribute("loading")).toBe("lazy");
    }
  });

  test("without banners, the first product's picture is fetched first", async () => {
    const listing = await loadListing("/masazni-oleje");
    await render({ ...listing, topImage: null, smallBanners: [], banners: [] }, "cs");
    expect(firstProductImage().getAttribute("fetchpriority")).toBe("high");
    expect(firstProductImage().getAttribute("loading")).toBe("eager");
    const others = document.querySelectorAll('img[fetchpriority="high"]');
    expect(others).toHaveLength(1);
  });
});
