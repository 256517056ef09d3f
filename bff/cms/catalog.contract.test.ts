import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import {
  getCatalogState,
  getCategories,
  getRedirect,
  getUrlRewrite,
  searchCms,
} from "./catalog.ts";
import { getProducts } from "./products.ts";

/**
 * The CMS's catalogue REST endpoints through the BFF's own clients, against the live
 * sandbox: every answer parses with the schemas in bff/cms.
 */

connectToLiveSandbox();

const guest = testContext();

describe("GET /catalog/product", () => {
  test("a product answers to its slug in any language and lists them in canonical_slugs", async () => {
    const [product] = await getProducts({ ctx: guest, slugs: ["vibrator-velvet-classic-1001"] });
    expect(product?.slug).toBe("vibrator-velvet-classic");
    expect(product?.canonical_slugs).toContainEqual(
      expect.objectContaining({ lang: "de", slug: "vibrator-velvet-classic-1001" }),
    );
  });

  test("by codes, EANs and variant codes, in the order asked", async () => {
    const byCodes = await getProducts({ ctx: guest, codes: ["PR1012", "PR1003"] });
    expect(byCodes.map((p) => p.id)).toEqual([1012, 1003]);
    const [amora] = byCodes.slice(1);
    const ean = amora?.variants[0]?.ean ?? "";
    expect((await getProducts({ ctx: guest, eans: [ean] })).map((p) => p.id)).toEqual([1003]);
    expect((await getProducts({ ctx: guest, variantEans: [ean] })).map((p) => p.id)).toEqual([
      1003,
    ]);
    const byVariant = await getProducts({ ctx: guest, variantCodes: ["PR1022-02"] });
    expect(byVariant.map((p) => p.slug)).toEqual(["masazni-olej-mandle-a-vanilka"]);
  });

  test("by category and at random", async () => {
    const lubricants = await getProducts({ ctx: guest, categoryIds: [30], limit: 50 });
    expect(lubricants.length).toBeGreaterThan(3);
    expect(lubricants.every((p) => [31, 32, 33].includes(p.categoryId ?? 0))).toBe(true);
    expect(await getProducts({ ctx: guest, random: 4 })).toHaveLength(4);
  });

  test("carries tags, parameters, gallery and hover image", async () => {
    const [velvet] = await getProducts({ ctx: guest, slugs: ["vibrator-velvet-classic"] });
    expect(velvet?.content?.parameters?.find((p) => p.entityId === 1)?.values).toEqual([
      1001, 1002, 1003,
    ]);
    expect(velvet?.images?.length).toBeGreaterThan(0);
    expect(velvet?.content?.product_box_hover_image?.fileKey).toBe(
      "products/vibrator-velvet-classic/2",
    );
    const [amora] = await getProducts({ ctx: guest, ids: [1003] });
    expect(amora?.tags?.map((tag) => tag.code)).toContain("akce");
  });

  test("a sold-out product names its expected deliveries (date_of_storage)", async () => {
    const [egg, amora] = await getProducts({ ctx: guest, ids: [1004, 1003] });
    const dates = egg?.content?.date_of_storage ?? [];
    expect(dates).toHaveLength(3);
    expect(dates.every(({ date, amount }) => /^\d{4}-\d{2}-\d{2}$/.test(date) && amount > 0)).toBe(
      true,
    );
    expect(amora?.content?.date_of_storage).toEqual([]);
  });
});

describe("GET /catalog/category", () => {
  test("by slugs and ids, with slugs in every language", async () => {
    const [vibrators] = await getCategories({ ctx: guest, slugs: ["vibratory"] });
    expect(vibrators).toMatchObject({ id: 10, parentId: null, childrenIds: [11, 12, 13] });
    expect(vibrators?.canonical_slugs.map((slug) => slug.lang)).toEqual(["cs", "de", "sk"]);
    const byIds = await getCategories({ ctx: guest, ids: [11, 12] });
    expect(byIds.map((category) => category.slug)).toEqual([
      "klasicke-vibratory",
      "stimulatory-klitorisu",
    ]);
    expect((await getCategories({ ctx: guest })).length).toBeGreaterThanOrEqual(30);
  });
});

