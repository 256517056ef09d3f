/** Spec: "Last visited products: at most 8 ids, most recent first, no duplicates." */
export const LAST_VISITED_LIMIT = 8;

const SEPARATOR = ".";

/** The list after a visit of `productId`: it moves to the front, the oldest fall off. */
export function rememberVisit(ids: Array<number>, productId: number): Array<number> {
  return normalise(isProductId(productId) ? [productId, ...ids] : ids);
}

/**
 * Reads the cookie ("12.7.3"). The cookie is in the customer's hands, so anything that is not
 * a positive integer is ignored rather than failing the page, and the spec's limits still hold.
 */
export function parseLastVisited(cookieValue: string | null | undefined): Array<number> {
  if (!cookieValue) return [];
  const ids = cookieValue
    .split(SEPARATOR)
    .filter((part) => /^[1-9]\d*$/.test(part))
    .map(Number);
  return normalise(ids);
}

/** The compact cookie value: ids joined by dots, cut to the spec's limits. */
export function serialiseLastVisited(ids: Array<number>): string {
  return normalise(ids).join(SEPARATOR);
}

function normalise(ids: Array<number>): Array<number> {
  return [...new Set(ids.filter(isProductId))].slice(0, LAST_VISITED_LIMIT);
}

function isProductId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
