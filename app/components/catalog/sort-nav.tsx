import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { listingLinks } from "#app/components/catalog/listing-links.ts";
import type { CatalogListing } from "#bff/pages/catalog-listing.ts";
import "./listing.css";

/** Sort orders as links: they work without JavaScript and keep the chosen filters. */
export function SortNav({
  sort,
  links,
}: {
  sort: CatalogListing["sort"];
  links: ReturnType<typeof listingLinks>;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalog.sortBy")} className="sort-nav">
      <span aria-hidden="true">{t("catalog.sortBy")}:</span>
      <ul>
        {sort.options.map((option) => (
          <li key={option.code}>
            <Link
              to={links.sort(option.code)}
              aria-current={option.code === sort.selected ? "true" : undefined}
              preventScrollReset
            >
              {option.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
