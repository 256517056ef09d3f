import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SearchResults } from "#app/components/search/search-results.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { keepBoxes } from "#app/product/kept-boxes.server.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { searchPage } from "#bff/index.server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";
import { parseSearchQuery } from "#bff/rules/search-query.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

/** Result pages are not for search engines; the canonical names the query, not its page. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  ...place
}) =>
  data
    ? pageMeta({
        seo: data.seo,
        ...place,
        path: (locale) => href("search", locale),
        ignore: ["page"],
      })
    : [];

/**
 * `/hledat?q=`: everything a query finds, grouped by type, from the header's GET form. The
 * products page and sort like a listing (`page`, `sort`); a page past the last one goes
 * to the last.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const url = new URL(request.url);
  const query = parseSearchQuery(url.searchParams.get("q"));
  const { sort, page } = parseListingQuery(url.searchParams);
  const [t, result] = await Promise.all([
    fixedT(request),
    fromBff(async () => linksInLanguage(ctx, await searchPage({ ctx, query, sort, page }))),
  ]);
  const { pages, total } = result.products;
  if (total > 0 && page > pages) {
    const last = new URL(url);
    if (pages > 1) last.searchParams.set("page", String(pages));
    else last.searchParams.delete("page");
    throw redirect(`${last.pathname}${last.search}`, 302);
  }
  const title = query.text ? t("search.titleFor", { query: query.text }) : t("search.title");
  const seo = listedPageSeo({ title, noindex: true });
  return {
    ...result,
    products: { ...result.products, items: keepBoxes(context, result.products.items) },
    sort,
    seo,
  };
}

export default function Search() {
  const result = useLoaderData<typeof loader>();
  return <SearchResults result={result} />;
}
