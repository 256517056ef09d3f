import { tz } from "@date-fns/tz";
import { addDays, formatISO } from "date-fns";

import { getCategories } from "#bff/cms/catalog.ts";
import { getBrands, getMaterials, getParameters } from "#bff/cms/documents.ts";
import { getProductBySlug, getProducts } from "#bff/cms/products.ts";
import type { Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import { activeVariant } from "#bff/rules/active-variant.ts";
import { colourCode } from "#bff/rules/colour-code.ts";
import { deliveryDate, holidayCountry } from "#bff/rules/delivery-date.ts";
import { expectedRestock } from "#bff/rules/expected-restock.ts";
import { fastestShipper } from "#bff/rules/fastest-shipper.ts";
import { visibleParameters, type VisibleParameter } from "#bff/rules/product-parameters.ts";
import { PIECES, purchaseLimits, type QuantityLimits } from "#bff/rules/quantity-input.ts";
import { categoryTrail, type Crumb } from "#bff/rules/seo-breadcrumb.ts";
import { seoFromProduct, type PageSeo } from "#bff/rules/seo-meta.ts";
import { ratingToStars } from "#bff/rules/star-rating.ts";
import { displayedStock } from "#bff/rules/stock-display.ts";
import { linkedText, type TermSegment } from "#bff/rules/term-links.ts";
import { variantByParameterValues, visibleVariants } from "#bff/rules/variant-selection.ts";
import { getStoreProduct } from "#bff/store/products.ts";
import { getShippers } from "#bff/store/shipping.ts";

import { boxSettings, type BoxSettings } from "./box-settings.ts";
import { linkableGlossaryTerms } from "./glossary.ts";
import {
  availabilityText,
  responsiveImage,
  type ImageBox,
  type ResponsiveImage,
} from "./product-card.ts";
import {
  productGiftsAndManuals,
  type ProductGiftView,
  type ProductManualView,
} from "./product-gifts-manuals.ts";

/**
 * The gallery's picture: 568 px beside the summary on a desktop, 228 px in a phone's strip
 * (399 device pixels at 1.75x, 684 at 3x).
 */
export const DETAIL_IMAGE: ImageBox = { width: 600, height: 600, widths: [400, 600, 800, 1200] };
const THUMBNAIL_IMAGE = { width: 120, height: 120 } as const;

export type VariantOption = {
  id: number;
  name: string;
  isAvailable: boolean;
};

/** One parameter the variants differ in; each value names the variant a click selects. */
export type VariantDimension = {
  id: number;
  title: string;
  values: Array<{
    id: number;
    title: string;
    colour: string | null;
    variantId: number;
    isSelected: boolean;
    isAvailable: boolean;
  }>;
};

export type ProductPage = {
  id: number;
  name: string;
  slug: string;
  perex: string | null;
  /** The perex with the site's glossary terms linked; null without a perex. */
  perexTerms: Array<TermSegment> | null;
  categoryName: string | null;
  unit: string;
  gallery: Array<{ image: ResponsiveImage; thumbnail: ResponsiveImage }>;
  variants: { shown: Array<VariantOption>; hidden: Array<VariantOption> };
  variantDimensions: Array<VariantDimension>;
  /**
   * The variant the shopper asked for (`?varianta=`) when it is sold out and an available
   * one is shown in its place (spec: the fallback to the first in-stock variant): the page
   * says so and offers to watch the one asked for. Null otherwise.
   */
  soldOutRequest: { id: number; name: string } | null;
  variant: {
    id: number;
    name: string;
    marketingCode: string | null;
    ean: string | null;
    price: number;
    priceWithoutTax: number;
    originalPrice: number | null;
    discountPercentage: number | null;
    lowestPrice30Days: number | null;
    recommendedPrice: number | null;
    currencyCode: string;
    quantityPrices: Array<{ amountFrom: number; unitWithTax: number }>;
    /** The store's "buy N, get M free" offer on the variant; the cart takes the free units off. */
    nPlusOne: { buy: number; free: number } | null;
  };
  isAvailable: boolean;
  /**
   * `YYYY-MM-DD` the shown price is promised until in structured data: prices are catalogue
   * data refreshed within minutes, so no longer than the end of the next day.
   */
  priceValidUntil: string;
  availabilityText: string;
  /** When a sold-out product is expected back (`YYYY-MM-DD`, spec: date_of_storage), else null. */
  expectedRestock: string | null;
  /** Pieces shown as in stock, per the spec's display caps. */
  stockShown: number;
  /** The fastest shipper's delivery date, `YYYY-MM-DD`; null when no shipper answered. */
  delivery: { date: string; shipper: string } | null;
  freeDelivery: boolean;
  tags: Array<{ code: string; text: string; colour: string | null }>;
  addToCart: QuantityLimits & { enabled: boolean };
  shopping: BoxSettings["shopping"];
  parameters: Array<VisibleParameter>;
  brand: { title: string; slug: string; description: string; logo: ResponsiveImage | null } | null;
  materials: Array<{ title: string; description: string; hygiene: string; lubricants: string }>;
  /** Available gifts that come with the product. */
  gifts: Array<ProductGiftView>;
  manuals: Array<ProductManualView>;
  /** 0 to 5 stars, one decimal; null when nobody has rated it. */
  stars: number | null;
  /** The product's category path, top category first; empty when it is unknown. */
  breadcrumb: Array<Crumb>;
  seo: PageSeo & { title: string };
};

/** What the first level knows that the below-the-fold parts need. */
export type FoundProduct = {
  id: number;
  name: string;
  /** The CMS's alternatives; null when it does not list them (the store's are asked then). */
  alternativeIds: Array<number> | null;
  /** The stock of the variant the page will show, per warehouse (for the shops' stock). */
  warehouses: Array<{ id: string | number; stock: number }>;
};

/**
 * The product detail. Dependency depth 2: the CMS product, the store categories, the
 * shippers and the box settings at once; then, the moment the product answers, from its id
 * and parameters, the store's rules, the parameter documents, the brand and the materials
 * at once. Only the product itself is required: the page sells without the rest. Throws
 * not_found when the slug names no product. `onFound` hears the product's id and its
 * alternatives' ids at that moment too, so the caller can start the below-the-fold parts
 * (reviews, alternatives' boxes) beside the second level rather than after it.
 */
export async function productPage({
  ctx,
  slug,
  variantId,
  now = new Date(),
  onFound,
}: {
  ctx: RequestContext;
  slug: string;
  variantId: number | null;
  now?: Date;
  onFound?: (found: FoundProduct) => void;
}): Promise<ProductPage> {
  const config = getConfig();
  const found = getProductBySlug({ ctx, slug });
  // The second round needs only the product: it starts when the product answers, not when
  // the slowest of the first round does.
  const secondRound = found.then(async (product) => {
    if (!product) return null;
    const shown = activeVariant(product.variants, {
      requestedId: variantId,
      defaultId: product.defaultVariantId,
    });
    onFound?.({
      id: product.id,
      name: product.name,
      alternativeIds: product.alternatives ?? null,
      warehouses: shown?.warehouses ?? [],
    });
    const parameterIds = (product.content?.parameters ?? []).map((parameter) => parameter.entityId);
    const valuesOf = (parameterId: number) =>
      product.content?.parameters?.find((parameter) => parameter.entityId === parameterId)
        ?.values ?? [];
    const [store, parameterDocs, brands, materials] = await Promise.all([
      optional(getStoreProduct({ ctx, productId: product.id }), { ctx, what: "store product" }),
      optional(getParameters({ ctx, ids: parameterIds }), { ctx, what: "parameters" }),
      optional(getBrands({ ctx, ids: valuesOf(config.BRAND_PARAMETER_ID) }), {
        ctx,
        what: "brands",
      }),
      optional(getMaterials({ ctx, ids: valuesOf(config.MATERIAL_PARAMETER_ID) }), {
        ctx,
        what: "materials",
      }),
    ]);
    return {
      product,
      store,
      parameterDocs: parameterDocs ?? [],
      brands: brands ?? [],
      materials: materials ?? [],
    };
  });
  const [second, categories, shippers, settings, glossaryTerms] = await Promise.all([
    secondRound,
    optional(getCategories({ ctx }), { ctx, what: "categories" }),
    optional(getShippers({ ctx }), { ctx, what: "shippers" }),
    boxSettings(ctx),
    linkableGlossaryTerms({ ctx }),
  ]);
  if (!second) throw new BffError({ kind: "not_found" }, 404);
  const { product, store, parameterDocs, brands, materials } = second;

  const variant = activeVariant(product.variants, {
    requestedId: variantId,
    defaultId: product.defaultVariantId,
  });
  if (!variant) throw new BffError({ kind: "not_found" }, 404);
  const requested = product.variants.find((candidate) => candidate.id === variantId);
  const soldOutRequest =
    requested && requested.id !== variant.id && !requested.availability.isAvailable
      ? { id: requested.id, name: requested.name }
      : null;
  const rules = store?.variants.find((candidate) => candidate.id === variant.id)?.store ?? null;
  const isAvailable = variant.availability.isAvailable;
  const prices = variant.prices;
  const price = prices.unitWithTax;
  const inDiscount = Boolean(prices.inDiscount && prices.originalWithTax);
  const recommended = rules?.recommendedPriceWithTax ?? prices.attributes?.recommended_price;
  const stock = variant.warehouses.reduce((sum, warehouse) => sum + warehouse.stock, 0);
  const shipper = fastestShipper(shippers ?? []);
  const brand = brands[0];

  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    perex: product.perex ?? null,
    perexTerms: product.perex ? linkedText(product.perex, glossaryTerms) : null,
    categoryName: product.categoryName ?? null,
    unit: product.unit,
    gallery: gallery(product, variant),
    variants: variantOptions(product, variant.id),
    variantDimensions: variantDimensions(product, variant, parameterDocs),
    soldOutRequest,
    variant: {
      id: variant.id,
      name: variant.name,
      marketingCode: variant.marketingCode ?? null,
      ean: variant.ean ?? null,
      price,
      priceWithoutTax: prices.unitWithoutTax,
      originalPrice: inDiscount ? (prices.originalWithTax ?? null) : null,
      discountPercentage: inDiscount ? (prices.discountPercentage ?? null) : null,
      lowestPrice30Days: inDiscount
        ? (rules?.lowestPrice30DaysWithTax ?? prices.attributes?.lowest_price_30_days ?? null)
        : null,
      recommendedPrice: recommended && recommended > price ? recommended : null,
      currencyCode: prices.currencyCode,
      quantityPrices: rules?.quantityPrices ?? [],
      nPlusOne: rules?.nPlusOne ?? null,
    },
    isAvailable,
    // The next day in UTC, not the server's zone, whose summer time change would stretch it.
    priceValidUntil: formatISO(addDays(now, 1, { in: tz("UTC") }), { representation: "date" }),
    availabilityText: availabilityText(product, isAvailable),
    expectedRestock: isAvailable
      ? null
      : expectedRestock(product.content?.date_of_storage ?? [], now),
    stockShown: displayedStock({
      stock,
      checkStock: rules?.checkStock ?? product.availability.checkStock,
      maxShown: config.STOCK_DISPLAY_MAX,
    }),
    delivery: shipper
      ? {
          date: deliveryDate({
            now,
            delayDays: rules?.delayDays ?? product.availability.delayDays,
            shipper: shipper.delivery,
            country: holidayCountry(ctx.locale),
          }),
          shipper: shipper.name,
        }
      : null,
    freeDelivery: settings.freeDeliveryFrom !== null && price > settings.freeDeliveryFrom,
    tags: (product.tags ?? [])
      .filter((tag) => tag.visibility.content)
      .map((tag) => ({ code: tag.code, text: tag.text, colour: colourCode(tag.color) })),
    // Spec: add to cart only when the unit price with tax is above 0 and the item is available.
    addToCart: {
      enabled: isAvailable && price > 0 && product.visibility.saleable,
      ...purchaseLimits(rules, product),
    },
    shopping: settings.shopping,
    parameters: visibleParameters(product.content?.parameters, parameterDocs, {
      exclude: [config.BRAND_PARAMETER_ID, config.MATERIAL_PARAMETER_ID],
    }),
    brand: brand
      ? {
          title: brand.title,
          slug: brand.slug,
          description: brand.description,
          logo: brand.logo?.path
            ? responsiveImage(brand.logo.path, brand.logo.alt ?? brand.title, {
                width: 160,
                height: 80,
              })
            : null,
        }
      : null,
    materials: materials.map((material) => ({
      title: material.title,
      description: material.description,
      hygiene: material.material_hygiene,
      lubricants: material.material_lubricants,
    })),
    ...productGiftsAndManuals(product, config.IMAGE_CDN_URL),
    stars: typeof product.rating === "number" ? ratingToStars(product.rating) : null,
    breadcrumb: categoryTrail(categories ?? [], product.categoryId, ctx.locale),
    seo: seoFromProduct(product, { cdnBase: config.IMAGE_CDN_URL }),
  };
}

