import { Link } from "@remix-run/react";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductGiftView, ProductManualView } from "#bff/pages/product-gifts-manuals.ts";
import "./product-detail.css";

/** "Dárek k nákupu": the available gifts, each linking to its own page when it has one. */
export function ProductGifts({ gifts }: { gifts: Array<ProductGiftView> }) {
  const { t } = useTranslation();
  const to = useHref();
  if (gifts.length === 0) return null;
  return (
    <section className="product-gifts" aria-labelledby="darek-k-nakupu">
      <h2 id="darek-k-nakupu">{t("product.gifts.title")}</h2>
      <p>{t("product.gifts.intro")}</p>
      <ul>
        {gifts.map((gift) => {
          // The name beside the picture says it all, so the picture is decorative.
          const content = (
            <>
              {gift.image ? <ResponsiveImage image={gift.image} alt="" /> : null}
              <span>{gift.name}</span>
            </>
          );
          return (
            <li key={gift.id}>
              {gift.slug ? (
                <Link to={to("product", { slug: gift.slug })} prefetch="intent">
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Návody a dokumenty": the manuals as plain links, opened by the browser's own viewer. */
export function ProductManuals({ manuals }: { manuals: Array<ProductManualView> }) {
  const { t } = useTranslation();
  if (manuals.length === 0) return null;
  return (
    <section className="product-manuals" aria-labelledby="navody-a-dokumenty">
      <h2 id="navody-a-dokumenty">{t("product.manuals.title")}</h2>
      <ul>
        {manuals.map((manual) => (
          <li key={manual.href}>
            <a href={manual.href} type={manual.type}>
              {manual.title}
            </a>
            {manual.sizeLabel ? (
              <span className="manual-size">
                {" "}
                {t("product.manuals.size", { size: manual.sizeLabel })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
