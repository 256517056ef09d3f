import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { ArticleCards } from "#app/components/magazine/article-cards.tsx";
import { categoryHref } from "#app/components/magazine/magazine-paths.ts";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import { advicePage } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("advice");

/**
 * The shopping-advice landing (`/poradna`) the top menu points to: the buying guides, the
 * newest articles, the magazine's topics and the other help the shop has.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const advice = await fromBff(() => advicePage({ ctx }));
  const title = t("magazine.adviceTitle");
  return {
    ...advice,
    title,
    seo: listedPageSeo({ title, description: t("magazine.adviceIntro") }),
  };
}

export default function Advice() {
  const { title, guides, latest, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  const locale = useLocale();
  return (
    <div className="container magazine-page">
      <Breadcrumbs crumbs={[{ title, href: to("advice") }]} />
      <h1>{title}</h1>
      <p className="magazine-perex">{t("magazine.adviceIntro")}</p>
      {guides.length > 0 ? (
        <section aria-labelledby="pruvodci" className="advice-section">
          <h2 id="pruvodci">{t("magazine.guides")}</h2>
          <ul className="advice-links">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <Link to={to("guide", { slug: guide.slug })}>{guide.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {latest.length > 0 ? (
        <section aria-labelledby="nejnovejsi-clanky" className="advice-section">
          <h2 id="nejnovejsi-clanky">{t("magazine.latest")}</h2>
          <ArticleCards articles={latest} headingLevel={3} />
          <p>
            <Link to={to("magazine")}>{t("magazine.magazineLink")}</Link>
          </p>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="temata" className="advice-section">
          <h2 id="temata">{t("magazine.topics")}</h2>
          <ul className="advice-links">
            {categories.map((category) => (
              <li key={category.place.slug}>
                <Link to={categoryHref(locale, category.place)}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="dalsi-pomoc" className="advice-section">
        <h2 id="dalsi-pomoc">{t("magazine.moreHelp")}</h2>
        <ul className="advice-links">
          <li>
            <Link to={to("glossary")}>{t("magazine.glossary")}</Link>
          </li>
          <li>
            <Link to={to("faq")}>{t("magazine.faq")}</Link>
          </li>
          <li>
            <Link to={to("contact")}>{t("magazine.contact")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
