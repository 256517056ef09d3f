import { Link } from "@remix-run/react";

import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { breadcrumbJsonLd } from "#app/seo/json-ld.ts";
import { href } from "#app/utils/href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/use-href.ts";
import "./listing.css";

/**
 * The trail from home, as a navigation and as a BreadcrumbList for search engines; the
 * last crumb is the current page and not a link.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Array<{ title: string; href: string }> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const origin = useRootData()?.origin;
  const trail = [{ title: t("catalog.home"), href: href("home", locale) }, ...crumbs];
  return (
    <>
      <nav aria-label={t("catalog.breadcrumbs")} className="breadcrumbs">
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.href}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.title}</span>
              ) : (
                <Link to={crumb.href}>{crumb.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {origin ? (
        <JsonLd
          data={breadcrumbJsonLd(
            trail.map((crumb) => ({ name: crumb.title, url: new URL(crumb.href, origin).href })),
          )}
        />
      ) : null}
    </>
  );
}
