import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

/** Every JSON-LD node of the page, whatever script block it sits in. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The <loc> values of a sitemap or sitemap index. */
async function locs(request: APIRequestContext, path: string): Promise<Array<string>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

/** The first, a middle and the last of a list. */
function sample<T>(items: Array<T>): Array<T> {
  return [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter(
    (item): item is T => item !== undefined,
  );
}

test("home names itself canonical, its languages as alternates, and the shop in JSON-LD", async ({
  page,
  baseURL,
}) => {
  const url = (path: string) => new URL(path, baseURL).href;
  await page.goto("/?utm_source=newsletter");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url("/"));
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  await expect(page.locator('link[hreflang="sk"]')).toHaveAttribute("href", url("/sk"));
  await expect(page.locator('link[hreflang="de"]')).toHaveAttribute("href", url("/de"));
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", url("/"));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url("/"));
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "cs_CZ");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);

  const nodes = await jsonLd(page);
  expect(nodes.map((node) => node["@type"])).toEqual(
    expect.arrayContaining(["Organization", "WebSite"]),
  );
  expect(nodes.find((node) => node["@type"] === "WebSite")).toMatchObject({
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: url("/hledat?q={search_term_string}") },
    },
  });
});

test("a product page's alternates point to its localised URLs, with its category path", async ({
  page,
  baseURL,
}) => {
  const url = (path: string) => new URL(path, baseURL).href;
  await page.goto("/produkt/vibrator-rabbit-duo?variant_id=1&sort=price_asc");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    url("/produkt/vibrator-rabbit-duo"),
  );
  await expect(page.locator('link[hreflang="cs"]')).toHaveAttribute(
    "href",
    url("/produkt/vibrator-rabbit-duo"),
  );
  await expect(page.locator('link[hreflang="sk"]')).toHaveAttribute(
    "href",
    url("/sk/produkt/vibrator-rabbit-duo-1006"),
  );
  await expect(page.locator('link[hreflang="de"]')).toHaveAttribute(
    "href",
    url("/de/produkt/vibrator-rabbit-duo-1006"),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Vibrátor Rabbit Duo",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/image\/w1200h630\//,
  );

  const breadcrumb = (await jsonLd(page)).find((node) => node["@type"] === "BreadcrumbList");
  const steps = (breadcrumb?.itemListElement ?? []) as Array<{ name: string; item: string }>;
  expect(steps.map((step) => step.name)).toEqual(
    expect.arrayContaining(["Amoris", "Klasické vibrátory", "Vibrátor Rabbit Duo"]),
  );
  expect(steps.at(-1)?.item).toBe(url("/produkt/vibrator-rabbit-duo"));
});

test("listings describe themselves to search engines, with their own words where the CMS gives none", async ({
  page,
  baseURL,
}) => {
  const url = (path: string) => new URL(path, baseURL).href;
  await page.goto("/znacky");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Všechny značky, které u nás najdete.",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url("/znacky"));
  await expect(page.locator('link[hreflang="de"]')).toHaveAttribute("href", url("/de/marken"));

  await page.goto("/akce-a-slevy");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Akce a slevy z celé nabídky obchodu přehledně na jednom místě.",
  );
});

test("robots.txt names the sitemap index", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
});

test("the sitemap index lists one sitemap per kind of page, and their URLs answer", async ({
  request,
  baseURL,
}) => {
  const url = (path: string) => new URL(path, baseURL).href;
  const sitemaps = await locs(request, "/sitemap.xml");
  expect(sitemaps).toEqual(
    expect.arrayContaining([
      url("/sitemaps/categories.xml"),
      url("/sitemaps/products.xml"),
      url("/sitemaps/pages.xml"),
      url("/sitemaps/guides.xml"),
      url("/sitemaps/shop.xml"),
    ]),
  );

  const products = await locs(request, "/sitemaps/products.xml");
  expect(products).toContain(url("/produkt/vibrator-rabbit-duo"));
  expect(products).toContain(url("/de/produkt/vibrator-rabbit-duo-1006"));

  // Categories are still served by the catch-all's next version: their locs only.
  const categories = await locs(request, "/sitemaps/categories.xml");
  expect(categories).toContain(url("/vibratory"));

  // The Slovak shop's own branches are listed beside the Czech ones, and answer.
  const branches = await locs(request, "/sitemaps/branches.xml");
  const slovakShops = [url("/sk/predajne/bratislava"), url("/sk/predajne/kosice")];
  expect(branches).toEqual(
    expect.arrayContaining([url("/pobocky/praha-vinohrady"), ...slovakShops]),
  );
  for (const loc of slovakShops) {
    expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
  }

  // The sandbox finds CMS pages by their Czech slug only, so the Czech URLs are asked.
  const pages = (await locs(request, "/sitemaps/pages.xml")).filter(
    (loc) => !/^\/(sk|de)\//.test(new URL(loc).pathname),
  );
  expect(pages).toContain(url("/vse-o-nakupu/doprava"));
  expect(pages).not.toContain(url("/doprava"));
  const guides = await locs(request, "/sitemaps/guides.xml");
  expect(guides).toContain(url("/pruvodce/jak-vybrat-vibrator"));
  const shop = await locs(request, "/sitemaps/shop.xml");
  expect(shop).toEqual(expect.arrayContaining([url("/"), url("/reklamace"), url("/kategorie")]));
  expect(pages).toEqual(expect.arrayContaining([url("/kontakt"), url("/nejcastejsi-dotazy")]));
  // Each page once: no address is listed twice, in one sitemap or across them.
  const all = [...categories, ...products, ...pages, ...guides, ...shop];
  expect(new Set(all).size).toBe(all.length);

  for (const loc of [...sample(products), ...sample(pages), ...sample(guides), ...shop]) {
    const response = await request.get(loc, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
  }
});
