import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { CategoryTiles } from "#app/routes/kategorie/category-tiles.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { categoryIndex } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("categories");

/** Every store category: the top ones with their pictures, each with its subcategories. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const { categories } = await fromBff(() => categoryIndex({ ctx }));
  const title = t("service.categories.title");
  const seo = listedPageSeo({ title, description: t("service.categories.intro") });
  return { title, seo, categories };
}

export default function AllCategories() {
  const { title, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container all-categories">
      <Breadcrumbs crumbs={[{ title, href: to("categories") }]} />
      <h1>{title}</h1>
      <p>{t("service.categories.intro")}</p>
      {categories.length > 0 ? (
        <CategoryTiles categories={categories} />
      ) : (
        <p>{t("service.categories.empty")}</p>
      )}
    </div>
  );
}
