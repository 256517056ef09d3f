import { BRANDS, COLORS, FEATURES, LENGTHS_M, SIZES, TAGS, valueId } from "./catalog-parameters.ts";
import { PRODUCT_NAMES } from "./catalog-product-names.ts";
import { PRODUCT_PEREXES } from "./catalog-product-perexes.ts";
import { CATEGORY_PROFILES, MODEL_NAMES, type CategoryProfile } from "./catalog-profiles.ts";
import { CATEGORIES, PRODUCTS, type SeedProduct } from "./catalog.ts";

/**
 * The whole demo catalogue: the hand-written products (whose ids tests and journeys use)
 * plus generated ones up to the requested size. Generation uses a seeded PRNG, so the same
 * size always gives the same shop.
 */

export const DEFAULT_CATALOG_SIZE = 400;
/** Generated products start here, clear of the hand-written 1001+ ids. */
const GENERATED_FIRST_ID = 2001;

export interface CatalogVariant {
  name: string;
  stock: number;
  priceCzk: number;
  originalPriceCzk?: number;
  /** Colour variants get their own picture in this colour. */
  color?: string;
  valueIds: Array<number>;
}

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
  perex: string;
  /** The perex in Slovak and German; null leaves it Czech in every language. */
  localPerex: { sk: string; de: string } | null;
  categoryId: number;
  restrictedToGroup?: string;
  translations: { sk: string; de: string };
  /** Product-level parameter values: brand, material, features, plus all variant values. */
  valueIds: Array<number>;
  tagCodes: Array<string>;
  soldCount: number;
  hasVariants: boolean;
  variants: Array<CatalogVariant>;
}

/** Reads SANDBOX_CATALOG_SIZE; never fewer products than are written by hand. */
export function catalogSize(env: Record<string, string | undefined> = process.env): number {
  const size = Number(env.SANDBOX_CATALOG_SIZE ?? DEFAULT_CATALOG_SIZE);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_CATALOG_SIZE;
}

export function buildCatalogue(size: number): Array<CatalogProduct> {
  const random = mulberry32(20240601);
  const products = PRODUCTS.map((product) => describeHandWritten(product, random));
  const slugs = new Set(products.map((product) => product.slug));
  const leaves = CATEGORIES.flatMap((category) => category.children.map((child) => child.id));
  for (let index = 0; products.length < size; index += 1) {
    const categoryId = leaves[index % leaves.length] ?? 11;
    products.push(generateProduct(GENERATED_FIRST_ID + index, categoryId, random, slugs));
  }
  return products;
}

function profileOf(categoryId: number): CategoryProfile {
  const profile = CATEGORY_PROFILES[categoryId];
  if (!profile) throw new Error(`Category ${categoryId} has no generator profile`);
  return profile;
}

function describeHandWritten(product: SeedProduct, random: Random): CatalogProduct {
  const profile = profileOf(product.categoryId);
  const brand = pick(
    random,
    BRANDS.map((_, index) => index),
  );
  const variants = (product.variants ?? [{ name: product.name, stock: product.stock ?? 0 }]).map(
    (variant) => ({
      name: variant.name,
      stock: variant.stock,
      priceCzk: variant.priceCzk ?? product.priceCzk,
      originalPriceCzk: variant.originalPriceCzk ?? product.originalPriceCzk,
      color: variant.color,
      valueIds: variantValueIds(variant.name),
    }),
  );
  // "Vibrátor Velvet Classic" keeps its line name "Velvet Classic" in every language.
  const words = product.name.split(" ");
  const lineStart = words.findIndex((word, index) => index > 0 && /^[A-ZÁ-Ž0-9]/.test(word));
  const line = lineStart > 0 ? words.slice(lineStart).join(" ") : product.name;
  const valueIds = productValueIds(profile, brand, variants, random);
  const tagCodes = tagsFor(variants, random);
  random(); // The rating's draw (ratings now follow the reviews), so the rest stays as it was.
  const soldCount = Math.floor(random() * 500);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    perex: product.perex,
    localPerex: PRODUCT_PEREXES[product.id] ?? null,
    categoryId: product.categoryId,
    restrictedToGroup: product.restrictedToGroup,
    translations: PRODUCT_NAMES[product.id] ?? {
      sk: `${profile.noun.sk} ${line}`,
      de: `${profile.noun.de} ${line}`,
    },
    valueIds,
    tagCodes,
    soldCount,
    hasVariants: product.variants !== undefined,
    variants,
  };
}

