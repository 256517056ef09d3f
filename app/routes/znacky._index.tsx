import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { brandIndex } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("brands");

/** Every brand, A to Ž, each linking to its page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const groups = await fromBff(() => brandIndex({ ctx }));
  const title = t("catalog.brands");
  // A page of the shop's own, not of the CMS: its intro line describes it to search engines.
  const seo = listedPageSeo({ title, description: t("catalog.brandsIntro") });
  return { title, seo, groups };
}

export default function Brands() {
  const { title, groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container brand-index">
      <Breadcrumbs crumbs={[{ title, href: to("brands") }]} />
      <h1>{title}</h1>
      <p>{t("catalog.brandsIntro")}</p>
      <nav aria-label={t("catalog.brandLetters")} className="brand-letters">
        <ul>
          {groups.map((group) => (
            <li key={group.letter}>
              <a href={`#znacky-${group.letter}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`znacky-${group.letter}`}>
          <h2 id={`znacky-${group.letter}`}>{group.letter}</h2>
          <ul className="brand-list">
            {group.brands.map((brand) => (
              <li key={brand.slug}>
                <Link to={to("brand", { slug: brand.slug })} prefetch="intent">
                  {brand.logo ? <ResponsiveImage image={brand.logo} alt="" /> : null}
                  <span>{brand.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
