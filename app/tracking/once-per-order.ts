/** The codes each report remembers; older ones fall out (an order is reloaded soon or never). */
export const REMEMBERED_ORDERS = 50;

const STORAGE_PREFIX = "shop_reported_orders_";

/** What is reported about an order, each once per order code. */
export type OrderReport = "purchase" | "price-comparison" | "affiliate";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function rememberedCodes(storage: KeyValueStorage, report: OrderReport): Array<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_PREFIX + report) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((code): code is string => typeof code === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * Runs `report` for an order code the first time only (spec §7: each order code is sent
 * once, remembered in local storage), so reloading the finished page never counts the order
 * again. Without storage (private mode, full quota) it does not report at all rather than
 * risk doubling.
 */
export function oncePerOrder(
  storage: KeyValueStorage | null,
  report: OrderReport,
  code: string,
  send: () => void,
): boolean {
  if (!storage) return false;
  const codes = rememberedCodes(storage, report);
  if (codes.includes(code)) return false;
  try {
    storage.setItem(
      STORAGE_PREFIX + report,
      JSON.stringify([...codes, code].slice(-REMEMBERED_ORDERS)),
    );
  } catch {
    return false;
  }
  send();
  return true;
}

/** The browser's local storage, or null where it is switched off. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