function gallery(product: Product, variant: Product["variants"][number]) {
  const main = variant.mainImage ?? product.mainImage;
  const images = [...(main ? [main] : []), ...(product.images ?? [])];
  const seen = new Set<string>();
  return images
    .filter((image) => !seen.has(image.fileKey) && seen.add(image.fileKey))
    .map((image, index) => {
      const alt = image.alt ?? (index === 0 ? product.name : `${product.name} (${index + 1})`);
      return {
        image: responsiveImage(image.fileKey, alt, DETAIL_IMAGE),
        thumbnail: responsiveImage(image.fileKey, alt, THUMBNAIL_IMAGE),
      };
    });
}

function variantOptions(product: Product, activeId: number): ProductPage["variants"] {
  if (product.variants.length < 2) return { shown: [], hidden: [] };
  const options = product.variants.map((variant) => ({
    id: variant.id,
    name: variant.name,
    isAvailable: variant.availability.isAvailable,
  }));
  return visibleVariants(options, activeId);
}

/**
 * The parameters the variants differ in (colour, size), each value pointing at the variant
 * that keeps the other chosen values and takes this one: the spec's "variant sharing the
 * most chosen parameter values", precomputed so a plain link selects it without JS.
 */
function variantDimensions(
  product: Product,
  active: Product["variants"][number],
  documents: Array<{ _id: number; title: string; values: Array<{ _id: number; title: string }> }>,
): Array<VariantDimension> {
  if (product.variants.length < 2) return [];
  const current: Record<number, number> = {};
  for (const parameter of active.parameters) {
    const [value] = parameter.values;
    if (value !== undefined) current[parameter.entityId] = value;
  }
  const valueEntities = new Map(
    (product.content?.parameters ?? []).flatMap((parameter) =>
      (parameter.valueEntities ?? []).map((value) => [value._id, value] as const),
    ),
  );
  const parameterIds = [
    ...new Set(
      product.variants.flatMap((variant) => variant.parameters.map((item) => item.entityId)),
    ),
  ];
  return parameterIds.flatMap((parameterId) => {
    const document = documents.find((candidate) => candidate._id === parameterId);
    const valueIds = [
      ...new Set(
        product.variants.flatMap(
          (variant) =>
            variant.parameters.find((item) => item.entityId === parameterId)?.values ?? [],
        ),
      ),
    ];
    if (!document || valueIds.length < 2) return [];
    return [
      {
        id: parameterId,
        title: document.title,
        values: valueIds.map((valueId) => {
          const target = variantByParameterValues(
            product.variants,
            { ...current, [parameterId]: valueId },
            product.defaultVariantId,
          );
          const entity = valueEntities.get(valueId);
          return {
            id: valueId,
            title:
              entity?.title ??
              document.values.find((value) => value._id === valueId)?.title ??
              String(valueId),
            colour: colourCode(entity?.color_hex ?? null),
            variantId: target?.id ?? active.id,
            isSelected: current[parameterId] === valueId,
            isAvailable: Boolean(target?.availability.isAvailable),
          };
        }),
      },
    ];
  });
}

/**
 * The purchase limits of one variant, for an add-to-cart post; null for no such variant.
 * The cart works on the store alone: while the CMS is down, the store's rules of the
 * variant decide (counted in pieces), and the store checks the rest as it adds.
 */
export async function variantLimits({
  ctx,
  productId,
  variantId,
}: {
  ctx: RequestContext;
  productId: number;
  variantId: number;
}): Promise<(QuantityLimits & { unit: string }) | null> {
  const [products, store] = await Promise.all([
    optional(getProducts({ ctx, ids: [productId] }), { ctx, what: "product for its limits" }),
    optional(getStoreProduct({ ctx, productId }), { ctx, what: "store product" }),
  ]);
  const rules = store?.variants.find((variant) => variant.id === variantId)?.store;
  if (!products) {
    if (store && !store.variants.some((variant) => variant.id === variantId)) return null;
    return { ...purchaseLimits(rules, { unit: PIECES, availability: {} }), unit: PIECES };
  }
  const product = products[0];
  if (!product?.variants.some((variant) => variant.id === variantId)) return null;
  return { ...purchaseLimits(rules, product), unit: product.unit };
}