function generateProduct(
  id: number,
  categoryId: number,
  random: Random,
  slugs: Set<string>,
): CatalogProduct {
  const profile = profileOf(categoryId);
  const brandIndex = Math.floor(random() * BRANDS.length);
  const brand = BRANDS[brandIndex]?.title ?? "";
  const model = pick(random, MODEL_NAMES);
  const name = `${profile.noun.cs} ${brand} ${model}`;
  let slug = asciiSlug(name);
  if (slugs.has(slug)) slug = `${slug}-${id}`;
  slugs.add(slug);

  const [low, high] = profile.priceCzk;
  const priceCzk = Math.round((low + random() * (high - low)) / 10) * 10 - 1;
  const discounted = random() < 0.15;
  const originalPriceCzk = discounted ? Math.round((priceCzk * 1.25) / 10) * 10 - 1 : undefined;
  const stock = (): number => (random() < 0.12 ? 0 : 1 + Math.floor(random() * 40));
  const variants = variantsFor(profile, random, priceCzk, originalPriceCzk, stock);
  // Drawn after the variants, so the random sequence and the shop it builds stay as they were.
  const perex = pick(random, profile.perex);
  const valueIds = productValueIds(profile, brandIndex, variants, random);
  const tagCodes = tagsFor(variants, random);
  // The rating's draws (ratings now follow the reviews), so the rest stays as it was.
  if (random() >= 0.2) random();
  const soldCount = Math.floor(random() * 300);
  return {
    id,
    slug,
    name,
    perex: perex.cs(brand),
    localPerex: { sk: perex.sk(brand), de: perex.de(brand) },
    categoryId,
    translations: {
      sk: `${profile.noun.sk} ${brand} ${model}`,
      de: `${profile.noun.de} ${brand} ${model}`,
    },
    valueIds,
    tagCodes,
    soldCount,
    hasVariants: variants.length > 1,
    variants,
  };
}

function variantsFor(
  profile: CategoryProfile,
  random: Random,
  priceCzk: number,
  originalPriceCzk: number | undefined,
  stock: () => number,
): Array<CatalogVariant> {
  const base = { priceCzk, originalPriceCzk };
  switch (profile.variants) {
    case "color":
      return sample(random, COLORS, 1 + Math.floor(random() * 3)).map((color) => ({
        ...base,
        name: color.title,
        stock: stock(),
        color: color.hex,
        valueIds: variantValueIds(color.title),
      }));
    case "size": {
      const sizes = random() < 0.5 ? SIZES.slice(0, 4) : SIZES.slice(4);
      return sizes.map((size) => ({
        ...base,
        name: size,
        stock: stock(),
        valueIds: variantValueIds(size),
      }));
    }
    case "length":
      return LENGTHS_M.slice(0, 2 + Math.floor(random() * 3)).map((metres, index) => ({
        name: `${metres} m`,
        stock: stock(),
        priceCzk: priceCzk + index * 100,
        originalPriceCzk:
          originalPriceCzk === undefined ? undefined : originalPriceCzk + index * 100,
        valueIds: [valueId("length", LENGTHS_M.indexOf(metres))],
      }));
    case "none":
      return [{ ...base, name: "", stock: stock(), valueIds: [] }];
  }
}

/** Colour and size variants are named by their value, so the name finds the value. */
function variantValueIds(name: string): Array<number> {
  const color = COLORS.findIndex((candidate) => candidate.title === name);
  if (color >= 0) return [valueId("color", color)];
  const size = SIZES.indexOf(name);
  if (size >= 0) return [valueId("size", size)];
  const metres = LENGTHS_M.findIndex((length) => `${length} m` === name);
  if (metres >= 0) return [valueId("length", metres)];
  return [];
}

function productValueIds(
  profile: CategoryProfile,
  brandIndex: number,
  variants: Array<CatalogVariant>,
  random: Random,
): Array<number> {
  const ids = new Set<number>([valueId("brand", brandIndex)]);
  const materials = random() < 0.3 ? profile.materials : profile.materials.slice(0, 1);
  for (const material of materials) ids.add(valueId("material", material));
  if (profile.features) {
    for (const feature of sample(random, FEATURES, 1 + Math.floor(random() * 3))) {
      ids.add(valueId("features", FEATURES.indexOf(feature)));
    }
  }
  for (const variant of variants) for (const id of variant.valueIds) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

function tagsFor(variants: Array<CatalogVariant>, random: Random): Array<string> {
  const codes: Array<string> = [];
  const first = variants[0];
  if (random() < 0.12) codes.push("novinka");
  if (first?.originalPriceCzk !== undefined) codes.push("akce");
  if (random() < 0.08) codes.push("tip");
  if ((first?.priceCzk ?? 0) >= 1500) codes.push("doprava-zdarma");
  if (random() < 0.03) codes.push("limitovana-edice");
  if (random() < 0.03) codes.push("vyprodej");
  return codes.filter((code) => TAGS.some((tag) => tag.code === code));
}

export type Random = () => number;

/** A small seeded PRNG (mulberry32): fast and the same on every machine. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: ReadonlyArray<T>): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function sample<T>(random: Random, items: ReadonlyArray<T>, count: number): Array<T> {
  const pool = [...items];
  const chosen: Array<T> = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
}

export function asciiSlug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
