import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { useLocale } from "#app/utils/use-href.ts";
import type { CategoryIndex, CategoryTreeNode } from "#bff/pages/category-index.ts";
import "./categories.css";

/** A category's subcategories, and theirs, as nested lists of links. */
function Subcategories({ parent }: { parent: CategoryTreeNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (parent.children.length === 0) return null;
  return (
    <ul
      className="subcategory-list"
      aria-label={t("service.categories.subcategories", { name: parent.name })}
    >
      {parent.children.map((child) => (
        <li key={child.id}>
          <Link to={catchAllHref(locale, child.slug)} prefetch="intent">
            {child.name}
          </Link>
          <Subcategories parent={child} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The top categories as cards (picture, name linking to the listing, product count) with
 * their subcategories: one column on a phone, a grid from a tablet up.
 */
export function CategoryTiles({ categories }: { categories: CategoryIndex["categories"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="category-cards">
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <Link
            to={catchAllHref(locale, category.slug)}
            prefetch="intent"
            className="category-card-link"
          >
            {category.image ? <ResponsiveImage image={category.image} alt="" /> : null}
            <span className="category-card-name">{category.name}</span>
            <span className="category-card-count">
              {t("service.categories.productCount", { count: category.productCount })}
            </span>
          </Link>
          <Subcategories parent={category} />
        </li>
      ))}
    </ul>
  );
}
