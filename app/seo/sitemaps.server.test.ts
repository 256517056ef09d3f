import { graphql, http, HttpResponse } from "msw";
import { afterEach, describe, expect, test } from "vitest";

import { loader as robotsLoader } from "#app/routes/robots[.]txt.ts";
import { loader as indexLoader } from "#app/routes/sitemap[.]xml.ts";
import { loader as fileLoader } from "#app/routes/sitemaps.$file.ts";
import { sitemapProtocolErrors } from "#app/seo/sitemap-validator.ts";
import { parseSitemapFileName } from "#app/seo/sitemaps.server.ts";
import { setLocaleOrigins } from "#app/utils/href.ts";
import { MASSAGE_OIL, SHIPPING_PAGE } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

setUpMockUpstreams();

/** The shop's configured origin in the tests: the default SHOP_ORIGIN, localhost on PORT 3000. */
const SHOP_ORIGIN = "http://localhost:3000";

/** The mocks' catalogue for the sitemaps: one listing page and the shipping page. */
function useSitemapUpstreams() {
  mockServer.use(
    http.get(cmsUrl("/api/catalog/v2/state"), () =>
      HttpResponse.json({
        listing: { type: "category", id: 30, slug: "kosmetika", title: "Kosmetika" },
        products: { entities: [MASSAGE_OIL], total: 1 },
        pagination: { page: 1, perPage: 100, pages: 1, total: 1 },
        facets: {
          parameters: [],
          price: { min: null, max: null, from: null, to: null, currencyCode: "CZK" },
          stock: { selected: false, count: 0 },
          tags: [],
        },
        sort: { selected: "recommended", options: [] },
      }),
    ),
    graphql.query("SitemapPages", () =>
      HttpResponse.json({
        data: {
          page_list: {
            total: 1,
            entities: [
              {
                page_meta: {
                  ...SHIPPING_PAGE.page_meta,
                  canonical_slugs: [
                    { language: "cs", slug: "doprava" },
                    { language: "de", slug: "versand" },
                  ],
                },
              },
            ],
          },
        },
      }),
    ),
    graphql.query("SlugMetadata", () =>
      HttpResponse.json({
        data: {
          slug_metadata: [
            {
              slug: "jak-vybrat-vibrator",
              lang: "cs",
              type: "content_page",
              entity_id: "cp-1",
              title: "Jak vybrat vibrátor",
              canonical_slugs: [{ language: "cs", slug: "jak-vybrat-vibrator" }],
            },
            {
              slug: "doprava",
              lang: "cs",
              type: "page",
              entity_id: "p-1",
              title: "Doprava",
              canonical_slugs: [{ language: "cs", slug: "doprava" }],
            },
          ],
        },
      }),
    ),
  );
}

async function get(loader: typeof fileLoader, path: string, params = {}, origin = SHOP_ORIGIN) {
  const response = await loader({
    request: new Request(`${origin}${path}`),
    params,
    context: {},
  });
  if (!(response instanceof Response)) throw new Error("expected a Response");
  return response;
}

describe("/sitemap.xml", () => {
  test("a valid sitemap index of one sitemap per kind of page", async () => {
    useSitemapUpstreams();
    const response = await get(indexLoader, "/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(sitemapProtocolErrors(xml)).toEqual([]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SHOP_ORIGIN}/sitemaps/categories.xml`,
      `${SHOP_ORIGIN}/sitemaps/products.xml`,
      `${SHOP_ORIGIN}/sitemaps/pages.xml`,
      `${SHOP_ORIGIN}/sitemaps/guides.xml`,
      `${SHOP_ORIGIN}/sitemaps/glossary.xml`,
      `${SHOP_ORIGIN}/sitemaps/articles.xml`,
      `${SHOP_ORIGIN}/sitemaps/topics.xml`,
      `${SHOP_ORIGIN}/sitemaps/tags.xml`,
      `${SHOP_ORIGIN}/sitemaps/authors.xml`,
      `${SHOP_ORIGIN}/sitemaps/branches.xml`,
      `${SHOP_ORIGIN}/sitemaps/shop.xml`,
    ]);
  });
});

