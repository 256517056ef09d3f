import { useState } from "react";
import { useTranslation } from "react-i18next";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { ProductPage } from "#bff/pages/product-page.ts";
import "./product-detail.css";

/**
 * The main picture and thumbnails. Each thumbnail is a link to the large picture, so it
 * works without JavaScript; with it, a click swaps the main picture in place.
 */
export function ProductGallery({
  name,
  gallery,
}: {
  name: string;
  gallery: ProductPage["gallery"];
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const main = gallery[shown] ?? gallery[0];
  if (!main) {
    return (
      <div className="product-gallery">
        <span className="image-placeholder">{t("product.noImage")}</span>
      </div>
    );
  }
  return (
    <div className="product-gallery">
      <ResponsiveImage image={main.image} priority className="gallery-main" />
      {gallery.length > 1 ? (
        <ul className="gallery-thumbnails" aria-label={t("product.gallery", { name })}>
          {gallery.map((entry, index) => (
            <li key={entry.image.src}>
              <a
                href={entry.image.src}
                aria-current={index === shown ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setShown(index);
                }}
              >
                <ResponsiveImage
                  image={entry.thumbnail}
                  alt={t("product.showImage", { number: index + 1 })}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