describe("GET /api/catalog/v2/state", () => {
  test("a category's products with facets, sort and pages", async () => {
    const state = await getCatalogState({
      ctx: guest,
      scope: {
        type: "category",
        id: 10,
        parameters: { "1": [1001] },
        sort: "price_desc",
        perPage: 5,
      },
    });
    expect(state.products.entities).toHaveLength(5);
    expect(state.pagination).toMatchObject({ page: 1, perPage: 5 });
    const colour = state.facets.parameters.find((facet) => facet.entityId === 1);
    expect(colour).toMatchObject({ type: "color", importantFilter: true });
    expect(colour?.values.find((value) => value._id === 1001)?.selected).toBe(true);
    expect(state.facets.price.currencyCode).toBe("CZK");
    expect(state.sort.selected).toBe("price_desc");
  });

  test("virtual and filtered categories by slug", async () => {
    const virtual = await getCatalogState({
      ctx: guest,
      scope: { type: "virtual_category", slug: "novinky" },
    });
    expect(virtual.listing.title).toBe("Novinky");
    expect(
      virtual.products.entities.every((p) => p.tags?.some((tag) => tag.code === "novinka")),
    ).toBe(true);
    const filtered = await getCatalogState({
      ctx: guest,
      scope: { type: "filtered_category", slug: "body-velikost-m", stock: true },
    });
    expect(filtered.facets.stock.selected).toBe(true);
    expect(filtered.products.entities.every((p) => p.availability.isAvailable)).toBe(true);
  });

  test("an unknown listing is not found", async () => {
    const error: unknown = await getCatalogState({
      ctx: guest,
      scope: { type: "virtual_category", slug: "neexistuje" },
    }).catch((caught: unknown) => caught);
    expect(isBffError(error) && error.kind).toBe("not_found");
  });
});

describe("GET /search", () => {
  test("finds without diacritics and counts the total", async () => {
    const result = await searchCms({ ctx: guest, q: "lubrikacni gel", limit: 3 });
    expect(result.entities).toHaveLength(3);
    expect(result.total).toBeGreaterThan(3);
    const all = await searchCms({ ctx: guest, q: "lubrikacni gel", limit: 50 });
    expect(all.entities.some((hit) => hit.title === "Lubrikační gel Aqua 100 ml")).toBe(true);
    expect(all.entities.find((hit) => hit.type === "product")?.path).toMatch(/^\/produkt\//);
  });
});

describe("GET /url-rewrite and /redirect", () => {
  test("a rewritten path names its page in every language", async () => {
    const rewrite = await getUrlRewrite({ ctx: guest, lang: "cs", path: "/inspirace/velikonoce" });
    expect(rewrite?.page_meta.slug).toMatchObject({
      cs: "velikonocni-inspirace",
      de: "osterinspiration",
    });
    expect(await getUrlRewrite({ ctx: guest, lang: "cs", path: "/nic-takoveho" })).toBeNull();
  });

  test("an old path redirects, an unknown one does not", async () => {
    expect(await getRedirect({ ctx: guest, path: "/obchodni-podminky", route: "all" })).toBe(
      "/vse-o-nakupu/obchodni-podminky",
    );
    expect(await getRedirect({ ctx: guest, path: "/nic-takoveho", route: "all" })).toBeNull();
  });

  test("an old slug redirects on its route or by its entity type", async () => {
    const product = { ctx: guest, path: "/produkt/velvet-classic", slug: "velvet-classic" };
    expect(await getRedirect({ ...product, route: "product-slug", type: "product" })).toBe(
      "/produkt/vibrator-velvet-classic",
    );
    expect(await getRedirect({ ...product, route: "page-slug" })).toBeNull();
    expect(
      await getRedirect({
        ctx: guest,
        path: "/gely",
        route: "all",
        slug: "gely",
        type: "category",
      }),
    ).toBe("/lubrikacni-gely");
    expect(await getRedirect({ ctx: guest, path: "/gely", route: "all" })).toBeNull();
  });
});
