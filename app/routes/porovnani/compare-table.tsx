import { Link, useLocation } from "@remix-run/react";

import { ONLY_DIFFERENCES_PARAM } from "#app/compare/compare-form.ts";
import { BoxAddToCart } from "#app/components/product/box-add-to-cart.tsx";
import { useCompareFetcher, useCompareLocked } from "#app/components/product/compare-button.tsx";
import { Price } from "#app/components/product/price.tsx";
import { VariantChoice } from "#app/components/product/variant-choice.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { CompareRow } from "#bff/pages/compare-page.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import { boxedImage, COMPARE_IMAGE } from "#bff/rules/image-box.ts";
import "./compare.css";

/** What the compare page's loader gives the table. */
export type CompareView = {
  products: Array<ProductCard>;
  rows: Array<CompareRow>;
  shoppingDisabledText: string | null;
  onlyDifferences: boolean;
};

/** The page's own address, for the forms that come back to it without JavaScript. */
function useReturnTo(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** "Odebrat" under a product's name: its column goes, in place with JavaScript. */
function RemoveForm({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const to = useHref();
  const returnTo = useReturnTo();
  const fetcher = useCompareFetcher(product.id);
  const locked = useCompareLocked();
  return (
    <fetcher.Form
      method="post"
      action={to("compare")}
      className="compare-remove"
      onSubmit={(event) => {
        if (locked) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EnhancedField />
      <button
        type="submit"
        className="button button-link"
        aria-disabled={locked || undefined}
        aria-label={`${t("compare.remove")} ${t("compare.removeFrom")}: ${product.name}`}
      >
        {t("compare.remove")}
      </button>
    </fetcher.Form>
  );
}

/** "Vymazat porovnání": the whole list goes. */
function ClearForm() {
  const { t } = useTranslation();
  const to = useHref();
  const returnTo = useReturnTo();
  const fetcher = useCompareFetcher("clear");
  const locked = useCompareLocked();
  return (
    <fetcher.Form
      method="post"
      action={to("compare")}
      className="compare-clear"
      onSubmit={(event) => {
        if (locked) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="clear" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EnhancedField />
      <button type="submit" className="button button-link">
        {t("compare.clear")}
      </button>
    </fetcher.Form>
  );
}

/** "Všechny parametry" and "Jen rozdíly": plain links, the choice is the page's address. */
function RowsChoice({ onlyDifferences }: { onlyDifferences: boolean }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <nav className="compare-view" aria-label={t("compare.viewLabel")}>
      <Link
        to={to("compare")}
        preventScrollReset
        aria-current={onlyDifferences ? undefined : "true"}
      >
        {t("compare.allRows")}
      </Link>
      <Link
        to={`${to("compare")}?${ONLY_DIFFERENCES_PARAM}=1`}
        preventScrollReset
        aria-current={onlyDifferences ? "true" : undefined}
      >
        {t("compare.onlyDifferences")}
      </Link>
    </nav>
  );
}

function RowLabel({ row }: { row: CompareRow }) {
  const { t } = useTranslation();
  if (row.kind === "price") return <>{t("compare.price")}</>;
  if (row.kind === "availability") return <>{t("compare.availability")}</>;
  return <>{row.title}</>;
}

function Cell({ row, product, index }: { row: CompareRow; product: ProductCard; index: number }) {
  const { t } = useTranslation();
  if (row.kind === "price") return <Price amount={product.price} />;
  if (row.kind === "availability") {
    return (
      <span className={product.isAvailable ? "in-stock" : "sold-out"}>
        {product.availabilityText}
      </span>
    );
  }
  const value = row.values[index] ?? null;
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t("compare.none")}</span>
    </>
  );
}

function ProductHead({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <div className="compare-product">
      <Link to={to("product", { slug: product.slug })} className="compare-product-link">
        {product.image ? (
          <ResponsiveImage image={boxedImage(product.image, COMPARE_IMAGE)} alt="" />
        ) : (
          <span className="image-placeholder">{t("product.noImage")}</span>
        )}
        <span className="compare-product-name">{product.name}</span>
      </Link>
      <RemoveForm product={product} />
    </div>
  );
}

function BuyCell({ product, disabledText }: { product: ProductCard; disabledText: string | null }) {
  const to = useHref();
  const returnTo = useReturnTo();
  const productHref = to("product", { slug: product.slug });
  if (disabledText) return <p className="shopping-disabled">{disabledText}</p>;
  if (product.addVariantId === null) {
    return <VariantChoice productHref={productHref} name={product.name} />;
  }
  return (
    <BoxAddToCart
      productId={product.id}
      productName={product.name}
      variantId={product.addVariantId}
      quantity={product.amountMin}
      action={productHref}
      returnTo={returnTo}
    />
  );
}

function Empty() {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <section className="compare-empty">
      <p>{t("compare.empty")}</p>
      <Link to={to("home")} className="button">
        {t("compare.startShopping")}
      </Link>
    </section>
  );
}

/**
 * The products side by side: a column each (picture, name linking to the product, Odebrat),
 * a row for price, availability and every parameter any of them has, and "Do košíku" below.
 * A row whose values differ is highlighted and says so to screen readers; "Jen rozdíly"
 * keeps only those. On a phone the table scrolls sideways in its own box, the row names
 * staying in place.
 */
export function CompareTable({ page }: { page: CompareView }) {
  const { t } = useTranslation();
  const { products, rows } = page;
  if (products.length === 0) return <Empty />;
  return (
    <>
      <div className="compare-toolbar">
        <RowsChoice onlyDifferences={page.onlyDifferences} />
        <ClearForm />
      </div>
      {products.length === 1 ? <p className="notice">{t("compare.addMore")}</p> : null}
      <p className="compare-legend">
        <span className="compare-legend-mark" aria-hidden="true" />
        {t("compare.legend")}
      </p>
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={`compare-table compare-columns-${products.length}`}>
          <caption id="compare-caption" className="visually-hidden">
            {t("compare.caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="compare-corner">
                <span className="visually-hidden">{t("compare.parameter")}</span>
              </th>
              {products.map((product) => (
                <th scope="col" key={product.id}>
                  <ProductHead product={product} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={products.length + 1}>{t("compare.noDifferences")}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className={row.differs ? "is-different" : undefined}>
                  <th scope="row">
                    <RowLabel row={row} />
                    {row.differs ? (
                      <span className="visually-hidden"> ({t("compare.differs")})</span>
                    ) : null}
                  </th>
                  {products.map((product, index) => (
                    <td key={product.id}>
                      <Cell row={row} product={product} index={index} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <span className="visually-hidden">{t("compare.buy")}</span>
              </th>
              {products.map((product) => (
                <td key={product.id}>
                  <BuyCell product={product} disabledText={page.shoppingDisabledText} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
