import { http, HttpResponse } from "msw";

import type { Product } from "#bff/cms/schemas.ts";

import { STORE_OWN_BRANCHES } from "./branches.ts";
import { BODY, MASSAGE_OIL } from "./fixtures.ts";
import { STORE_ORDER } from "./store-fixtures.ts";
import { cmsUrl, storeUrl } from "./urls.ts";

/**
 * A product whose two variants sit in different shops (the branch fixtures' stores keep
 * their stock in the warehouse of their own id): the pink one in Praha (12, shown as 5) and
 * Brno (2), the purple one only in the closed České Budějovice shop and the central
 * warehouse.
 */
export const SHOP_STOCK_PRODUCT: Product = {
  ...BODY,
  id: 103,
  alternatives: [],
  name: "Vibrační vajíčko Duo",
  slug: "vibracni-vajicko-duo",
  defaultVariantId: 1031,
  content: { parameters: [] },
  // The oil's one variant, twice, with the stock where the test needs it.
  variants: MASSAGE_OIL.variants.flatMap((variant) => [
    {
      ...variant,
      id: 1031,
      name: "Růžová",
      warehouses: [
        { id: 1, stock: 12, virtual: false },
        { id: 2, stock: 2, virtual: false },
        { id: 50, stock: 40, virtual: false },
      ],
    },
    {
      ...variant,
      id: 1032,
      name: "Fialová",
      warehouses: [
        { id: "6", stock: 1, virtual: false },
        { id: 50, stock: 3, virtual: false },
      ],
    },
  ]),
};

/** Serves `SHOP_STOCK_PRODUCT` by its slug and id; other products go on to the usual handlers. */
export const shopStockProductHandler = http.get(cmsUrl("/catalog/product"), ({ request }) => {
  const url = new URL(request.url);
  const wanted =
    url.searchParams.get("slugs")?.split(",").includes(SHOP_STOCK_PRODUCT.slug) ||
    url.searchParams.get("ids")?.split(",").map(Number).includes(SHOP_STOCK_PRODUCT.id);
  if (!wanted) return undefined;
  return HttpResponse.json({ entities: [SHOP_STOCK_PRODUCT], total: 1 });
});

/**
 * The personal pickup's branches (shipper 1) are the branch fixtures' own stores; other
 * searches go on to the usual handlers.
 */
export const ownStoresHandler = http.get(storeUrl("/api/v1/branches"), ({ request }) => {
  if (new URL(request.url).searchParams.get("shipper_id") !== "1") return undefined;
  return HttpResponse.json({
    data: STORE_OWN_BRANCHES,
    meta: {
      pagination: { total: STORE_OWN_BRANCHES.length, page: 1, perPage: 100, lastPage: 1 },
    },
  });
});

const PRAHA = STORE_OWN_BRANCHES[0];

/** An order picked up in person at the Praha shop. */
export const PERSONAL_PICKUP_ORDER = {
  ...STORE_ORDER,
  shipper: { id: 1, code: "osobni-odber", type: "PERSONAL" },
  branch: PRAHA,
};

/** The store answering every order read with the personal pickup order. */
export const personalPickupOrderHandlers = [
  http.get(storeUrl("/api/v1/orders/token/:token"), () =>
    HttpResponse.json({ data: PERSONAL_PICKUP_ORDER }),
  ),
  http.get(storeUrl("/api/v1/user/orders/code/:code"), () =>
    HttpResponse.json({ data: PERSONAL_PICKUP_ORDER }),
  ),
  http.get(storeUrl("/api/v1/user/orders/:id"), () =>
    HttpResponse.json({ data: PERSONAL_PICKUP_ORDER }),
  ),
];
