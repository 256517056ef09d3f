import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";
import "./product-card.css";

/** The brand (with a link to its page) and the materials with their care notes. */
export function ProductBoxes({
  brand,
  materials,
}: {
  brand: ProductPage["brand"];
  materials: ProductPage["materials"];
}) {
  const { t } = useTranslation();
  const to = useHref();
  if (!brand && materials.length === 0) return null;
  return (
    <div className="product-boxes">
      {brand ? (
        <section className="detail-box brand-box" aria-labelledby="znacka">
          <h2 id="znacka">{t("product.brand", { brand: brand.title })}</h2>
          {brand.logo ? <ResponsiveImage image={brand.logo} /> : null}
          {brand.description ? <p>{brand.description}</p> : null}
          <a href={to("brand", { slug: brand.slug })}>
            {t("product.brandProducts", { brand: brand.title })}
          </a>
        </section>
      ) : null}
      {materials.map((material) => (
        <section
          key={material.title}
          className="detail-box material-box"
          aria-label={material.title}
        >
          <h2>{t("product.material", { material: material.title })}</h2>
          {material.description ? <p>{material.description}</p> : null}
          {material.hygiene ? (
            <>
              <h3>{t("product.materialHygiene")}</h3>
              <p>{material.hygiene}</p>
            </>
          ) : null}
          {material.lubricants ? (
            <>
              <h3>{t("product.materialLubricants")}</h3>
              <p>{material.lubricants}</p>
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}
