import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import "./listing.css";
/** Page numbers around the current page, with the first and the last always reachable. */
export function pageWindow(page: number, pages: number, radius = 2): Array<number | "gap"> {
  const shown = new Set([1, pages]);
  for (let offset = -radius; offset <= radius; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= pages) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((value, index) =>
    index > 0 && value - (sorted[index - 1] ?? value) > 1 ? ["gap" as const, value] : [value],
  );
}

/** Real links to real pages: page 2 is a URL a crawler and a shopper without JS can open. */
export function PaginationNav({
  page,
  pages,
  pageHref,
}: {
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("catalog.pagination")} className="pagination">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={pageHref(page - 1)} rel="prev">
              {t("catalog.previousPage")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={pageHref(entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={t("catalog.pageNumber", { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={pageHref(page + 1)} rel="next">
              {t("catalog.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
