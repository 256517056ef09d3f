import { IMAGE_SIZE, backgroundFor } from "#sandbox/cms/images.ts";
import { type ContentLocale, FALLBACK_LOCALE } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { eurFromCzk, toMinor } from "#sandbox/money.ts";

import { type CatalogProduct, asciiSlug } from "./catalog-generator.ts";
import { variantId } from "./catalog-ids.ts";
import {
  BRANDS,
  COLORS,
  FEATURES,
  LENGTHS_M,
  MATERIALS,
  PARAMETER_IDS,
  PARAMETERS,
  SIZES,
  TAGS,
  valueId,
  type ParameterKey,
} from "./catalog-parameters.ts";
import { CATEGORY_NAMES, CATEGORY_PROFILES } from "./catalog-profiles.ts";
import { CATEGORIES, MAIN_WAREHOUSE, VAT_RATE, WAREHOUSES } from "./catalog.ts";
import { seedGiftsAndManuals } from "./product-gifts-manuals.ts";
import { seedStorageDates } from "./product-storage-dates.ts";

/** Extra pictures per product besides the main one; the second is the hover image. */
const GALLERY_SIZE = 3;

/** Inserts the catalogue; statements are prepared once because the size may be 20 000. */
export function seedCatalogue(db: Db, products: Array<CatalogProduct>): void {
  const insertWarehouse = db.prepare(
    "INSERT INTO warehouses (id, code, name, virtual) VALUES (?, ?, ?, ?)",
  );
  for (const w of WAREHOUSES) insertWarehouse.run(w.id, w.code, w.name, w.virtual ? 1 : 0);
  seedParameters(db);
  seedCategories(db);
  const insert = productInserter(db);
  products.forEach((product, position) => insert(product, position));
  seedGiftsAndManuals(db);
  seedStorageDates(db);
}

