import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { withoutEmptyFields } from "#app/catalog/listing-url.server.ts";
import { ListingPage } from "#app/components/catalog/listing-page.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { listingMeta } from "#app/seo/listing-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href, localePrefix } from "#app/utils/href.ts";
import { withUrlRewrite } from "#app/utils/url-rewrite.server.ts";
import { brandPage } from "#bff/index.server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: listing,
  matches,
}) => {
  if (!listing) return [];
  const root = matches.find((match) => match.id === "root")?.data;
  return listingMeta(listing, { origin: root?.origin ?? "", locale: root?.locale ?? "cs" });
};

/** A brand's page: its description and every product of the brand, with filters. */
async function loadPage({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cleanUrl = withoutEmptyFields(url);
  if (cleanUrl) throw redirect(cleanUrl, 302);
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const unprefixed = (path: string) => path.slice(localePrefix(ctx.locale).length) || "/";
  const slug = params.slug ?? "";
  return fromBff(() =>
    brandPage({
      ctx,
      slug,
      query: parseListingQuery(url.searchParams),
      path: unprefixed(href("brand", ctx.locale, { slug })),
      trail: [{ title: t("catalog.brands"), path: unprefixed(href("brands", ctx.locale)) }],
    }),
  );
}

/** Before its 404 the CMS may serve a page at this path through a URL rewrite. */
export function loader(args: LoaderFunctionArgs) {
  return withUrlRewrite(args, loadPage);
}

export default function BrandDetail() {
  return <ListingPage listing={useLoaderData<typeof loader>()} />;
}
