import { describe, expect, test } from "vitest";
import * as z from "zod";

import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import {
  getBanners,
  getPageBySlug,
  getPageList,
  getSiteSettings,
  getSlugMetadata,
} from "./content.ts";
import {
  findCmsCategories,
  getBrands,
  getCategoryDocument,
  getMaterials,
  getParameterValues,
  getParameters,
  getTopCategories,
} from "./documents.ts";
import { cmsQuery } from "./graphql.ts";
import { getHomepageConfiguration } from "./homepage.ts";
import { MENU_CODES, getMenu } from "./menus.ts";
import { ContentBlockSchema } from "./schemas-content.ts";
import { lookupSlug } from "./slug-lookup.ts";

/**
 * The CMS's GraphQL queries through the BFF's own clients, against the live sandbox: every
 * answer parses with the schemas in bff/cms.
 */

connectToLiveSandbox();

const guest = testContext();

describe("catalogue documents", () => {
  test("brands and materials by value ids, parameters with values", async () => {
    expect((await getBrands({ ctx: guest, ids: [2001, 2005] })).map((b) => b.title)).toEqual([
      "Amora",
      "Aqua Glide",
    ]);
    const [silicone] = await getMaterials({ ctx: guest, ids: [3001] });
    expect(silicone?.material_lubricants).toMatch(/vodní bázi/);
    const [colour] = await getParameters({ ctx: guest, ids: [1] });
    expect(colour?.values.every((value) => /^#[0-9a-f]{6}$/.test(value.color_hex ?? ""))).toBe(
      true,
    );
    const values = await getParameterValues({ ctx: guest, ids: [1001, 5004] });
    expect(values.map((value) => [value.parameter_id, value.title])).toEqual([
      [1, "Růžová"],
      [5, "10 m"],
    ]);
  });

  test("a category shows current banners, and group banners only to the group", async () => {
    const category = await getCategoryDocument({ ctx: guest, storeId: 10 });
    expect(category?.banner_catalog.map((slot) => slot.banner.title)).toEqual([
      "Vibrátory: doprava zdarma nad 1 500 Kč",
    ]);
    expect(category?.faq_questions_reference.length).toBeGreaterThan(0);
    expect(category?.catalog_settings.parameters.some((p) => p.importantFilter)).toBe(true);
    const b2b = await getCategoryDocument({
      ctx: testContext({ userGroups: ["b2b"] }),
      storeId: 10,
    });
    expect(b2b?.banner_catalog).toHaveLength(2);
    expect(await getCategoryDocument({ ctx: guest, storeId: 999 })).toBeNull();
  });

  test("virtual and filtered categories by slug and by their exact value set", async () => {
    const { virtual } = await lookupSlug({ ctx: guest, slug: "luxusni-darky", listing: true });
    expect(virtual?.price_range).toMatchObject({ price_from: 1500, currency_code: "CZK" });
    expect(virtual?.page_meta.canonical_slugs.map((slug) => slug.language)).toEqual([
      "cs",
      "de",
      "sk",
    ]);
    const bySlugs = await findCmsCategories({
      ctx: guest,
      kind: "virtual",
      slugs: ["novinky", "tipy-redakce"],
    });
    expect(bySlugs.map((category) => category.title)).toEqual(["Novinky", "Tipy redakce"]);
    const [amora] = await findCmsCategories({
      ctx: guest,
      kind: "filtered",
      parameterIds: [2],
      valueIds: [2001],
      storeCategoryId: 10,
    });
    expect(amora?.page_meta.slug).toBe("vibratory-amora");
    expect(
      await findCmsCategories({
        ctx: guest,
        kind: "filtered",
        parameterIds: [2],
        valueIds: [2001, 2002],
        storeCategoryId: 10,
      }),
    ).toEqual([]);
    const [silicone] = await findCmsCategories({
      ctx: guest,
      kind: "virtual",
      parameterIds: [3],
      valueIds: [3001],
    });
    expect(silicone?.page_meta.slug).toBe("silikonove-pomucky");
    const { filtered } = await lookupSlug({
      ctx: guest,
      slug: "bondazni-lana-10-m",
      listing: true,
    });
    expect(filtered?.store_category_id).toBe(91);
    const notAsListing = await lookupSlug({ ctx: guest, slug: "luxusni-darky", listing: false });
    expect(notAsListing.virtual).toBeNull();
  });

  test("top categories configuration", async () => {
    const configuration = await getTopCategories({ ctx: guest });
    expect(
      configuration?.top_virtual_categories.map((category) => category.page_meta.slug),
    ).toEqual(["novinky", "akce-a-slevy", "darky-pro-pary"]);
    expect(configuration?.top_categories[0]?.top_category_links.length).toBeGreaterThan(0);
    const magazineLinks = configuration?.top_categories[0]?.top_category_links.filter(
      (link) => link.link_type === "article_category" || link.link_type === "article_tag",
    );
    expect(magazineLinks).toMatchObject([
      { article_category_link: { page_meta: { slug: "vibratory-a-hracky" } } },
      { article_tag_link: { page_meta: { slug: "silikon" } } },
    ]);
  });
});

describe("pages", () => {
  test("a text page by slug, and a missing one as error 404", async () => {
    const found = await getPageBySlug({ ctx: guest, slug: "doprava" });
    expect(found.entities[0]?.title).toBe("Doprava");
    expect(found.entities[0]?.custom_menu_code).toBe("footerMenu1");
    const missing = await getPageBySlug({ ctx: guest, slug: "neexistuje" });
    expect(missing).toMatchObject({ entities: [], total: 0, error: { statusCode: 404 } });
  });

  test("a page is found by its slug in the shopper's language (canonical_slugs)", async () => {
    const german = testContext({ locale: "de" });
    const found = await getPageBySlug({ ctx: german, slug: "versand" });
    expect(found.entities[0]?.page_meta.slug).toBe("doprava");
    const czechOnly = await getPageBySlug({ ctx: guest, slug: "versand" });
    expect(czechOnly.entities).toEqual([]);
  });

  test("a page names the language it is written in: the shopper's, or Czech without a translation", async () => {
    const german = testContext({ locale: "de" });
    const [shipping] = (await getPageBySlug({ ctx: german, slug: "versand" })).entities;
    expect(shipping).toMatchObject({ title: "Versand", locale: "de" });
    const [easter] = (await getPageBySlug({ ctx: german, slug: "velikonocni-inspirace" })).entities;
    expect(easter).toMatchObject({ title: "Velikonoční inspirace", locale: "cs" });
    const [czech] = (await getPageBySlug({ ctx: guest, slug: "doprava" })).entities;
    expect(czech?.locale).toBe("cs");
  });

  test("the /vse-o-nakupu pages, contact and FAQ are all there", async () => {
    const slugs = (await getPageList({ ctx: guest })).map((entry) => entry.page_meta.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        "doprava",
        "platba",
        "diskretnost-nakupu",
        "zmeny-v-objednavce",
        "vraceni-do-30-dni",
        "bezproblemova-reklamace",
        "klientske-centrum",
        "obchodni-podminky",
        "souhlas-se-zpracovanim-osobnich-udaju",
        "jak-nakupovat",
        "vernostni-program",
        "kontakt",
        "nejcastejsi-dotazy",
      ]),
    );
  });

  test("one slug lookup finds a content page with blocks, a text page, or nothing", async () => {
    const guide = await lookupSlug({ ctx: guest, slug: "jak-vybrat-vibrator", listing: true });
    expect(guide.contentPage?.content_blocks.map((block) => block.__typename)).toContain(
      "CollapsibleBlock",
    );
    expect(guide.page).toBeNull();
    const contact = await lookupSlug({ ctx: guest, slug: "kontakt", listing: true });
    expect(contact.page?.page_meta.slug).toBe("kontakt");
    expect(await lookupSlug({ ctx: guest, slug: "nic", listing: true })).toEqual({
      virtual: null,
      filtered: null,
      page: null,
      contentPage: null,
    });
  });

  test("the homepage and the guides hold a block of every kind, and the storefront's reader parses them", async () => {
    const { homepage_configuration } = await cmsQuery({
      ctx: guest,
      query: `{ homepage_configuration { content_blocks { __typename ... on ProductsBlock { _id title product_reference { entityId } } } } }`,
      schema: z.object({
        homepage_configuration: z.object({
          content_blocks: z.array(z.object({ __typename: z.string() })),
        }),
      }),
    });
    const configuration = await getHomepageConfiguration({ ctx: guest });
    expect(configuration?.content_blocks.length).toBe(homepage_configuration.content_blocks.length);
    const guides = await Promise.all(
      ["jak-vybrat-vibrator", "lubrikanty-od-a-do-z"].map(
        async (slug) => (await lookupSlug({ ctx: guest, slug, listing: false })).contentPage,
      ),
    );
    const kinds = new Set(
      [
        ...(configuration?.content_blocks ?? []),
        ...guides.flatMap((guide) => guide?.content_blocks ?? []),
      ].map((block) => block.__typename),
    );
    expect([...kinds].sort()).toEqual(
      ContentBlockSchema.options.map((option) => option.shape.__typename.value).sort(),
    );
  });
});