function seedCategories(db: Db): void {
  const insertCategory = db.prepare(
    "INSERT INTO categories (id, parent_id, slug, name, position) VALUES (?, ?, ?, ?, ?)",
  );
  const insertTranslation = slugInserter(db);
  const insertSettings = db.prepare(
    `INSERT INTO category_parameters (category_id, parameter_id, important_filter, closed_filter,
       position) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertSearch = searchInserter(db);
  const add = (
    id: number,
    parentId: number | null,
    slug: string,
    name: string,
    position: number,
  ) => {
    insertCategory.run(id, parentId, slug, name, position);
    insertTranslation("category", id, "cs", slug, name);
    const names = CATEGORY_NAMES[id];
    if (names) {
      insertTranslation("category", id, "sk", asciiSlug(names.sk), names.sk);
      insertTranslation("category", id, "de", asciiSlug(names.de), names.de);
    }
    insertSearch("category", id, name, "");
    filterKeys(id).forEach((key, index) =>
      // Brand and colour are what shoppers filter by first; material stays folded.
      insertSettings.run(
        id,
        PARAMETER_IDS[key],
        key === "brand" || key === "color" || key === "size" ? 1 : 0,
        key === "material" || key === "features" ? 1 : 0,
        index,
      ),
    );
  };
  CATEGORIES.forEach((category, position) => {
    add(category.id, null, category.slug, category.name, position);
    category.children.forEach((child, childPosition) =>
      add(child.id, category.id, child.slug, child.name, childPosition),
    );
  });
}

/**
 * The filters a category offers: the parameters its products (or, for a top category, its
 * children's products) can hold. Leaf ids are their parent's id plus a digit (11 under 10).
 */
function filterKeys(categoryId: number): Array<ParameterKey> {
  const profiles = Object.entries(CATEGORY_PROFILES)
    .filter(([id]) => Number(id) === categoryId || Math.floor(Number(id) / 10) * 10 === categoryId)
    .map(([, profile]) => profile);
  const keys = new Set<ParameterKey>(["brand", "material"]);
  for (const profile of profiles) {
    if (profile.variants !== "none") keys.add(profile.variants);
    if (profile.features) keys.add("features");
  }
  return PARAMETERS.map((parameter) => parameter.key).filter((key) => keys.has(key));
}

function seedParameters(db: Db): void {
  const image = imageInserter(db);
  const insertParameter = db.prepare(
    `INSERT INTO parameters (id, title, parameter_type, parameter_unit, description, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  PARAMETERS.forEach((p, position) =>
    insertParameter.run(
      PARAMETER_IDS[p.key],
      p.title,
      p.type,
      p.unit ?? null,
      p.description,
      position,
    ),
  );
  const insertValue = db.prepare(
    `INSERT INTO parameter_values (id, parameter_id, title, description_short, color_hex,
       number_value, position) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const value = (
    key: ParameterKey,
    position: number,
    title: string,
    extra: { description?: string; hex?: string; number?: number } = {},
  ) =>
    insertValue.run(
      valueId(key, position),
      PARAMETER_IDS[key],
      title,
      extra.description ?? null,
      extra.hex ?? null,
      extra.number ?? null,
      position,
    );
  COLORS.forEach((color, i) => value("color", i, color.title, { hex: color.hex }));
  SIZES.forEach((size, i) => value("size", i, size));
  LENGTHS_M.forEach((metres, i) => value("length", i, `${metres} m`, { number: metres }));
  FEATURES.forEach((feature, i) => value("features", i, feature));

  const insertBrand = db.prepare(
    "INSERT INTO brands (value_id, slug, description, country, logo_key, weight) VALUES (?, ?, ?, ?, ?, ?)",
  );
  BRANDS.forEach((brand, i) => {
    value("brand", i, brand.title, { description: brand.description });
    const logoKey = `brands/${asciiSlug(brand.title)}`;
    image(logoKey, brand.title, backgroundFor(logoKey));
    insertBrand.run(
      valueId("brand", i),
      asciiSlug(brand.title),
      brand.description,
      brand.country,
      logoKey,
      BRANDS.length - i,
    );
  });
  const insertMaterial = db.prepare(
    `INSERT INTO materials (value_id, description, material_hygiene, material_lubricants)
     VALUES (?, ?, ?, ?)`,
  );
  MATERIALS.forEach((material, i) => {
    value("material", i, material.title, { description: material.description });
    insertMaterial.run(
      valueId("material", i),
      material.description,
      material.hygiene,
      material.lubricants,
    );
  });

  const insertTag = db.prepare(
    `INSERT INTO tags (id, code, text, color, visible_catalog, visible_content)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const tag of TAGS) {
    insertTag.run(
      tag.id,
      tag.code,
      tag.text,
      tag.color,
      tag.visibleCatalog ? 1 : 0,
      tag.visibleContent ? 1 : 0,
    );
  }
}

function productInserter(db: Db): (product: CatalogProduct, position: number) => void {
  const insertProduct = db.prepare(
    `INSERT INTO products (id, slug, name, catalog_code, perex, category_id, image_key,
       restricted_to_group, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDetails = db.prepare(
    `INSERT INTO product_details (product_id, marketing_code, hover_image_key,
       created_rank, sold_count) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertGallery = db.prepare(
    "INSERT INTO product_images (product_id, position, image_key) VALUES (?, ?, ?)",
  );
  const insertVariant = db.prepare(
    `INSERT INTO variants (id, product_id, name, fullname, marketing_code, ean, image_key,
       vat_rate, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPrice = db.prepare(
    `INSERT INTO variant_prices (variant_id, currency_code, price_minor, original_price_minor)
     VALUES (?, ?, ?, ?)`,
  );
  const insertStock = db.prepare(
    "INSERT INTO variant_stock (variant_id, warehouse_id, stock) VALUES (?, ?, ?)",
  );
  const insertProductValue = db.prepare(
    "INSERT INTO product_parameter_values (product_id, value_id) VALUES (?, ?)",
  );
  const insertVariantValue = db.prepare(
    "INSERT INTO variant_parameter_values (variant_id, value_id) VALUES (?, ?)",
  );
  const insertTag = db.prepare(
    "INSERT INTO product_tags (product_id, tag_id) SELECT ?, id FROM tags WHERE code = ?",
  );
  const insertTranslation = slugInserter(db);
  const insertText = db.prepare(
    `INSERT INTO content_translations (kind, key, locale, field, value)
     VALUES ('product', ?, ?, 'perex', ?)`,
  );
  const insertSearch = searchInserter(db);
  const image = imageInserter(db);

  return (product, position) => {
    const imageKey = `products/${product.slug}`;
    image(imageKey, product.name, backgroundFor(imageKey));
    insertProduct.run(
      product.id,
      product.slug,
      product.name,
      `PR${product.id}`,
      product.perex,
      product.categoryId,
      imageKey,
      product.restrictedToGroup ?? null,
      position,
    );
    for (let n = 2; n <= GALLERY_SIZE; n += 1) {
      const key = `${imageKey}/${n}`;
      image(key, `${product.name} (${n})`, backgroundFor(key));
      insertGallery.run(product.id, n - 1, key);
    }
    insertDetails.run(product.id, `MK-${product.id}`, `${imageKey}/2`, position, product.soldCount);
    insertTranslation("product", product.id, "cs", product.slug, product.name);
    for (const lang of ["sk", "de"] as const) {
      const title = product.translations[lang];
      insertTranslation("product", product.id, lang, `${asciiSlug(title)}-${product.id}`, title);
      if (product.localPerex) insertText.run(String(product.id), lang, product.localPerex[lang]);
    }
    insertSearch("product", product.id, product.name, product.perex);
    for (const id of product.valueIds) insertProductValue.run(product.id, id);
    for (const code of product.tagCodes) insertTag.run(product.id, code);

    product.variants.forEach((variant, index) => {
      const id = variantId(product.id, index);
      const name = product.hasVariants ? variant.name : product.name;
      const fullname = product.hasVariants ? `${product.name} – ${variant.name}` : product.name;
      let variantImageKey: string | null = null;
      if (variant.color) {
        variantImageKey = `${imageKey}/${asciiSlug(variant.name)}`;
        image(variantImageKey, fullname, variant.color);
      }
      insertVariant.run(
        id,
        product.id,
        name,
        fullname,
        `PR${product.id}-${String(index + 1).padStart(2, "0")}`,
        ean13(`859${String(id).padStart(9, "0")}`),
        variantImageKey,
        VAT_RATE,
        index,
      );
      const czk = toMinor(variant.priceCzk);
      const original =
        variant.originalPriceCzk === undefined ? null : toMinor(variant.originalPriceCzk);
      insertPrice.run(id, "CZK", czk, original);
      // Rounding to ",90" can swallow a small discount of a cheap product in euros.
      const eur = eurFromCzk(czk);
      const eurOriginal = original === null ? null : eurFromCzk(original);
      insertPrice.run(
        id,
        "EUR",
        eur,
        eurOriginal !== null && eurOriginal > eur ? eurOriginal : null,
      );
      insertStock.run(id, MAIN_WAREHOUSE.id, variant.stock);
      for (const valueIdOfVariant of variant.valueIds) insertVariantValue.run(id, valueIdOfVariant);
    });
  };
}

/** Records a name and slug of an entity in one language. */
export function slugInserter(db: Db) {
  const statement = db.prepare(
    "INSERT INTO slug_translations (entity_type, entity_id, lang, slug, title) VALUES (?, ?, ?, ?, ?)",
  );
  return (type: string, id: number | string, lang: string, slug: string, title: string): void => {
    statement.run(type, String(id), lang, slug, title);
  };
}

/**
 * Adds an entity to the full-text index the search endpoint reads, in Czech unless told;
 * `seedSearchLanguages` adds the other languages' rows once the translations are in.
 */
export function searchInserter(db: Db) {
  const statement = db.prepare(
    "INSERT INTO search_index (entity_type, entity_id, lang, title, body) VALUES (?, ?, ?, ?, ?)",
  );
  return (
    type: string,
    id: number | string,
    title: string,
    body: string,
    lang: ContentLocale = FALLBACK_LOCALE,
  ): void => {
    statement.run(type, String(id), lang, title, body);
  };
}

export function imageInserter(db: Db) {
  const statement = db.prepare(
    "INSERT INTO images (file_key, title, background, width, height) VALUES (?, ?, ?, ?, ?)",
  );
  return (fileKey: string, title: string, background: string): void => {
    statement.run(fileKey, title, background, IMAGE_SIZE, IMAGE_SIZE);
  };
}

function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}
