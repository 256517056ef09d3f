import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumbs } from "#app/components/catalog/breadcrumbs.tsx";
import { AuthorCards } from "#app/components/magazine/author-cards.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import type { SharedPageHandle } from "#app/document/shared-cache.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { authorsPage } from "#bff/index.server.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const handle: SharedPageHandle = { sharedPage: true };

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("authors");

/** The magazine's authors who have a page of their own (`/autori`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const authors = await fromBff(() => authorsPage({ ctx }));
  const title = t("magazine.authors");
  return { title, authors, seo: listedPageSeo({ title, description: t("magazine.authorsIntro") }) };
}

export default function Authors() {
  const { title, authors } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="container magazine-page">
      <Breadcrumbs
        crumbs={[
          { title: t("magazine.title"), href: to("magazine") },
          { title, href: to("authors") },
        ]}
      />
      <h1>{title}</h1>
      <p>{t("magazine.authorsIntro")}</p>
      {authors.length > 0 ? <AuthorCards authors={authors} /> : <p>{t("magazine.noAuthors")}</p>}
    </div>
  );
}
