import { graphql, http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { loader } from "#app/routes/$/route.tsx";
import { loader as textPageLoader } from "#app/routes/vse-o-nakupu.$slug.tsx";
import { thrownStatus } from "#app/testing/action-results.ts";
import { wholeCards } from "#app/testing/whole-cards.ts";
import { MASSAGE_OIL, SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import {
  catalogStateFixture,
  listingHandlers,
  OIL_CATEGORY_DOCUMENT,
  PROMOTIONS,
} from "#bff/mocks/listing-fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { lookupAnswer, slugLookupHandler } from "#bff/mocks/slug-lookup.ts";
import { shoppingDisabled } from "#bff/mocks/store.ts";

setUpMockUpstreams();

function load(path: string) {
  return loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
}

async function loadListing(path: string) {
  const result = await load(path);
  if (result.kind !== "listing") throw new Error(`expected a listing, got ${result.kind}`);
  return result.listing;
}

describe("catch-all loader: catalogue listings", () => {
  const scopes: Array<unknown> = [];

  beforeEach(() => {
    scopes.length = 0;
    mockServer.use(...listingHandlers(scopes));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("a store category's slug lists its products with facets, sort and pages", async () => {
    const listing = await loadListing("/masazni-oleje?p1=1001&sort=price_asc&page=2&utm_source=x");
    expect(scopes).toEqual([
      {
        type: "category",
        id: 31,
        parameters: { "1": [1001] },
        stock: false,
        tags: [],
        sort: "price_asc",
        page: 2,
        perPage: 21,
      },
    ]);
    expect(listing).toMatchObject({
      kind: "category",
      title: "Masážní oleje",
      path: "/masazni-oleje",
      breadcrumbs: [
        { title: "Kosmetika", path: "/kosmetika" },
        { title: "Masážní oleje", path: "/masazni-oleje" },
      ],
      pagination: { page: 1, pages: 3, total: 44 },
      seo: { title: "Masážní oleje pro dlouhé masáže" },
    });
    expect(wholeCards(listing.products).map((product) => product.slug)).toEqual([
      "masazni-olej-vanilka-200-ml",
      "krajkove-body-noir",
    ]);
  });

  test("a page past the last one is not found rather than an empty listing", async () => {
    const { status } = await thrownStatus(load("/masazni-oleje?page=4"));
    expect(status).toBe(404);
  });

  test("important filters come first; a closed filter is folded until one of its values is chosen", async () => {
    const { facets } = await loadListing("/masazni-oleje");
    expect(facets.parameters.map((parameter) => [parameter.title, parameter.collapsed])).toEqual([
      ["Barva", false],
      ["Vůně", true],
    ]);
    expect(facets.parameters[0]?.values[0]).toEqual({
      id: 1001,
      title: "Růžová",
      colour: "e58fb0",
      count: 13,
      selected: true,
    });
    const chosen = await loadListing("/masazni-oleje?p3=3001");
    expect(chosen.facets.parameters[1]).toMatchObject({ title: "Vůně", collapsed: false });
  });

  test("the canonical leaves out sort, price, stock, tags and utm parameters", async () => {
    const listing = await loadListing(
      "/masazni-oleje?p1=1003&sort=newest&price_from=100&stock=1&tags=novinka&utm_medium=mail",
    );
    expect(listing.canonicalPath).toBe("/masazni-oleje?p1=1003");
  });

  test("a filter equal to a filtered category canonicalises to that category", async () => {
    const listing = await loadListing("/masazni-oleje?p1=1001&sort=price_desc");
    expect(listing.canonicalPath).toBe("/ruzove-oleje");
  });

  test("a filtered category's own slug is a listing of its own", async () => {
    const listing = await loadListing("/ruzove-oleje");
    expect(listing).toMatchObject({
      kind: "filtered_category",
      title: "Růžové oleje",
      breadcrumbs: [
        { title: "Kosmetika", path: "/kosmetika" },
        { title: "Masážní oleje", path: "/masazni-oleje" },
        { title: "Růžové oleje", path: "/ruzove-oleje" },
      ],
    });
    expect(scopes[0]).toMatchObject({ type: "filtered_category", id: "filtered-pink-oils" });
  });

  test("category content: banners inside their window, group banners for their group only, safe video", async () => {
    const listing = await loadListing("/masazni-oleje");
    expect(listing.banners.map((banner) => banner.id)).toEqual(["current-1", "always-3"]);
    expect(listing.smallBanners).toEqual([]);
    expect(listing.video).toBeNull();
    expect(listing.faq).toEqual([
      { id: "faq-1", question: "Je olej jedlý?", answer: "Ne, je určen jen k masáži." },
    ]);
    expect(listing.textBelowProducts).toBe("Oleje skladujte v suchu.");
  });

  test("a running limited offer shows its product and button; an ended or inactive one nothing", async () => {
    const offer = {
      type: "product",
      domain_enabled: ["cz"],
      offer_datetime_from: "2026-11-20T00:00:00Z",
      product_reference: { entityId: MASSAGE_OIL.id },
    };
    mockServer.use(
      graphql.query("Category", () =>
        HttpResponse.json({
          data: {
            category: {
              ...OIL_CATEGORY_DOCUMENT,
              description: {
                type: "doc",
                content: [
                  {
                    type: "heading",
                    attrs: { level: 2 },
                    content: [{ type: "text", text: "Masážní oleje" }],
                  },
                  {
                    type: "paragraph",
                    content: [{ type: "text", text: "Oleje pro dlouhé masáže." }],
                  },
                ],
              },
              limited_offer_reference: [
                {
                  ...offer,
                  _id: "running",
                  title: "Jen tento týden",
                  active: true,
                  offer_datetime: "2026-11-24T12:00:00Z",
                  text_button: "Chci slevu",
                },
                {
                  ...offer,
                  _id: "ended",
                  title: "Minulý týden",
                  active: true,
                  offer_datetime: "2026-11-21T12:00:00Z",
                  text_button: null,
                },
                {
                  ...offer,
                  _id: "inactive",
                  title: "Vypnutá",
                  active: false,
                  offer_datetime: "2026-11-30T12:00:00Z",
                  text_button: null,
                },
              ],
            },
          },
        }),
      ),
    );
    const listing = await loadListing("/masazni-oleje");
    expect(listing.limitedOffers).toMatchObject([
      {
        id: "running",
        title: "Jen tento týden",
        endsAt: "2026-11-24T12:00:00.000Z",
        buttonText: "Chci slevu",
        product: { id: MASSAGE_OIL.id, slug: MASSAGE_OIL.slug },
        productSlug: MASSAGE_OIL.slug,
      },
    ]);
    // A document carries the offer's box kept, as the listing's; its button keeps the slug.
    const request = new Request("http://localhost/masazni-oleje");
    const document = await loader({ request, params: {}, context: { documentRequest: true } });
    if (document.kind !== "listing") throw new Error(`expected a listing, got ${document.kind}`);
    expect(document.listing.limitedOffers).toMatchObject([
      { id: "running", product: { kept: true, id: MASSAGE_OIL.id }, productSlug: MASSAGE_OIL.slug },
    ]);
    // The description's heading only repeated the page's H1.
    expect(JSON.stringify(listing.description)).not.toContain('"heading"');
    expect(JSON.stringify(listing.description)).toContain("Oleje pro dlouhé masáže.");
  });

  test("a document carries its boxes kept: the id, the tags' colours and whether pictured", async () => {
    const request = new Request("http://localhost/masazni-oleje");
    const result = await loader({ request, params: {}, context: { documentRequest: true } });
    if (result.kind !== "listing") throw new Error(`expected a listing, got ${result.kind}`);
    const data = await loadListing("/masazni-oleje");
    expect(result.listing.products).toEqual(
      wholeCards(data.products).map((card) => ({
        kept: true,
        id: card.id,
        ...(card.tags.some((tag) => tag.colour)
          ? { colours: card.tags.flatMap((tag) => (tag.colour ? [tag.colour] : [])) }
          : {}),
        ...(card.image ? { pictured: true } : {}),
      })),
    );
    // The server's render of the same request still has every box whole.
    expect(wholeCards(result.listing.products)).toEqual(wholeCards(data.products));
  });

  test("the free-delivery tag needs the CMS switch; the store's globals failing still sells", async () => {
    const listing = await loadListing("/masazni-oleje");
    expect(listing.shopping).toEqual({ disabled: false, text: null });
    // The loader tests' CMS settings are unavailable, so the switch counts as off.
    expect(wholeCards(listing.products).every((product) => !product.freeDelivery)).toBe(true);
    mockServer.use(http.get(storeUrl("/api/v1/globals"), () => HttpResponse.error()));
    const withoutGlobals = await loadListing("/masazni-oleje");
    expect(withoutGlobals.products).toHaveLength(2);
  });

  test("shopping switched off shows the configured text on the listing", async () => {
    mockServer.use(shoppingDisabled("Nákupy jsou dočasně vypnuté."));
    const listing = await loadListing("/masazni-oleje");
    expect(listing.shopping).toEqual({ disabled: true, text: "Nákupy jsou dočasně vypnuté." });
  });

  test("a catalogue failure becomes a 503 error response", async () => {
    mockServer.use(http.get(cmsUrl("/api/catalog/v2/state"), () => HttpResponse.error()));
    await expect(load("/masazni-oleje")).rejects.toMatchObject({ init: { status: 503 } });
  });

  test("a slug that is no category and no page is a 404", async () => {
    await expect(load("/zadna-takova-kategorie")).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("the CMS documents a slug may be are asked in one query; a 404 then offers the top categories", async () => {
    const operations: Array<string> = [];
    mockServer.use(
      graphql.operation(({ operationName }) => {
        operations.push(operationName);
      }),
    );
    await expect(load("/zadna-takova-kategorie")).rejects.toMatchObject({
      init: { status: 404 },
      data: { topCategories: { tiles: expect.any(Array) as unknown } },
    });
    // The site settings, which every page's frame reads too, give the CMS's 404 text.
    expect(operations).toEqual(["SlugLookup", "TopCategories", "SiteSettings"]);
  });

  test("the category's top and bottom article references are links by slug", async () => {
    const listing = await loadListing("/masazni-oleje");
    expect(listing.articles).toEqual({
      top: [{ id: "article-1", title: "Jak vybrat masážní olej", slug: "jak-vybrat-olej" }],
      bottom: [{ id: "article-2", title: "Masáž ve dvou krok za krokem", slug: "masaz-ve-dvou" }],
    });
  });

  test("a listing moved in the CMS under its old slug and type answers 301", async () => {
    const lookups: Array<string> = [];
    mockServer.use(
      http.get(cmsUrl("/redirect"), ({ request }) => {
        const { searchParams } = new URL(request.url);
        lookups.push(searchParams.get("type") ?? "");
        return searchParams.get("type") === "virtual_category" &&
          searchParams.get("slug") === "akce"
          ? HttpResponse.json({ redirectPath: "/akce-a-slevy" })
          : HttpResponse.json({ statusCode: 404 }, { status: 404 });
      }),
    );
    const response: unknown = await load("/akce").catch((thrown: unknown) => thrown);
    if (!(response instanceof Response)) throw new Error("expected a redirect response");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/akce-a-slevy");
    expect(lookups.sort()).toEqual(["", "category", "filtered_category", "virtual_category"]);
  });
});

describe("catch-all loader: the promotions page", () => {
  const scopes: Array<unknown> = [];
  const canonicalLookups: Array<unknown> = [];

  beforeEach(() => {
    scopes.length = 0;
    canonicalLookups.length = 0;
    mockServer.use(
      ...listingHandlers(scopes),
      graphql.query("FilteredCategories", ({ variables }) => {
        canonicalLookups.push(variables);
        return HttpResponse.json({ data: { result: { total: 0, entities: [] } } });
      }),
    );
  });

  test("lists the CMS's promotions virtual category with facets, sort and pages", async () => {
    const listing = await loadListing(
      "/akce-a-slevy?p1=1003&tags=novinka&sort=price_asc&page=2&utm_source=newsletter",
    );
    expect(scopes).toEqual([
      {
        type: "virtual_category",
        id: "virtual-promotions",
        parameters: { "1": [1003] },
        stock: false,
        tags: ["novinka"],
        sort: "price_asc",
        page: 2,
        perPage: 21,
      },
    ]);
    expect(listing).toMatchObject({
      kind: "virtual_category",
      title: "Akce a slevy",
      path: "/akce-a-slevy",
      canonicalPath: "/akce-a-slevy?p1=1003&page=2",
      breadcrumbs: [{ title: "Akce a slevy", path: "/akce-a-slevy" }],
      subcategories: [],
      pagination: { page: 1, pages: 3, total: 44 },
      sort: { selected: "recommended" },
      seo: { title: "Akce a slevy", description: "Erotické zboží ve slevě." },
      articles: { top: [], bottom: [] },
    });
    expect(listing.facets.parameters.map((parameter) => parameter.title)).toEqual([
      "Barva",
      "Vůně",
    ]);
    expect(listing.description).not.toBeNull();
    expect(listing.products).toHaveLength(2);
  });

  test("without a description from the CMS, search engines get the listing's own text", async () => {
    const undescribed = {
      ...PROMOTIONS,
      page_meta: { ...PROMOTIONS.page_meta, seo_description: "" },
    };
    mockServer.use(slugLookupHandler({ virtual: [undescribed] }));
    const listing = await loadListing("/akce-a-slevy");
    expect(listing.seo.description).toBe("Zboží ve slevě, dokud zásoby stačí.");
  });

  test("a colour chosen on the promotions is no filtered category's canonical", async () => {
    const listing = await loadListing("/akce-a-slevy?p1=1001&sort=newest");
    expect(listing.canonicalPath).toBe("/akce-a-slevy?p1=1001");
    expect(canonicalLookups).toEqual([]);
  });

  test("the tag every promoted product holds is not offered as a filter", async () => {
    const state = catalogStateFixture();
    mockServer.use(
      http.get(cmsUrl("/api/catalog/v2/state"), () =>
        HttpResponse.json({
          ...state,
          facets: {
            ...state.facets,
            tags: [
              { code: "akce", text: "Akce", color: "#e74c3c", count: 44, selected: false },
              { code: "novinka", text: "Novinka", color: "#27ae60", count: 3, selected: false },
            ],
          },
        }),
      ),
    );
    const listing = await loadListing("/akce-a-slevy");
    expect(listing.facets.tags.map((tag) => tag.code)).toEqual(["novinka"]);
  });
});

function loadTextPage(path: string, slug: string) {
  return textPageLoader({
    request: new Request(`http://localhost${path}`),
    params: { slug },
    context: {},
  });
}

describe("catch-all loader: CMS pages", () => {
  test("a text page has one address: its slug alone answers 301 there, keeping no copy", async () => {
    mockServer.use(slugLookupHandler({ pages: [SHIPPING_PAGE] }));
    const { status, thrown } = await thrownStatus(load("/doprava"));
    expect(status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/vse-o-nakupu/doprava");
  });

  test("a curated guide has one address: its slug alone answers 301 to /pruvodce/{slug}, the query kept", async () => {
    const guide = {
      _id: "content-guide",
      title: "Jak vybrat vibrátor",
      pagination: false,
      content_blocks: [],
      page_meta: { ...SHIPPING_PAGE.page_meta, slug: "jak-vybrat-vibrator" },
    };
    mockServer.use(slugLookupHandler({ pages: [], contentPages: [guide] }));
    const { status, thrown } = await thrownStatus(load("/jak-vybrat-vibrator?page=2"));
    expect(status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/pruvodce/jak-vybrat-vibrator?page=2",
    );
  });

  test("the CMS's redirect of a path wins over a page of the same slug", async () => {
    mockServer.use(
      slugLookupHandler({ pages: [SHIPPING_PAGE] }),
      http.get(cmsUrl("/redirect"), () => HttpResponse.json({ redirectPath: "/akce-a-slevy" })),
    );
    const { status, thrown } = await thrownStatus(load("/doprava"));
    expect(status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/akce-a-slevy");
  });

  test("a page's content blocks follow its text, with the products they reference", async () => {
    const page = {
      ...SHIPPING_PAGE,
      content_blocks: [
        {
          __typename: "ProductsBlock",
          _id: "block-oils",
          title: "K dopravě zdarma",
          product_reference: [{ entityId: MASSAGE_OIL.id }],
        },
        { __typename: "NewsletterBlock", _id: "block-newsletter" },
      ],
    };
    mockServer.use(
      graphql.query("Page", () => HttpResponse.json({ data: { page: lookupAnswer(page) } })),
    );
    const shown = await loadTextPage("/vse-o-nakupu/doprava", "doprava");
    expect(shown.blocks).toEqual([
      {
        kind: "products",
        id: "block-oils",
        title: "K dopravě zdarma",
        products: [expect.objectContaining({ slug: MASSAGE_OIL.slug })],
      },
    ]);
  });
});
