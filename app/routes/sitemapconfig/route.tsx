import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { sitemapOverview } from "#app/routes/sitemapconfig/sitemap-overview.server.ts";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { technicalPageHeaders, technicalPageSeo } from "#app/seo/technical-page.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import "./sitemap-overview.css";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("sitemapConfig");

export const headers = technicalPageHeaders;

/** For an operator: which kinds of page the sitemaps list, how many, and in which files. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context);
  const t = await fixedT(request);
  const rows = await fromBff(() => sitemapOverview(ctx, publicOrigin(request)));
  return { seo: technicalPageSeo(t("service.sitemapConfig.title")), rows };
}

export default function SitemapConfig() {
  const { seo, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container sitemap-overview">
      <h1>{seo.title}</h1>
      <p>{t("service.sitemapConfig.intro")}</p>
      <p>
        {t("service.sitemapConfig.index")} <a href="/sitemap.xml">/sitemap.xml</a>
      </p>
      <div className="sitemap-overview-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("service.sitemapConfig.kind")}</th>
              <th scope="col">{t("service.sitemapConfig.entries")}</th>
              <th scope="col">{t("service.sitemapConfig.urls")}</th>
              <th scope="col">{t("service.sitemapConfig.files")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  {t(`service.sitemapConfig.kinds.${row.name}`, { defaultValue: row.name })}
                </th>
                <td>{row.entries}</td>
                <td>{row.urls}</td>
                <td>
                  <ul>
                    {row.files.map((file) => (
                      <li key={file}>
                        <a href={file}>{file}</a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t("service.sitemapConfig.left")}</p>
    </div>
  );
}
