import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { LinkList } from "#app/components/content/link-list.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { aboutPurchaseIndex } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("aboutPurchaseIndex");

/** The index of the shopping-information pages (/vse-o-nakupu/{slug}) from the CMS's page list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const pages = await fromBff(() => aboutPurchaseIndex({ ctx }));
  const title = t("service.aboutPurchase.title");
  const seo = listedPageSeo({ title, description: t("service.aboutPurchase.intro") });
  return { title, seo, pages };
}

export default function AboutPurchaseIndex() {
  const { title, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container about-purchase">
      <Breadcrumbs crumbs={[{ title, href: to("aboutPurchaseIndex") }]} />
      <h1>{title}</h1>
      <p>{t("service.aboutPurchase.intro")}</p>
      <LinkList
        items={pages.map((page) => ({
          key: page.slug,
          href: to("aboutPurchase", { slug: page.slug }),
          title: page.title,
          summary: page.description,
          lang: page.lang,
        }))}
      />
    </div>
  );
}
