import { describe, expect, it } from "vitest";

import { buildCatalogue, catalogSize } from "./catalog-generator.ts";
import { BRANDS, valueId } from "./catalog-parameters.ts";
import { CATEGORIES, PRODUCTS } from "./catalog.ts";
import { CMS_CATEGORIES } from "./content-catalog.ts";

describe("demo catalogue", () => {
  it("scales with SANDBOX_CATALOG_SIZE, default about 400", () => {
    expect(catalogSize({})).toBe(400);
    expect(catalogSize({ SANDBOX_CATALOG_SIZE: "20000" })).toBe(20000);
    expect(catalogSize({ SANDBOX_CATALOG_SIZE: "many" })).toBe(400);
    expect(buildCatalogue(1000)).toHaveLength(1000);
  });

  it("is the same on every build and keeps the hand-written products first", () => {
    const first = buildCatalogue(400);
    expect(buildCatalogue(400)).toEqual(first);
    expect(first.slice(0, PRODUCTS.length).map((p) => p.id)).toEqual(PRODUCTS.map((p) => p.id));
    expect(new Set(first.map((p) => p.slug)).size).toBe(first.length);
  });

  it("has the spec's shape: ~30 categories, 10 virtual ones, 25 brands, variants by colour and size", () => {
    const categories = CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(categories.length).toBeGreaterThanOrEqual(30);
    expect(CMS_CATEGORIES.filter((c) => c.kind === "virtual").length).toBeGreaterThanOrEqual(10);
    expect(BRANDS).toHaveLength(25);
    const products = buildCatalogue(400);
    const colourVariants = products.filter((p) => p.variants.some((v) => v.color !== undefined));
    const sizeVariants = products.filter((p) => p.variants.some((v) => v.name === "M"));
    expect(colourVariants.length).toBeGreaterThan(40);
    expect(sizeVariants.length).toBeGreaterThan(10);
    expect(
      products.every((p) => p.valueIds.some((id) => id >= valueId("brand", 0) && id < 3000)),
    ).toBe(true);
  });

  it("names products with Czech diacritics and in Slovak and German", () => {
    const generated = buildCatalogue(400).slice(PRODUCTS.length);
    expect(generated.some((p) => /[áčďéěíňóřšťúůýž]/.test(p.name))).toBe(true);
    // "Body" is "Body" in German too; nearly every other product name differs.
    const translated = generated.filter((p) => p.translations.de !== p.name);
    expect(translated.length / generated.length).toBeGreaterThan(0.9);
  });
});
