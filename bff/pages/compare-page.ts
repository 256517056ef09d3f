import { getParameters } from "#bff/cms/documents.ts";
import { getProducts } from "#bff/cms/products.ts";
import type { Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { COMPARE_IMAGE } from "#bff/rules/image-box.ts";
import { visibleParameters, type VisibleParameter } from "#bff/rules/product-parameters.ts";

import { boxSettings } from "./box-settings.ts";
import { toProductCard, type ProductCard } from "./product-card.ts";

/** The compare page's pictures: small, so four columns fit beside the row names. */

/** Whether the shop offers the product comparison (the spec's `compare` flag, off by default). */
export function compareEnabled(): boolean {
  return getConfig().SHOP_FEATURES.includes("compare");
}

/** A compared product: its box and the parameters its product page lists. */
export type ComparedProduct = {
  card: ProductCard;
  parameters: Array<VisibleParameter>;
};

/**
 * One row of the comparison, a cell per product in the products' order. Price and
 * availability come from the boxes (the page formats the price in the shopper's currency);
 * a parameter row holds each product's value text, null where the product has none.
 * `differs` is set when the products do not all have the same value.
 */
export type CompareRow =
  | { kind: "price"; key: "price"; differs: boolean }
  | { kind: "availability"; key: "availability"; differs: boolean }
  | {
      kind: "parameter";
      key: string;
      title: string;
      values: Array<string | null>;
      differs: boolean;
    };

export type ComparePage = {
  products: Array<ProductCard>;
  rows: Array<CompareRow>;
  /** The configured text while the shop has switched shopping off; null otherwise. */
  shoppingDisabledText: string | null;
  /** The ids the catalogue still shows, in the shopper's order (the list to keep). */
  foundIds: Array<number>;
};

/** Whether the cells are not all the same (a single product differs from nothing). */
function differ<T>(values: ReadonlyArray<T>): boolean {
  return values.some((value) => value !== values[0]);
}

/** A parameter's values as one text, each with the unit, as the product page writes them. */
function valueText(parameter: VisibleParameter): string {
  return parameter.values
    .map((value) => (parameter.unit ? `${value.title} ${parameter.unit}` : value.title))
    .join(", ");
}

/**
 * The comparison's rows: price, availability, then one row per parameter any product has,
 * in the order they first appear going through the products from the first (the CMS's
 * curated order of the first product, then what the next ones add), so a row keeps its
 * place while the list stays the same.
 */
export function compareRows(products: ReadonlyArray<ComparedProduct>): Array<CompareRow> {
  const titles = new Map<number, string>();
  for (const { parameters } of products) {
    for (const parameter of parameters) {
      if (!titles.has(parameter.id)) titles.set(parameter.id, parameter.title);
    }
  }
  const parameterRows = [...titles].map(([id, title]): CompareRow => {
    const values = products.map(({ parameters }) => {
      const held = parameters.find((parameter) => parameter.id === id);
      return held ? valueText(held) : null;
    });
    return { kind: "parameter", key: `parameter-${id}`, title, values, differs: differ(values) };
  });
  return [
    { kind: "price", key: "price", differs: differ(products.map(({ card }) => card.price)) },
    {
      kind: "availability",
      key: "availability",
      differs: differ(products.map(({ card }) => card.availabilityText)),
    },
    ...parameterRows,
  ];
}

/** The products of `ids` the catalogue shows, in the order of `ids`. */
function inOrder(products: ReadonlyArray<Product>, ids: ReadonlyArray<number>): Array<Product> {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

/**
 * The comparison of the products in `ids`. Dependency depth 2: the products and the box
 * settings at once, then, as soon as the products answer, the parameter documents of every
 * parameter they hold. A product the catalogue no longer shows is left out; without the
 * parameter documents the page still compares price and availability.
 */
export async function comparePage({
  ctx,
  ids,
}: {
  ctx: RequestContext;
  ids: ReadonlyArray<number>;
}): Promise<ComparePage> {
  if (ids.length === 0) {
    return { products: [], rows: [], shoppingDisabledText: null, foundIds: [] };
  }
  // The parameters need only the products: they start when those answer, not the settings.
  const withParameters = getProducts({ ctx, ids: [...ids] }).then(async (found) => {
    const products = inOrder(found, ids);
    const parameterIds = [
      ...new Set(
        products.flatMap((product) =>
          (product.content?.parameters ?? []).map((parameter) => parameter.entityId),
        ),
      ),
    ];
    const documents =
      parameterIds.length > 0
        ? await optional(getParameters({ ctx, ids: parameterIds }), { ctx, what: "parameters" })
        : [];
    return { products, documents: documents ?? [] };
  });
  const [{ products, documents }, settings] = await Promise.all([withParameters, boxSettings(ctx)]);
  const compared = products.map((product) => ({
    card: toProductCard(product, {
      locale: ctx.locale,
      signedIn: ctx.authToken !== null,
      freeDeliveryFrom: settings.freeDeliveryFrom,
      imageSize: COMPARE_IMAGE,
    }),
    // Brand and material too: the product page shows them as boxes, here they are rows.
    parameters: visibleParameters(product.content?.parameters, documents),
  }));
  return {
    products: compared.map(({ card }) => card),
    rows: compareRows(compared),
    shoppingDisabledText: settings.shopping.text,
    foundIds: products.map((product) => product.id),
  };
}
