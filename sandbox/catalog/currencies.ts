import type { Db } from "#sandbox/db/open.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";

export const DEFAULT_CURRENCY = "CZK";

export interface CurrencyRow {
  code: string;
  symbol: string;
  symbol_placement: "left" | "right";
  decimal_places: number;
  decimal_point: string;
  millesimal_point: string;
  free_shipping_at_minor: number | null;
}

export function listCurrencies(db: Db): Array<CurrencyRow> {
  return db.prepare("SELECT * FROM currencies ORDER BY position").all() as Array<CurrencyRow>;
}

/** The currency a request asked for; an unknown code is the caller's mistake, not a fallback. */
export function requireCurrency(db: Db, code: string): CurrencyRow {
  const row = db.prepare("SELECT * FROM currencies WHERE code = ?").get(code) as
    CurrencyRow | undefined;
  if (!row) throw httpError(400, MESSAGES.unknownCurrency, "currency");
  return row;
}

export function currencyJson(row: CurrencyRow) {
  return {
    code: row.code,
    symbol: row.symbol,
    symbolPlacement: row.symbol_placement,
    decimalPlaces: row.decimal_places,
    decimalPoint: row.decimal_point,
    millesimalPoint: row.millesimal_point,
  };
}
