import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { withoutEmptyFields } from "#app/catalog/listing-url.server.ts";
import { ListingPage } from "#app/components/catalog/listing-page.tsx";
import { TextPage } from "#app/components/content/text-page.tsx";
import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { NearRecommendations } from "#app/components/recommendations/near-recommendations.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { keepBoxes, keepOfferBoxes } from "#app/product/kept-boxes.server.ts";
import { listingMeta } from "#app/seo/listing-meta.ts";
import { guideHref, textPageHref } from "#app/seo/page-href.ts";
import { pageMeta } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { movedRedirect } from "#app/shopper/moved-redirect.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { pageVisitorId } from "#app/tracking/visitor-id.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { withErrorPage } from "#app/utils/cms-error-page.server.ts";
import { localePrefix } from "#app/utils/href.ts";
import { catchAll, recommendedProducts, topCategories } from "#bff/index.server.ts";
import { parseListingQuery } from "#bff/rules/listing-query.ts";
import { NO_COOKIE_PLAYER_ORIGIN } from "#bff/rules/video-embed.ts";

// Listings and the 404 page show boxes, some of them streamed or rendered once their code
// has loaded, which can be after the translations are named; a text page here is rare.
export const handle: SharedPageHandle & { i18n: Array<string> } = {
  sharedPage: true,
  i18n: PRODUCT_BOX_TRANSLATIONS,
};

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data: result,
  matches,
  location,
}) => {
  if (!result) return [];
  // A page served through a URL rewrite names its one address as canonical.
  if (result.kind === "page") {
    const { seo } = result.page;
    return pageMeta({ seo, matches, location, path: (locale) => textPageHref(locale, seo.slugs) });
  }
  const root = matches.find((match) => match.id === "root")?.data;
  return listingMeta(result.listing, { origin: root?.origin ?? "", locale: root?.locale ?? "cs" });
};

/**
 * Any path no other route claims: a category, virtual or filtered category listing, a CMS
 * redirect (301), a CMS text page or curated guide of that slug (301 to its one address,
 * the query kept), a page the CMS serves there through a URL rewrite (200), or the 404 page.
 */
export function loader(args: LoaderFunctionArgs) {
  return withErrorPage(args, load);
}

async function load({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const prefix = localePrefix(ctx.locale);
  const url = new URL(request.url);
  const cleanUrl = withoutEmptyFields(url);
  if (cleanUrl) throw redirect(cleanUrl, 302);
  const path = url.pathname.slice(prefix.length) || "/";
  const input = { visitorId: pageVisitorId(request) };
  const result = await fromBff(async () =>
    linksInLanguage(ctx, await catchAll({ ctx, path, query: parseListingQuery(url.searchParams) })),
  );
  if (result.kind === "redirect") throw await movedRedirect(ctx, request, result.location);
  // One address per listing and language: another language's slug leads to this one's.
  if (result.kind === "listing-elsewhere") {
    throw redirect(`${prefix}${result.path}${url.search}`, 301);
  }
  const home =
    result.kind !== "elsewhere"
      ? null
      : result.page === "guide"
        ? guideHref(ctx.locale, result.slugs)
        : textPageHref(ctx.locale, result.slugs);
  if (home) throw redirect(`${home}${url.search}`, 301);
  if (result.kind === "not_found" || result.kind === "elsewhere") {
    // A thrown page cannot stream: its boxes come beside the top categories (never failing).
    const recommended = recommendedProducts({ ctx, placement: "notFound__forYou", input });
    const tiles = await linksInLanguage(ctx, await topCategories({ ctx }));
    throw data({ topCategories: tiles, recommendations: await recommended }, { status: 404 });
  }
  if (result.kind !== "listing") return result;
  // The document's policy lets the category's video player in, once the shopper asks for it.
  const frameOrigins = result.listing.video?.embed ? [NO_COOKIE_PLAYER_ORIGIN] : [];
  return {
    ...result,
    listing: {
      ...result.listing,
      products: keepBoxes(context, result.listing.products),
      limitedOffers: keepOfferBoxes(context, result.listing.limitedOffers),
    },
    frameOrigins,
  };
}

export function action(_args: ActionFunctionArgs) {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  const result = useLoaderData<typeof loader>();
  if (result.kind === "listing") {
    return (
      <>
        <ListingPage listing={result.listing} />
        <div className="container">
          <NearRecommendations
            placement="category__forYou"
            context={{ displayedCategoryId: result.listing.categoryId ?? undefined }}
          />
        </div>
      </>
    );
  }
  return <TextPage page={result.page} />;
}
