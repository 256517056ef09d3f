import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
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
                  <VariantLink
                    variantId={value.variantId}
                    name={value.title}
                    colour={value.colour}
                    isCurrent={value.isSelected}
                    isAvailable={value.isAvailable}
                  />
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
  return (
    <ul>
      {options.map((option) => (
        <li key={option.id}>
          <VariantLink
            variantId={option.id}
            name={option.name}
            colour={null}
            isCurrent={option.id === activeId}
            isAvailable={option.isAvailable}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * One variant as a pill. A colour shows as a dot beside its name: the name, not the dot,
 * is the link's text, so the colour is said aloud and readable by those who cannot tell it.
 */
function VariantLink({
  variantId,
  name,
  colour,
  isCurrent,
  isAvailable,
}: {
  variantId: number;
  name: string;
  colour: string | null;
  isCurrent: boolean;
  isAvailable: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`?variant_id=${variantId}`}
      replace
      preventScrollReset
      aria-current={isCurrent ? "true" : undefined}
      className={isAvailable ? "variant" : "variant is-sold-out"}
    >
      {colour ? <span className={`variant-dot colour-${colour}`} aria-hidden="true" /> : null}
      {isAvailable ? name : t("product.variantUnavailable", { name })}
    </Link>
  );
}
