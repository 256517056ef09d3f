import { getProducts } from "#bff/cms/products.ts";
import type { Product } from "#bff/cms/schemas.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import type { RefusedLine, ReorderLine } from "#bff/rules/reorder-result.ts";
import { wishChange } from "#bff/rules/wish-toggle.ts";
import { getGlobals } from "#bff/store/settings.ts";
import {
  WISH_LIST_CODE,
  addShoppingListItem,
  getShoppingList,
  removeShoppingListItem,
  type ShoppingList,
  type ShoppingListItem,
} from "#bff/store/shopping-lists.ts";

import { boxSettings } from "./box-settings.ts";
import { addLinesToCart, type LinesToCart } from "./lines-to-cart.ts";
import { toProductCard, type CardContext, type ProductCard } from "./product-card.ts";

const WISH_LIST = { code: WISH_LIST_CODE } as const;

/** Whether the shop offers the wish list (spec §6: the favourites and wishList flags). */
export function wishListEnabled(): boolean {
  const features = getConfig().SHOP_FEATURES;
  return features.includes("wishList") && features.includes("favourites");
}

function getWishList(ctx: RequestContext): Promise<ShoppingList> {
  return getShoppingList({ ctx, list: WISH_LIST });
}

/** The variants on the customer's wish list, for the hearts of every product box. */
export async function wishedVariantIds({ ctx }: { ctx: RequestContext }): Promise<Array<number>> {
  const list = await getWishList(ctx);
  return list.items.map((item) => item.variantId);
}

/**
 * Puts a variant on the wish list or takes it off, as the shopper asked (`wished`), and
 * answers whether it is wished now. The list is read first: the store adds by variant but
 * removes by item.
 */
export async function setWish({
  ctx,
  variantId,
  wished,
}: {
  ctx: RequestContext;
  variantId: number;
  wished: boolean;
}): Promise<{ wished: boolean }> {
  const list = await getWishList(ctx);
  const change = wishChange(list.items, variantId, wished);
  if (change.kind === "add") {
    await addShoppingListItem({ ctx, list: WISH_LIST, variantId, amount: 1 });
  } else if (change.kind === "remove") {
    await removeShoppingListItem({ ctx, listId: list.id, itemId: change.itemId });
  }
  return { wished };
}

/** A wish as the favourites page shows it. */
export type Favourite = {
  itemId: number;
  variantId: number;
  /** The product's name, as the store kept it, for a product the catalogue no longer sells. */
  name: string;
  /** The box of the wished variant; null when the catalogue no longer shows the product. */
  card: ProductCard | null;
};

/**
 * The product as a box of exactly the wished variant, which "Do košíku" then adds; the box
 * names the variant when the product has several.
 */
function wishedCard(product: Product, variantId: number, context: CardContext) {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return null;
  const name = product.variants.length > 1 ? `${product.name} (${variant.name})` : product.name;
  return toProductCard(
    { ...product, name, variants: [variant], defaultVariantId: variant.id, hasVariants: false },
    context,
  );
}

function favourite(
  item: ShoppingListItem,
  products: Map<number, Product>,
  context: CardContext,
): Favourite {
  const product = products.get(item.productId);
  return {
    itemId: item.id,
    variantId: item.variantId,
    name: product?.name ?? item.product.name,
    card: product ? wishedCard(product, item.variantId, context) : null,
  };
}

/** The wish list joined with the catalogue: the store keeps the wishes, the CMS the boxes. */
async function favouritesOf(
  ctx: RequestContext,
  list: ShoppingList,
  freeDeliveryFrom: number | null,
): Promise<Array<Favourite>> {
  const products = await getProducts({
    ctx,
    ids: [...new Set(list.items.map((item) => item.productId))],
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const context = { freeDeliveryFrom, locale: ctx.locale, signedIn: ctx.authToken !== null };
  return list.items.map((item) => favourite(item, byId, context));
}

export type FavouritesPage = {
  favourites: Array<Favourite>;
  /** How many of them can go to the cart now. */
  available: number;
  /** The configured text while the shop has switched shopping off; null otherwise. */
  shoppingDisabledText: string | null;
};

/** The favourites page: the wished variants as boxes, in the order they were wished. */
export async function favouritesPage({ ctx }: { ctx: RequestContext }): Promise<FavouritesPage> {
  const [settings, list] = await Promise.all([boxSettings(ctx), getWishList(ctx)]);
  const favourites = await favouritesOf(ctx, list, settings.freeDeliveryFrom);
  return {
    favourites,
    available: favourites.filter((item) => item.card?.addVariantId != null).length,
    shoppingDisabledText: settings.shopping.text,
  };
}

/**
 * "Vložit vše do košíku": every wished variant the catalogue shows available goes to the
 * cart in one batch; the rest are named as not added, with the catalogue's own words.
 */
export async function addFavouritesToCart({ ctx }: { ctx: RequestContext }): Promise<LinesToCart> {
  const [list, globals] = await Promise.all([getWishList(ctx), getGlobals({ ctx })]);
  const favourites = await favouritesOf(ctx, list, null);
  const lines: Array<ReorderLine> = [];
  const refused: Array<RefusedLine> = [];
  for (const item of favourites) {
    const name = item.card?.name ?? item.name;
    if (item.card?.addVariantId != null) {
      lines.push({ name, variantId: item.variantId, amount: item.card.amountMin });
    } else {
      refused.push({ name, reason: item.card?.availabilityText ?? "Vyprodáno" });
    }
  }
  return addLinesToCart({ ctx, globals, lines, refused });
}

/** Takes one wish off the list by its item. */
export async function removeFavourite({ ctx, itemId }: { ctx: RequestContext; itemId: number }) {
  const list = await getWishList(ctx);
  await removeShoppingListItem({ ctx, listId: list.id, itemId });
}
