import { parseLastVisited, rememberVisit, serialiseLastVisited } from "#bff/rules/last-visited.ts";

/** Where the browser keeps the shopper's visited products: the cookie's list and format. */
const KEY = "shop:lastVisited";

/**
 * Remembers a product page's visit in the browser and answers the earlier visits, newest
 * first, without this product. A page from the shared cache sets no cookie (decision 063),
 * so the browser keeps the list; without storage (switched off, full, a sandboxed frame)
 * the visit is simply not remembered.
 */
export function rememberBrowserVisit(storage: Storage | null, productId: number): Array<number> {
  if (!storage) return [];
  try {
    const earlier = parseLastVisited(storage.getItem(KEY));
    storage.setItem(KEY, serialiseLastVisited(rememberVisit(earlier, productId)));
    return earlier.filter((id) => id !== productId);
  } catch {
    return [];
  }
}
