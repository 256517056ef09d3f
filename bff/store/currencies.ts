import type { RequestContext } from "#bff/context.ts";
import { BffError } from "#bff/errors.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { CurrencyListSchema, type Currency } from "./schemas.ts";

/** GET {store}/api/v1/currencies */
export async function getCurrencies({ ctx }: { ctx: RequestContext }): Promise<Array<Currency>> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/currencies",
    schema: CurrencyListSchema,
  });
  return data;
}

/** The currency entity of the shopper's currency code. */
export async function getCurrency({ ctx }: { ctx: RequestContext }): Promise<Currency> {
  const currencies = await getCurrencies({ ctx });
  const currency = currencies.find((candidate) => candidate.code === ctx.currency);
  if (!currency) throw new BffError({ kind: "upstream" }, 502, "");
  return currency;
}
