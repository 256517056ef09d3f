import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PRODUCT_BOX_TRANSLATIONS } from "#app/components/product/box-translations.ts";
import { ProductGrid } from "#app/components/product/product-grid.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { RecommendationsQuerySchema } from "#app/routes/doporuceni/query-schema.server.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { visitorIdOf } from "#app/tracking/visitor-id.server.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { addedToCartRecommendations, recommendedProducts } from "#bff/index.server.ts";
import type { RecommendationPlacement } from "#bff/rules/recommendation-placements.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta = unlistedPageMeta;

export const headers = passHeaders("Cache-Control");

/**
 * A row once loaded stays as it is: a form sent on its page (a wish, a watch, an add to
 * cart) would otherwise ask the recommender again for every row, and the rows' answers
 * would race the page's own.
 */
export function shouldRevalidate() {
  return false;
}

export const handle: TitleHandle & { i18n: Array<string> } = {
  titleKey: (loaded) =>
    `recommendations.title.${(loaded as { placement?: RecommendationPlacement } | undefined)?.placement ?? "notFound__forYou"}`,
  i18n: PRODUCT_BOX_TRANSLATIONS,
};

/**
 * A placement's recommended products (`?placement=` and the page's context, see the query
 * schema). The rows below a page's own content, the 500 page and the item-added modal ask
 * it as data once the browser needs them (addToCart__crossSell goes with the cart's
 * products too); without JavaScript, a page's row links here and this is its page. The
 * answer depends on the visitor, so nobody keeps it; no recommendations is an empty list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = RecommendationsQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw data(null, { status: 404, headers: PRIVATE });
  const ctx = await requestContext(request, context);
  const { placement, productName, ...shown } = query.data;
  const visitorId = visitorIdOf(request);
  const products =
    placement === "addToCart__crossSell"
      ? await addedToCartRecommendations({ ctx, visitorId, productId: shown.productId })
      : await recommendedProducts({
          ctx,
          placement,
          input: { visitorId, ...shown },
          filters: productName ? { productName } : undefined,
        });
  return data({ placement, products }, { headers: PRIVATE });
}

export default function Recommendations() {
  const { t } = useTranslation();
  const { placement, products } = useLoaderData<typeof loader>();
  return (
    <div className="container recommendations-page">
      <h1>{t(`recommendations.title.${placement}`)}</h1>
      {products.length > 0 ? (
        <ProductGrid products={products} listName={placement} />
      ) : (
        <p>{t("recommendations.none")}</p>
      )}
    </div>
  );
}
