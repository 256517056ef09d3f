import { Link, useLocation } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./compare-bar.css";

/**
 * The way to the comparison from every page while the list holds a product: a small bar
 * that sticks to the bottom of the window. It is the page's last element, so at the end of
 * the page it sits below the footer and a cookie bar rather than over their buttons. Not on
 * the compare page itself, nor while the shop has no comparison.
 */
export function CompareBar() {
  const { t } = useTranslation();
  const to = useHref();
  const { pathname } = useLocation();
  const root = useRootData();
  const comparePath = to("compare");
  if (!root?.features.includes("compare") || pathname === comparePath) return null;
  const count = root.compareIds.length;
  if (count === 0) return null;
  return (
    <section className="compare-bar" aria-label={t("compare.barLabel")}>
      <Link to={comparePath} className="button button-primary compare-bar-link">
        {t("compare.bar", { count })}
      </Link>
    </section>
  );
}
