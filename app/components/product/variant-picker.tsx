import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { ProductPage, VariantOption } from "#bff/pages/product-page.ts";
import "./product-detail.css";

/**
 * Variants as links (`?variant_id=`), so choosing works without JavaScript; with it the
 * page's data is fetched without a reload and the URL updated. Variants that differ in
 * colour or size are offered per parameter; otherwise the first 4 by name, the rest under
 * "more".
 */
export function VariantPicker({
  variants,
  dimensions,
  activeId,
}: {
  variants: ProductPage["variants"];
  dimensions: ProductPage["variantDimensions"];
  activeId: number;
}) {
  const { t } = useTranslation();
  if (dimensions.length > 0) {
    return (
      <div className="variant-picker">
        {dimensions.map((dimension) => (
          <nav key={dimension.id} aria-label={dimension.title} className="variant-dimension">
            <h2>{dimension.title}</h2>
            <ul>
              {dimension.values.map((value) => (
                <li key={value.id}>
                  <Link
                    to={`?variant_id=${value.variantId}`}
                    replace
                    preventScrollReset
                    aria-current={value.isSelected ? "true" : undefined}
                    className={[
                      "variant",
                      value.colour ? `swatch colour-${value.colour}` : "",
                      value.isAvailable ? "" : "is-sold-out",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {value.isAvailable
                      ? value.title
                      : t("product.variantUnavailable", { name: value.title })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    );
  }
  if (variants.shown.length === 0) return null;
  return (
    <nav aria-label={t("product.variant")} className="variant-picker">
      <h2>{t("product.variant")}</h2>
      <VariantLinks options={variants.shown} activeId={activeId} />
      {variants.hidden.length > 0 ? (
        <details className="more-variants">
          <summary>{t("product.moreVariants", { count: variants.hidden.length })}</summary>
          <VariantLinks options={variants.hidden} activeId={activeId} />
        </details>
      ) : null}
    </nav>
  );
}

function VariantLinks({ options, activeId }: { options: Array<VariantOption>; activeId: number }) {
  const { t } = useTranslation();
  return (
    <ul>
      {options.map((option) => (
        <li key={option.id}>
          <Link
            to={`?variant_id=${option.id}`}
            replace
            preventScrollReset
            aria-current={option.id === activeId ? "true" : undefined}
            className={option.isAvailable ? "variant" : "variant is-sold-out"}
          >
            {option.isAvailable
              ? option.name
              : t("product.variantUnavailable", { name: option.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
