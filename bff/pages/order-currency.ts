import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { currencyFromConfiguration, homeLocaleOf } from "#bff/rules/currency-fallback.ts";
import { getCurrencies } from "#bff/store/currencies.ts";
import type { Currency } from "#bff/store/schemas.ts";

/** The store's currency records, or null when it cannot list them (nor a cached copy). */
export function storeCurrencies(ctx: RequestContext): Promise<Array<Currency> | null> {
  return optional(getCurrencies({ ctx }), { ctx, what: "currencies" });
}

/**
 * The record an order's amounts are written with: the order's own currency, whatever the
 * page's is (a euro order read on a Czech page stays in euros). The store's record when it
 * lists the code, else one built from the code as the language that sells it writes it.
 */
export function orderCurrency(
  code: string,
  currencies: ReadonlyArray<Currency> | null,
  ctx: Pick<RequestContext, "locale">,
): Currency {
  const listed = currencies?.find((candidate) => candidate.code === code);
  if (listed) return listed;
  return currencyFromConfiguration(
    code,
    homeLocaleOf(code, getConfig().LOCALE_CURRENCIES, ctx.locale),
  );
}