describe("frame", () => {
  test("site settings: globals, footer, cart configuration, error pages, top banner, USPs", async () => {
    const settings = await getSiteSettings({ ctx: guest });
    expect(settings.global_settings.integrations).toMatchObject({
      welcome_campaign: "1",
      welcome_campaign_coupon: "VITEJTE10",
      welcome_campaign_limit: "500",
    });
    expect(settings.global_settings.functions.shopping_lists).toBe("1");
    expect(settings.error_pages.map((page) => page.status_code).sort()).toEqual([403, 404, 500]);
    expect(settings.top_banner?.enabled).toBe(true);
    expect(settings.unique_selling_points.every((usp) => usp.title.length <= 80)).toBe(true);
    expect(settings.footer?.menu_codes).toHaveLength(4);
  });

  test("the welcome campaign's minimum order is in the shop's currency", async () => {
    const slovak = testContext({ locale: "sk", currency: "EUR", domainCode: "sk" });
    const settings = await getSiteSettings({ ctx: slovak });
    expect(settings.global_settings.integrations.welcome_campaign_limit).toBe("20");
  });

  test("banners carry their time windows; info boxes include one without colour", async () => {
    const { banner_list, wide_banner_list, info_box_list } = await getBanners({
      ctx: guest,
      storeCategoryId: 10,
    });
    expect(banner_list.entities.every((banner) => banner.store_category_id === 10)).toBe(true);
    expect(wide_banner_list.entities.some((banner) => banner.time_limited)).toBe(true);
    expect(wide_banner_list.entities.every((banner) => banner.enabled)).toBe(true);
    expect(info_box_list.entities.some((box) => !box.box_color)).toBe(true);
  });

  test("the main menu holds store categories and virtual categories with children", async () => {
    const menu = await getMenu({ ctx: guest, code: MENU_CODES.main });
    const vibrators = menu.items.find((item) => item.path === "/vibratory");
    expect(vibrators).toMatchObject({ type: "category", entityId: 10, main: true });
    const deals = menu.items.find((item) => item.path === "/akce-a-slevy");
    expect(deals).toMatchObject({ title: "Akce a slevy", type: "virtual_category", main: true });
    expect(deals?.children?.map((child) => [child.path, child.type])).toEqual([
      ["/novinky", "virtual_category"],
      ["/tipy-redakce", "virtual_category"],
      ["/darky-do-500-kc", "virtual_category"],
      ["/luxusni-darky", "virtual_category"],
    ]);
    // Every virtual entry is a virtual category the GraphQL lookup knows under its id.
    const virtualItems = menu.items
      .flatMap((item) => [item, ...(item.children ?? [])])
      .filter((item) => item.type === "virtual_category");
    const known = await findCmsCategories({
      ctx: guest,
      kind: "virtual",
      slugs: virtualItems.map((item) => item.path.slice(1)),
    });
    expect(known.map((category) => category._id).sort()).toEqual(
      virtualItems.map((item) => item.entityId).sort(),
    );
    expect(menu.items.find((item) => item.path === "/nakupni-radce")?.type).toBe("custom_link");
  });

  test("virtual categories by words of their title, without diacritics", async () => {
    const { virtual_category_list } = await cmsQuery({
      ctx: guest,
      query: `{ virtual_category_list(search: "darky") { total entities { title } } }`,
      schema: z.object({
        virtual_category_list: z.object({
          total: z.number(),
          entities: z.array(z.object({ title: z.string() })),
        }),
      }),
    });
    expect(virtual_category_list.entities.map((category) => category.title)).toEqual([
      "Dárky pro páry",
      "Dárky do 500 Kč",
      "Luxusní dárky",
    ]);
  });

  test("slug metadata names categories, virtual categories and pages", async () => {
    const metadata = await getSlugMetadata({
      ctx: guest,
      slugs: ["vibratory", "novinky", "kontakt"],
    });
    expect(metadata.map((entry) => entry.type).sort()).toEqual([
      "category",
      "page",
      "virtual_category",
    ]);
    const all = await getSlugMetadata({ ctx: guest });
    expect(all.some((entry) => entry.type === "product")).toBe(false);
  });

  test("slug metadata in any language finds a link written in another language's words", async () => {
    const metadata = await getSlugMetadata({
      ctx: guest,
      slugs: ["vibratoren", "vibrator-velvet-classic"],
      lang: null,
    });
    const category = metadata.find((entry) => entry.slug === "vibratoren");
    expect(category).toMatchObject({ type: "category", lang: "de" });
    expect(category?.canonical_slugs).toContainEqual({ language: "cs", slug: "vibratory" });
    const product = metadata.find((entry) => entry.type === "product");
    expect(product?.canonical_slugs).toContainEqual({
      language: "de",
      slug: "vibrator-velvet-classic-1001",
    });
  });
});
