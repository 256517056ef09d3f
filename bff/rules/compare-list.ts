/**
 * The product comparison's list (spec §4: persisted "compare product ids"): product ids in
 * the order the shopper added them, at most COMPARE_LIMIT, each once. A full list refuses
 * another product rather than dropping the oldest, so nothing leaves the comparison
 * without the shopper's say.
 */
export const COMPARE_LIMIT = 4;

const SEPARATOR = ".";

/** What adding a product did: `added`, nothing (`already` there), or refused (`full`). */
export type CompareAddition =
  | { kind: "added"; ids: Array<number> }
  | { kind: "already"; ids: Array<number> }
  | { kind: "full"; ids: Array<number> };

/** The list after adding `productId` at its end; a full list stays as it is. */
export function addToCompare(ids: ReadonlyArray<number>, productId: number): CompareAddition {
  const current = normalise(ids);
  if (!isProductId(productId) || current.includes(productId)) {
    return { kind: "already", ids: current };
  }
  if (current.length >= COMPARE_LIMIT) return { kind: "full", ids: current };
  return { kind: "added", ids: [...current, productId] };
}

/** The list without `productId` (unchanged when it is not there). */
export function removeFromCompare(ids: ReadonlyArray<number>, productId: number): Array<number> {
  return normalise(ids).filter((id) => id !== productId);
}

/**
 * Reads the cookie ("101.102"). The cookie is in the shopper's hands, so whatever is not a
 * positive integer is dropped rather than failing the page, duplicates count once, and only
 * the first COMPARE_LIMIT stay.
 */
export function parseCompareList(cookieValue: string | null | undefined): Array<number> {
  if (!cookieValue) return [];
  const ids = cookieValue
    .split(SEPARATOR)
    .filter((part) => /^[1-9]\d{0,15}$/.test(part))
    .map(Number);
  return normalise(ids);
}

/** The compact cookie value: ids joined by dots, within the limit. */
export function serialiseCompareList(ids: ReadonlyArray<number>): string {
  return normalise(ids).join(SEPARATOR);
}

function normalise(ids: ReadonlyArray<number>): Array<number> {
  return [...new Set(ids.filter(isProductId))].slice(0, COMPARE_LIMIT);
}

function isProductId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
