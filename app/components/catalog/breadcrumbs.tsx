import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The trail from home; the last crumb is the current page and not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Array<{ title: string; href: string }> }) {
  const { t } = useTranslation();
  const trail = [{ title: t("catalog.home"), href: "/" }, ...crumbs];
  return (
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
  );
}
