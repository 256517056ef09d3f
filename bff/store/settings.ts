import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { CountryListSchema, GlobalsSchema } from "./schemas.ts";

/** The spec's countries page size. */
export const COUNTRIES_PER_PAGE = 100;

/** GET {store}/api/v1/globals */
export async function getGlobals({ ctx }: { ctx: RequestContext }) {
  return (
    await upstreamJson({ ctx, service: "store", path: "/api/v1/globals", schema: GlobalsSchema })
  ).data;
}

/** GET {store}/api/v1/countries?perPage=100 */
export async function getCountries({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/countries",
    query: { perPage: COUNTRIES_PER_PAGE },
    schema: CountryListSchema,
  });
  return data;
}
