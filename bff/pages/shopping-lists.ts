import { getProducts } from "#bff/cms/products.ts";
import type { Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { optional } from "#bff/optional.ts";
import type { RefusedLine, ReorderLine } from "#bff/rules/reorder-result.ts";
import { getGlobals } from "#bff/store/settings.ts";
import {
  WISH_LIST_CODE,
  addShoppingListItem,
  createShoppingList,
  getShoppingList,
  listShoppingLists,
  type ListRef,
  type ShoppingList,
} from "#bff/store/shopping-lists.ts";

import { addLinesToCart, type LinesToCart } from "./lines-to-cart.ts";
import { availabilityText, responsiveImage, type ResponsiveImage } from "./product-card.ts";

const THUMBNAIL = { width: 96, height: 96 } as const;

/**
 * Whether the shop offers shopping lists: the `shoppingLists` flag (off in the spec) and the
 * store's `shopping_lists` function, which the store checks again on every call (403).
 */
export function shoppingListsFlag(): boolean {
  return getConfig().SHOP_FEATURES.includes("shoppingLists");
}

/** A list a URL names: digits are its id, anything else its code (never the wish list's). */
export function listRefOf(idOrCode: string): ListRef {
  if (/^\d{1,15}$/.test(idOrCode)) return { id: Number(idOrCode) };
  if (idOrCode === WISH_LIST_CODE) throw new BffError({ kind: "not_found" }, 404);
  return { code: idOrCode };
}

export type ShoppingListRow = { id: number; name: string; itemCount: number };

/** The customer's lists (the wish list is the favourites page's), oldest first. */
export async function shoppingListsPage({ ctx }: { ctx: RequestContext }) {
  const lists = await listShoppingLists({ ctx });
  return {
    lists: lists.map((list): ShoppingListRow => ({
      id: list.id,
      name: list.name,
      itemCount: list.items.length,
    })),
  };
}

/** The lists a product can go to from its page; null when they cannot be read now. */
export async function shoppingListChoices({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<Array<{ id: number; name: string }> | null> {
  const lists = await optional(listShoppingLists({ ctx }), { ctx, what: "shopping lists" });
  return lists?.map(({ id, name }) => ({ id, name })) ?? null;
}

/** A line of a list as its page shows it: the catalogue's name, picture, price and stock. */
export type ShoppingListLine = {
  itemId: number;
  variantId: number;
  amount: number;
  name: string;
  slug: string;
  image: ResponsiveImage | null;
  /** The unit price with tax; null when the catalogue no longer sells the product. */
  price: number | null;
  isAvailable: boolean;
  availabilityText: string;
};

function lineOf(
  item: ShoppingList["items"][number],
  product: Product | undefined,
): ShoppingListLine {
  const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
  if (!product || !variant) {
    return {
      itemId: item.id,
      variantId: item.variantId,
      amount: item.amount,
      name: item.product.name,
      slug: item.product.slug,
      image: null,
      price: null,
      isAvailable: false,
      availabilityText: "Vyprodáno",
    };
  }
  const isAvailable = variant.availability.isAvailable && product.visibility.saleable;
  const image = variant.mainImage ?? product.mainImage;
  return {
    itemId: item.id,
    variantId: item.variantId,
    amount: item.amount,
    name: product.variants.length > 1 ? `${product.name} (${variant.name})` : product.name,
    slug: product.slug,
    image: image ? responsiveImage(image.fileKey, image.alt ?? product.name, THUMBNAIL) : null,
    price: variant.prices.unitWithTax,
    isAvailable,
    availabilityText: availabilityText(product, isAvailable),
  };
}

export type ShoppingListPage = {
  id: number;
  name: string;
  lines: Array<ShoppingListLine>;
  /** The lines that can go to the cart now. */
  available: number;
};

async function listLines(ctx: RequestContext, list: ShoppingList) {
  const products = await getProducts({
    ctx,
    ids: [...new Set(list.items.map((item) => item.productId))],
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return list.items.map((item) => lineOf(item, byId.get(item.productId)));
}

/** One list by id or code (the spec's lookups), joined with the catalogue. */
export async function shoppingListPage({
  ctx,
  idOrCode,
}: {
  ctx: RequestContext;
  idOrCode: string;
}): Promise<ShoppingListPage> {
  const list = await getShoppingList({ ctx, list: listRefOf(idOrCode) });
  if (list.code === WISH_LIST_CODE) throw new BffError({ kind: "not_found" }, 404);
  const lines = await listLines(ctx, list);
  return {
    id: list.id,
    name: list.name,
    lines,
    available: lines.filter((line) => line.isAvailable).length,
  };
}

/**
 * Puts a product's variant on a list from the product page: an existing list by id, or a new
 * one by its name (a customer's first list). Answers the list's name for the notice.
 */
export async function addToList({
  ctx,
  list,
  variantId,
  amount,
}: {
  ctx: RequestContext;
  list: { id: number } | { newName: string };
  variantId: number;
  amount: number;
}): Promise<{ id: number; name: string }> {
  const target = "id" in list ? list : await createShoppingList({ ctx, name: list.newName });
  const changed = await addShoppingListItem({ ctx, list: { id: target.id }, variantId, amount });
  return { id: changed.id, name: changed.name };
}

/**
 * "Vložit seznam do košíku": every line the catalogue shows available goes to the cart in
 * one batch with its amount; the rest are named as not added.
 */
export async function addListToCart({
  ctx,
  idOrCode,
}: {
  ctx: RequestContext;
  idOrCode: string;
}): Promise<LinesToCart> {
  const [page, globals] = await Promise.all([
    shoppingListPage({ ctx, idOrCode }),
    getGlobals({ ctx }),
  ]);
  const lines: Array<ReorderLine> = [];
  const refused: Array<RefusedLine> = [];
  for (const line of page.lines) {
    if (line.isAvailable) {
      lines.push({ name: line.name, variantId: line.variantId, amount: line.amount });
    } else refused.push({ name: line.name, reason: line.availabilityText });
  }
  return addLinesToCart({ ctx, globals, lines, refused });
}
