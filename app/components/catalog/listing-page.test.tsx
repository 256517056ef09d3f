import { readFileSync } from "node:fs";
import { join } from "node:path";

import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { CZK } from "#bff/mocks/fixtures.ts";
import { listingHandlers } from "#bff/mocks/listing-fixtures.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import { catchAll } from "#bff/pages/catch-all.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

import { articleHref } from "./article-links.tsx";
import { ListingPage } from "./listing-page.tsx";

setUpMockUpstreams();

function texts(locale: string) {
  return JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../locales/${locale}/common.json`), "utf8"),
  ) as Record<string, unknown>;
}

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
async function render(listing: CatalogListing, locale: "cs" | "sk" | "de"): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    defaultNS: "common",
    resources: { [locale]: { common: texts(locale) } },
  });
  const handler = createStaticHandler([
    {
      id: "root",
      path: "*",
      loader: () => ({ locale, frame: { currency: CZK } }),
      element: <ListingPage listing={listing} />,
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${listing.path}`));
  if (context instanceof Response) throw new Error("expected a render context");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
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
