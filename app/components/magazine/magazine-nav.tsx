import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref, useLocale } from "#app/utils/use-href.ts";
import type { MagazineNavEntry } from "#bff/pages/magazine-listing.ts";

import { categoryHref } from "./magazine-paths.ts";
import "./magazine.css";

/**
 * The magazine's categories as navigation: the home ("Všechny články") and each
 * top-level category with its children; the list shown is marked as the current page.
 */
export function MagazineNav({
  entries,
  homeCurrent = false,
}: {
  entries: Array<MagazineNavEntry>;
  homeCurrent?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useHref();
  if (entries.length === 0) return null;
  const item = (entry: MagazineNavEntry) => (
    <li key={`${entry.place.slug}/${entry.place.child ?? ""}`}>
      <Link
        to={categoryHref(locale, entry.place)}
        aria-current={entry.current ? "page" : undefined}
      >
        {entry.title}
      </Link>
      {entry.children.length > 0 ? <ul>{entry.children.map(item)}</ul> : null}
    </li>
  );
  return (
    <nav aria-label={t("magazine.topics")} className="magazine-nav">
      <ul>
        <li>
          <Link to={to("magazine")} aria-current={homeCurrent ? "page" : undefined}>
            {t("magazine.allArticles")}
          </Link>
        </li>
        {entries.map(item)}
      </ul>
    </nav>
  );
}
