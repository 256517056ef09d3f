import { graphql, http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { cmsUrl, mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { homePage } from "./home-page.ts";
import { productPage } from "./product-page.ts";
import { textPage } from "./text-page.ts";

setUpMockUpstreams();

/** The seo field each view model carries for its page's head tags and structured data. */

describe("product page", () => {
  test("seo from the product, slug in every language, and its category path", async () => {
    const page = await productPage({
      ctx: testContext({ locale: "de" }),
      slug: "masazni-olej-vanilka-200-ml",
      variantId: null,
    });
    expect(page.seo).toMatchObject({
      title: "Masážní olej Vanilka 200 ml",
      description: "Hřejivý olej s vůní vanilky pro dlouhé masáže.",
      noindex: false,
      nofollow: false,
      slugs: { cs: "masazni-olej-vanilka-200-ml", de: "masazni-olej-vanilka-200-ml" },
    });
    expect(page.seo.image).toMatch(/\/image\/w1200h630\/products\/masazni-olej-vanilka\.svg$/);
    expect(page.breadcrumb).toEqual([
      { name: "Kosmetik", slug: "kosmetik" },
      { name: "Massageöle", slug: "massageole" },
    ]);
  });

  test("the product still sells when the categories cannot be read: no path", async () => {
    mockServer.use(http.get(cmsUrl("/catalog/category"), () => HttpResponse.error()));
    const page = await productPage({
      ctx: testContext(),
      slug: "masazni-olej-vanilka-200-ml",
      variantId: null,
    });
    expect(page.breadcrumb).toEqual([]);
    expect(page.name).toBe("Masážní olej Vanilka 200 ml");
  });
});

describe("text page", () => {
  test("seo from page_meta", async () => {
    const page = await textPage({ ctx: testContext(), slug: "doprava" });
    expect(page.seo).toEqual({
      title: "Doprava",
      description: "Jak a za kolik doručujeme.",
      keywords: null,
      noindex: false,
      nofollow: false,
      slugs: { cs: "doprava" },
      image: null,
    });
  });
});

describe("home page", () => {
  test("its title, and its first image as the share image", async () => {
    mockServer.use(
      graphql.query("HomepageConfiguration", () =>
        HttpResponse.json({
          data: {
            homepage_configuration: {
              _id: "homepage",
              title: "Vítejte",
              content_blocks: [
                {
                  __typename: "ImageBlock",
                  _id: "hero",
                  image: { path: "content/homepage-hero.jpg", alt: "Dárky" },
                  link: null,
                },
              ],
            },
          },
        }),
      ),
    );
    const page = await homePage({ ctx: testContext() });
    expect(page.seo).toMatchObject({ title: "Vítejte", noindex: false, slugs: {} });
    expect(page.seo.image).toMatch(/\/image\/w1200h630\/content\/homepage-hero\.jpg$/);
  });
});
