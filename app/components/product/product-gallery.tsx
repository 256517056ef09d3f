import { useState } from "react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductPage } from "#bff/pages/product-page.ts";
import "./product-detail.css";

/**
 * A picture's width (product-detail.css): half the page beside the summary from a tablet up
 * (32 px margins and gap), the screen's width less its margins on a phone.
 */
const PICTURE_SIZES =
  "(min-width: 1200px) 568px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)";
const THUMBNAIL_SIZES = "60px";

/**
 * Every picture in one strip: on a phone each takes the screen's width and the strip snaps
 * picture by picture (a swipe, no JavaScript), each telling its place ("2 / 5"), so the
 * shopper knows there are more without a script keeping count. From a tablet up
 * only one picture shows, and the thumbnails choose it: each is a link to the large picture,
 * so it works without JavaScript; with it, a click swaps the picture in place.
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
  if (gallery.length === 0) {
    return (
      <div className="product-gallery">
        <span className="image-placeholder">{t("product.noImage")}</span>
      </div>
    );
  }
  return (
    <div className="product-gallery">
      {/* Focusable, so a keyboard scrolls the strip as a finger does. */}
      <div
        className="gallery-scroller"
        role="region"
        aria-label={t("product.gallery", { name })}
        tabIndex={0}
      >
        <ul className="gallery-strip">
          {gallery.map((entry, index) => (
            <li key={entry.image.src} className={index === shown ? "is-shown" : undefined}>
              <ResponsiveImage image={entry.image} sizes={PICTURE_SIZES} priority={index === 0} />
              {gallery.length > 1 ? (
                <span className="gallery-position" aria-hidden="true">
                  {index + 1} / {gallery.length}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
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
                  sizes={THUMBNAIL_SIZES}
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
