import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { MaintenanceText } from "#app/components/layout/maintenance-text.tsx";
import type { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { fixedT } from "#app/i18n/i18next.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { fixedRouteMeta } from "#app/seo/route-meta.ts";
import { useHref } from "#app/utils/use-href.ts";
import { listedPageSeo } from "#bff/rules/seo-meta.ts";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> =
  fixedRouteMeta("maintenance");

/**
 * The maintenance page while the shop runs: the words the maintenance switch answers every
 * page with (server/maintenance.js), and that the shop is open again. Not for search engines.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const title = t("service.maintenance.title");
  return { seo: listedPageSeo({ title, noindex: true }) };
}

export default function Maintenance() {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <MaintenanceText>
      <p>{t("service.maintenance.running")}</p>
      <p>
        <Link to={to("home")} className="button button-primary button-md">
          {t("service.maintenance.home")}
        </Link>
      </p>
    </MaintenanceText>
  );
}
