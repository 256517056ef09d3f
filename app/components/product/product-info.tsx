import { Fragment } from "react";

import { HelpTip } from "#app/components/ui/help-tip.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { catchAllHref } from "#app/seo/catch-all-href.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";
import "./product-detail.css";

/**
 * The parameter table (only parameters with an entity, not hidden, with values; a colour as
 * a swatch; a parameter linked to a virtual category links there; what a parameter or a
 * value means, where the CMS says, behind a "?") and the codes.
 */
export function ProductInfo({ product }: { product: Pick<ProductPage, "parameters" | "variant"> }) {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? "cs";
  const { variant } = product;
  return (
    <section className="product-info" aria-labelledby="parametry">
      <h2 id="parametry">{t("product.parameters")}</h2>
      <dl className="parameter-table">
        {product.parameters.map((parameter) => (
          <div key={parameter.id}>
            <dt>
              {parameter.title}
              {parameter.description ? (
                <HelpTip
                  label={t("product.parameterHelp", { title: parameter.title })}
                  text={parameter.description}
                />
              ) : null}
            </dt>
            <dd>
              {parameter.values.map((value, index) => (
                <Fragment key={value.id}>
                  <span className="parameter-value">
                    {index > 0 ? ", " : null}
                    {value.colourHex ? (
                      <span
                        className={`swatch colour-${value.colourHex.replace("#", "")}`}
                        aria-hidden="true"
                      />
                    ) : null}
                    {parameter.linkToVirtualCategory && value.linkUrl ? (
                      <a href={catchAllHref(locale, value.linkUrl.replace(/^\//, ""))}>
                        {value.title}
                      </a>
                    ) : (
                      value.title
                    )}
                    {parameter.unit ? ` ${parameter.unit}` : null}
                  </span>
                  {value.description ? (
                    <HelpTip
                      label={t("product.parameterHelp", { title: value.title })}
                      text={value.description}
                    />
                  ) : null}
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
        {variant.marketingCode ? (
          <div>
            <dt>{t("product.code")}</dt>
            <dd>{variant.marketingCode}</dd>
          </div>
        ) : null}
        {variant.ean ? (
          <div>
            <dt>{t("product.ean")}</dt>
            <dd>{variant.ean}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
