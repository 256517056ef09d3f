import { getBranches, type BranchSummary } from "#bff/cms/branches.ts";
import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import type { Shipper, Branch as StoreBranch } from "#bff/store/schemas.ts";
import { getShippers, searchBranches } from "#bff/store/shipping.ts";

import { branchSchedule, siteCountry } from "./branch-join.ts";
import {
  shopStockRows,
  type OwnShop,
  type ShopStockRow,
  type WarehouseStock,
} from "./product-shop-stock-rows.ts";

export type { ShopStockRow } from "./product-shop-stock-rows.ts";

/** "Dostupnost na prodejnách" of the variant on screen. */
export type ProductShopStock = { shops: Array<ShopStockRow> };

/** Spec shop-side §3: the shop's own stores are the branches of the PERSONAL shipper. */
const PERSONAL = "PERSONAL";

/** More own stores than this would not be one list on a product page anyway. */
const OWN_STORES_MAX = 100;

/** What the shops' stock needs of any product page: asked beside the product's first read. */
export type ShopStockSources = {
  pages: Promise<Array<BranchSummary> | null>;
  shippers: Promise<Array<Shipper> | null>;
};

/**
 * Starts the reads the shops' stock needs before the product is known: the site's shop
 * pages and the shippers (which the product page asks for too, one call for both).
 */
export function shopStockSources(ctx: RequestContext): ShopStockSources {
  return {
    pages: optional(getBranches({ ctx }), { ctx, what: "shop pages" }),
    shippers: optional(getShippers({ ctx }), { ctx, what: "shippers" }),
  };
}

/**
 * The site's shop pages that are one of the shop's own stores with a warehouse, in the
 * CMS's order. A page whose store is not among the personal pickup's branches, or has no
 * warehouse, holds no stock to show.
 */
export function ownShops({
  pages,
  stores,
  country,
}: {
  pages: Array<BranchSummary>;
  stores: Array<StoreBranch>;
  country: "cz" | "sk";
}): Array<OwnShop> {
  const byId = new Map(stores.map((store) => [store.id, store]));
  return pages.flatMap((page) => {
    const store = byId.get(page.store_id);
    const slug = page.page_meta.slug.trim();
    if (!slug || !store || store.warehouseId === null) return [];
    return [
      {
        branchId: store.id,
        title: page.title,
        slug,
        warehouseId: store.warehouseId,
        schedule: branchSchedule(page, store, country),
      },
    ];
  });
}

/** The branches of the personal pickup shippers; null when the store could not say. */
async function personalBranches(
  ctx: RequestContext,
  shippers: Promise<Array<Shipper> | null>,
): Promise<Array<StoreBranch> | null> {
  const ids = (await shippers)
    ?.filter((shipper) => shipper.type === PERSONAL)
    .map((shipper) => shipper.id);
  if (!ids) return null;
  const lists = await optional(
    Promise.all(
      ids.map((shipperId) => searchBranches({ ctx, shipperId, perPage: OWN_STORES_MAX })),
    ),
    { ctx, what: "own stores" },
  );
  return lists?.flatMap((list) => list.data) ?? null;
}

/**
 * The shops that stock a variant: its warehouses' stock in the site's own stores, with the
 * online stock's display cap, and whether each is open now. Dependency depth 2 like the
 * page: the shop pages and the shippers beside the product, then the personal pickup's
 * branches (with their warehouses). Null when the shops are unknown (the CMS or the store
 * could not say), so the page leaves the section out.
 */
export async function productShopStock({
  ctx,
  sources,
  warehouses,
  now = new Date(),
}: {
  ctx: RequestContext;
  sources: ShopStockSources;
  warehouses: Array<WarehouseStock>;
  now?: Date;
}): Promise<ProductShopStock | null> {
  const [pages, stores] = await Promise.all([
    sources.pages,
    personalBranches(ctx, sources.shippers),
  ]);
  if (!pages || !stores) return null;
  return {
    shops: shopStockRows({
      shops: ownShops({ pages, stores, country: siteCountry(ctx) }),
      warehouses,
      maxShown: getConfig().STOCK_DISPLAY_MAX,
      now,
    }),
  };
}
