import {
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { brandPage } from "#bff/index.server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";

import { ListingPage } from "../components/catalog/listing-page.tsx";
import { fixedT } from "../i18next.server.ts";
import { listingMeta } from "../listing-meta.ts";
import { withoutEmptyFields } from "../listing-url.server.ts";
import { requestContext } from "../request-context.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import catalogStylesHref from "../styles/catalog.css";
import { fromBff } from "../utils/bff-edge.server.ts";
import { href, localePrefix } from "../utils/href.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesHref }];

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: listing,
  matches,
}) => {
  if (!listing) return [];
  const root = matches.find((match) => match.id === "root")?.data;
  return listingMeta(listing, { origin: root?.origin ?? "", locale: root?.locale ?? "cs" });
};

/** A brand's page: its description and every product of the brand, with filters. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
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

export default function BrandDetail() {
  return <ListingPage listing={useLoaderData<typeof loader>()} />;
}