describe("/sitemaps/{file}", () => {
  test.each([
    ["products.xml", `${SHOP_ORIGIN}/sk/produkt/masazni-olej-vanilka-200-ml`],
    ["categories.xml", `${SHOP_ORIGIN}/de/massageole`],
    ["pages.xml", `${SHOP_ORIGIN}/de/alles-zum-einkauf/versand`],
    ["guides.xml", `${SHOP_ORIGIN}/pruvodce/jak-vybrat-vibrator`],
    ["glossary.xml", `${SHOP_ORIGIN}/sk/eroticky-vykladovy-slovnik/masazny-olej`],
    ["articles.xml", `${SHOP_ORIGIN}/sk/clanky/clanek-4-sk`],
    ["topics.xml", `${SHOP_ORIGIN}/sk/nakupny-radca/vibratory-a-hracky-sk/pro-zacatecniky-sk`],
    ["tags.xml", `${SHOP_ORIGIN}/nakupni-radce/stitky/silikon`],
    ["authors.xml", `${SHOP_ORIGIN}/autori/katerina-novotna`],
    ["branches.xml", `${SHOP_ORIGIN}/sk/predajne/praha-vinohrady-sk`],
    ["shop.xml", `${SHOP_ORIGIN}/de/ruecksendung`],
  ])("%s is a valid sitemap with localised alternates", async (file, expected) => {
    useSitemapUpstreams();
    const response = await get(fileLoader, `/sitemaps/${file}`, { file });
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(sitemapProtocolErrors(xml)).toEqual([]);
    expect(xml).toContain(`<loc>${expected}</loc>`);
    expect(xml).toContain(`hreflang="x-default"`);
  });

  test.each(["products-2.xml", "blog.xml", "products.txt", "products-1.xml"])(
    "%s answers 404",
    async (file) => {
      useSitemapUpstreams();
      expect((await get(fileLoader, `/sitemaps/${file}`, { file })).status).toBe(404);
    },
  );

  test("file names: part 1 without a number, further parts numbered from 2", () => {
    expect(parseSitemapFileName("products.xml")).toEqual({ name: "products", part: 1 });
    expect(parseSitemapFileName("products-12.xml")).toEqual({ name: "products", part: 12 });
    expect(parseSitemapFileName("products-1.xml")).toBeNull();
    expect(parseSitemapFileName("constructor.xml")).toBeNull();
  });
});

describe("/sitemaps/{file} with a host per language (domain mode)", () => {
  afterEach(() => setLocaleOrigins({}));

  test("each host lists its own language's pages, alternates on the other hosts", async () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" });
    useSitemapUpstreams();
    const file = "pages.xml";
    const response = await get(fileLoader, `/sitemaps/${file}`, { file }, "https://shop.de");
    const xml = await response.text();
    expect(sitemapProtocolErrors(xml)).toEqual([]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://shop.de/alles-zum-einkauf/versand",
    ]);
    expect(xml).toContain(`hreflang="cs" href="https://shop.cz/vse-o-nakupu/doprava"`);
  });
});

describe("/robots.txt", () => {
  test("names the sitemap index", async () => {
    const response = robotsLoader({
      request: new Request(`${SHOP_ORIGIN}/robots.txt`),
      params: {},
      context: {},
    });
    expect(await response.text()).toContain(`Sitemap: ${SHOP_ORIGIN}/sitemap.xml`);
  });
});

describe("robots.txt and the sitemaps for a spoofed Host", () => {
  afterEach(() => setLocaleOrigins({}));

  /** Every answer, all publicly cacheable, for a request to the attacker's host. */
  async function answersFor(origin: string) {
    const robots = robotsLoader({
      request: new Request(`${origin}/robots.txt`),
      params: {},
      context: {},
    });
    const file = "products.xml";
    return Promise.all(
      [
        robots,
        get(indexLoader, "/sitemap.xml", {}, origin),
        get(fileLoader, `/sitemaps/${file}`, { file }, origin),
      ].map(async (answer) => (await answer).text()),
    );
  }

  test("name the configured origin, never the request's host", async () => {
    useSitemapUpstreams();
    const [robots, index, products] = await answersFor("http://evil.example");
    expect(robots).toContain(`Sitemap: ${SHOP_ORIGIN}/sitemap.xml`);
    expect(index).toContain(`<loc>${SHOP_ORIGIN}/sitemaps/products.xml</loc>`);
    expect(products).toContain(`<loc>${SHOP_ORIGIN}/produkt/masazni-olej-vanilka-200-ml</loc>`);
    for (const body of [robots, index, products]) expect(body).not.toContain("evil.example");
  });

  test("name the cs host in domain mode", async () => {
    setLocaleOrigins({ cs: "https://shop.cz", sk: "https://shop.sk", de: "https://shop.de" });
    useSitemapUpstreams();
    const [robots, index, products] = await answersFor("https://evil.example");
    expect(robots).toContain("Sitemap: https://shop.cz/sitemap.xml");
    expect(index).toContain("<loc>https://shop.cz/sitemaps/products.xml</loc>");
    expect(products).toContain("<loc>https://shop.cz/produkt/masazni-olej-vanilka-200-ml</loc>");
    for (const body of [robots, index, products]) expect(body).not.toContain("evil.example");
  });
});
