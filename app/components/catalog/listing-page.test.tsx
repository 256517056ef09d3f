import { describe, expect, test } from "vitest";

import { articleHref } from "#app/components/catalog/article-links.tsx";
import { ListingPage } from "#app/components/catalog/listing-page.tsx";
import { renderAsServer } from "#app/testing/render-as-server.tsx";
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

/** Renders the listing as a page without JavaScript gets it, in the shopper's language. */
function render(listing: CatalogListing, locale: Locale): Promise<string> {
  return renderAsServer(<ListingPage listing={listing} />, {
    locale,
    url: `http://localhost${listing.path}`,
    rootData: { locale, frame: { currency: CZK } },
  });
}

/** The links of the section headed `heading`, as [text, href] pairs. */
function sectionLinks(html: string, heading: string): Array<[string, string]> {
  const section = new RegExp(`<h2 id="[^"]+">${heading}</h2><ul>(.*?)</ul>`).exec(html)?.[1];
  if (section === undefined) return [];
  return [...section.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((match) => [
    match[2] ?? "",
    match[1] ?? "",
  ]);
}

describe("listing page: the category's article references", () => {
  test("top references above the products, bottom ones below, linking to /clanky/{slug}", async () => {
    const html = await render(await loadListing("/masazni-oleje"), "cs");
    expect(sectionLinks(html, "Poradíme s výběrem")).toEqual([
      ["Jak vybrat masážní olej", "/clanky/jak-vybrat-olej"],
    ]);
    expect(sectionLinks(html, "Mohlo by vás zajímat")).toEqual([
      ["Masáž ve dvou krok za krokem", "/clanky/masaz-ve-dvou"],
    ]);
    const top = html.indexOf("Poradíme s výběrem");
    const products = html.indexOf('class="product-grid"');
    const bottom = html.indexOf("Mohlo by vás zajímat");
    expect(top).toBeLessThan(products);
    expect(products).toBeLessThan(bottom);
  });

  test("in Slovak and German the links carry the language's prefix", async () => {
    const listing = await loadListing("/masazni-oleje");
    expect(sectionLinks(await render(listing, "sk"), "Poradíme s výberom")).toEqual([
      ["Jak vybrat masážní olej", "/sk/clanky/jak-vybrat-olej"],
    ]);
    expect(articleHref("de", "ein artikel")).toBe("/de/artikel/ein%20artikel");
  });

  test("a listing without references renders no article sections", async () => {
    const html = await render(await loadListing("/akce-a-slevy"), "cs");
    expect(html).toContain("<h1>Akce a slevy</h1>");
    expect(html).not.toContain("listing-articles");
  });
});
