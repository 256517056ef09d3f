import {
  Price,
  PriceWithVat,
  PriceWithoutVat,
  useVatFirst,
} from "#app/components/product/price.tsx";
import { PriceUnavailable, useStoreOutage } from "#app/components/product/store-outage.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import type { ProductPage } from "#bff/pages/product-page.ts";
import "./product-detail.css";

/**
 * The price with VAT and, as the spec's default display shows both, without it; the
 * recommended price, quantity prices, and a discount with its badge and the lowest price
 * of the last 30 days (EU Omnibus). Amounts side by side are kept apart by spaces in the
 * text, not only by the gap on screen, so they are never read as one number.
 */
export function ProductPrices({
  product,
}: {
  product: Pick<ProductPage, "variant" | "freeDelivery" | "unit">;
}) {
  const { t } = useTranslation();
  const { variant } = product;
  // A business buyer's option: the price without VAT first, the one with VAT below it.
  const vatFirst = useVatFirst();
  // The store down: its prices cannot be confirmed, so none is stated (decision 048).
  if (useStoreOutage()) {
    return (
      <div className="product-price">
        <p className="price-line">
          <PriceUnavailable className="price-main" />
        </p>
      </div>
    );
  }
  return (
    <div className="product-price">
      <p className="price-line">
        <span className="visually-hidden">{t("product.price")}: </span>
        {vatFirst ? (
          <>
            <Price amount={variant.priceWithoutTax} className="price-main" />{" "}
            <span className="price-main-note">{t("product.priceWithoutVat")}</span>
          </>
        ) : (
          <Price amount={variant.price} className="price-main" />
        )}{" "}
        {variant.originalPrice && !vatFirst ? (
          <del>
            <span className="visually-hidden">{t("product.originalPrice")} </span>
            <Price amount={variant.originalPrice} />
          </del>
        ) : null}{" "}
        {variant.discountPercentage ? (
          <span className="badge badge-discount">
            {t("product.discount", { percent: Math.round(variant.discountPercentage) })}
          </span>
        ) : null}
      </p>
      <p className="price-secondary">
        {vatFirst ? (
          <PriceWithVat amount={variant.price} />
        ) : (
          <PriceWithoutVat amount={variant.priceWithoutTax} />
        )}
      </p>
      {variant.lowestPrice30Days ? (
        <p className="price-note">
          {t("catalog.lowestPrice30Days")} <Price amount={variant.lowestPrice30Days} />
        </p>
      ) : null}
      {variant.recommendedPrice ? (
        <p className="price-note">
          {t("catalog.recommendedPrice")} <Price amount={variant.recommendedPrice} />
        </p>
      ) : null}
      {variant.nPlusOne ? <NPlusOneOffer offer={variant.nPlusOne} unit={product.unit} /> : null}
      {variant.quantityPrices.length > 0 ? (
        <ul className="quantity-prices" aria-label={t("product.quantityPrices")}>
          {variant.quantityPrices.map((tier) => (
            <li key={tier.amountFrom}>
              {t("product.quantityPrice", { amount: tier.amountFrom })}{" "}
              <Price amount={tier.unitWithTax} />
            </li>
          ))}
        </ul>
      ) : null}
      {product.freeDelivery ? (
        <p className="tag tag-free-delivery">{t("catalog.freeDelivery")}</p>
      ) : null}
    </div>
  );
}

/**
 * The store's "buy N, get M free" (spec: a product's N+1 discount): said where the price is,
 * not first in the cart, with what it takes and that the cart subtracts it.
 */
function NPlusOneOffer({ offer, unit }: { offer: { buy: number; free: number }; unit: string }) {
  const { t } = useTranslation();
  const unitLabel = useUnitLabel()(unit);
  return (
    <p className="n-plus-one">
      <span className="badge badge-offer">
        {t("product.nPlusOne.badge", { buy: offer.buy, free: offer.free })}
      </span>{" "}
      {t("product.nPlusOne.note", {
        total: offer.buy + offer.free,
        paid: offer.buy,
        unit: unitLabel,
      })}
    </p>
  );
}
