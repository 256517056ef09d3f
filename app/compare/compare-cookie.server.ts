import { preferenceCookie, readPreference } from "#app/shopper/preference-cookie.server.ts";
import { compareEnabled } from "#bff/index.server.ts";
import { parseCompareList, serialiseCompareList } from "#bff/rules/compare-list.ts";

const KEY = "compare";

/**
 * The products the shopper compares, in the order added (spec §4, persisted compare
 * product ids); always empty while the shop has no comparison, whatever the cookie says.
 */
export function readCompareIds(request: Request): Array<number> {
  if (!compareEnabled()) return [];
  return parseCompareList(readPreference(request, KEY));
}

/** The Set-Cookie value keeping the list ("101.102"; empty once the last one is removed). */
export function compareCookie(ids: ReadonlyArray<number>): string {
  return preferenceCookie(KEY, serialiseCompareList(ids));
}
