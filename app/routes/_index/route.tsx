import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ColourStyle } from "#app/components/catalog/colour-style.tsx";
import { TopCategories } from "#app/components/catalog/top-categories.tsx";
import { blockColours, ContentBlocks } from "#app/components/content/content-blocks.tsx";
import { InfoBoxes } from "#app/components/content/info-boxes.tsx";
import { WideBanners } from "#app/components/content/wide-banners.tsx";
import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { NearRecommendations } from "#app/components/recommendations/near-recommendations.tsx";
import { SiteJsonLd } from "#app/components/seo/site-json-ld.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { keepBlockBoxes } from "#app/product/kept-boxes.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { linksInLanguage } from "#app/shopper/links-in-language.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { homePage } from "#bff/index.server.ts";

// The recommended row's boxes come once the shopper scrolls near them: their texts come
// with the page's.
export const handle: SharedPageHandle & { i18n: Array<string> } = {
  sharedPage: true,
  i18n: PRODUCT_BOX_TRANSLATIONS,
};

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("home");

function homeColours(page: {
  infoBoxes: Array<{ colour: string | null }>;
  blocks: Parameters<typeof blockColours>[0];
}): Array<string | null> {
  return [...page.infoBoxes.map((box) => box.colour), ...blockColours(page.blocks)];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const [page, t] = await Promise.all([
    fromBff(async () => linksInLanguage(ctx, await homePage({ ctx }))),
    fixedT(request),
  ]);
  // The homepage configuration has no description or keywords: the shop's own stand in.
  return {
    ...page,
    blocks: keepBlockBoxes(context, page.blocks),
    seo: {
      ...page.seo,
      description: page.seo.description ?? t("seo.home.description"),
      keywords: page.seo.keywords ?? t("seo.home.keywords"),
    },
  };
}

export default function Home() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <div className="container home">
      {/*
        The colours of the info boxes and the blocks, for both: one element, its parent's
        first child, whose rules match nothing before it.
      */}
      <ColourStyle colours={homeColours(page)} />
      <SiteJsonLd />
      {/* The page's name for screen readers; the hero and the categories say what the shop is. */}
      <h1 className="visually-hidden">{page.title ?? t("home.title")}</h1>
      <InfoBoxes boxes={page.infoBoxes} />
      <ContentBlocks blocks={page.blocks} colourStyle={false} opensPage />
      <WideBanners banners={page.wideBanners} />
      {page.topCategories ? <TopCategories data={page.topCategories} /> : null}
      <NearRecommendations placement="homepage__forYou" />
    </div>
  );
}
