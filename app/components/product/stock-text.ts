import type { TranslateValues } from "#app/i18n/translate.ts";
import { DEFAULT_MAX_SHOWN_STOCK, sharedStockBand } from "#bff/rules/stock-display.ts";

type Translate = (key: string, values?: TranslateValues) => string;

/**
 * The product's stock line: "Skladem (3 ks)" on a shopper's own page; on a page a shared
 * cache serves, "5 a více ks" or "poslední kusy" (decision 063).
 */
export function productStockText(
  t: Translate,
  { text, stockShown, sharedPage }: { text: string; stockShown: number; sharedPage: boolean },
): string {
  if (!sharedPage) return t("product.stock", { text, count: stockShown });
  return sharedStockBand(stockShown) === "plenty"
    ? t("product.stockPlenty", { text, count: DEFAULT_MAX_SHOWN_STOCK })
    : t("product.stockFew", { text });
}

/** A shop's stock in "Dostupnost na prodejnách", banded alike on a shared page. */
export function shopStockText(t: Translate, stockShown: number, sharedPage: boolean): string {
  if (!sharedPage) return t("shopStock.inStock", { count: stockShown });
  return sharedStockBand(stockShown) === "plenty"
    ? t("shopStock.inStockPlenty", { count: DEFAULT_MAX_SHOWN_STOCK })
    : t("shopStock.inStockFew");
}
