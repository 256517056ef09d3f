import { graphql, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { testContext } from "#bff/mocks/context.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { aboutPurchaseIndex } from "./about-purchase-index.ts";

setUpMockUpstreams();

function page(
  slug: string,
  title: string,
  menu: string | null,
  description: string | null,
  locale = "cs",
) {
  return {
    _id: `page-${slug}`,
    title,
    locale,
    content: null,
    custom_menu_code: menu,
    contact_box_reference: null,
    page_meta: {
      slug,
      seo_title: null,
      seo_description: description,
      seo_keywords: null,
      meta_nofollow: false,
      meta_noindex: false,
      share_image: null,
      canonical_slugs: slug === "doprava" ? [{ language: "sk", slug: "doprava-sk" }] : [],
    },
    url_rewrite: null,
    content_blocks: [],
  };
}

describe("aboutPurchaseIndex", () => {
  test("lists the pages of the shopping-information menu in the CMS's order", async () => {
    mockServer.use(
      graphql.query("PageList", () =>
        HttpResponse.json({
          data: {
            page_list: {
              total: 3,
              entities: [
                page("doprava", "Doprava", "footerMenu1", "Jak a kdy doručujeme."),
                page("kontakt", "Kontakt", null, "Kontakty."),
                page("platba", "Platba", "footerMenu1", "  "),
              ],
            },
          },
        }),
      ),
    );
    expect(await aboutPurchaseIndex({ ctx: testContext() })).toEqual([
      { slug: "doprava", title: "Doprava", lang: null, description: "Jak a kdy doručujeme." },
      { slug: "platba", title: "Platba", lang: null, description: null },
    ]);
    const slovak = await aboutPurchaseIndex({ ctx: testContext({ locale: "sk" }) });
    expect(slovak[0]?.slug).toBe("doprava-sk");
  });

  test("says which pages the CMS answered in another language than the shopper's", async () => {
    mockServer.use(
      graphql.query("PageList", () =>
        HttpResponse.json({
          data: {
            page_list: {
              total: 2,
              entities: [
                page("doprava", "Doprava", "footerMenu1", "Ako a kedy doručujeme.", "sk"),
                page("platba", "Platba", "footerMenu1", "Jak zaplatit.", "cs"),
              ],
            },
          },
        }),
      ),
    );
    const slovak = await aboutPurchaseIndex({ ctx: testContext({ locale: "sk" }) });
    expect(slovak.map((entry) => [entry.slug, entry.lang])).toEqual([
      ["doprava-sk", null],
      ["platba", "cs"],
    ]);
  });
});
