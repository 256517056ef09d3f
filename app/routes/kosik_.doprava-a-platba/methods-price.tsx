import { Price } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ServicePrice } from "#bff/rules/checkout-choices.ts";

/**
 * A shipping or payment fee as the shop's default display shows prices: with VAT and, beside
 * or below it, without; a fee the cart does not pay reads "Zdarma". The space between the two
 * keeps them two prices when read aloud or copied, whatever the layout. `compact` (a made
 * choice's line) gives the price with VAT alone: the summary beside it has the net total.
 */
export function MethodsPrice({
  price,
  compact = false,
}: {
  price: ServicePrice;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (price.free)
    return <span className="checkout-option-price is-free">{t("checkout.methods.free")}</span>;
  if (compact) return <Price amount={price.withTax} />;
  return (
    <span className="checkout-option-price">
      <Price amount={price.withTax} />{" "}
      <span className="price-without-vat">
        <Price amount={price.withoutTax} /> {t("checkout.methods.withoutVat")}
      </span>
    </span>
  );
}
