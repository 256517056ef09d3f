import { CmsLink } from "#app/components/content/cms-link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { TopCategories as TopCategoriesData } from "#bff/pages/top-categories.ts";
import "./listing.css";

/** The CMS's top categories: featured virtual categories, then tiles of category links. */
export function TopCategories({ data }: { data: TopCategoriesData }) {
  const { t } = useTranslation();
  if (data.tiles.length === 0 && data.virtualCategories.length === 0) return null;
  return (
    <section className="top-categories" aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">{t("catalog.topCategories")}</h2>
      {data.virtualCategories.length > 0 ? (
        <ul className="top-virtual-categories">
          {data.virtualCategories.map((entry) => (
            <li key={entry.link.href}>
              <CmsLink link={entry.link}>{entry.title}</CmsLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="top-category-tiles">
        {data.tiles.map((tile) => (
          <li key={tile.title}>
            {tile.image ? <ResponsiveImage image={tile.image} alt="" /> : null}
            <h3>{tile.title}</h3>
            <ul>
              {tile.links.map((entry) => (
                <li key={entry.link.href}>
                  <CmsLink link={entry.link}>{entry.title}</CmsLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
