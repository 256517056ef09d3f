import { Price } from "#app/components/product/price.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ServicePrice } from "#bff/rules/checkout-choices.ts";

/**
 * A shipping or payment fee as the shop's default display shows prices: with VAT and, beside
 * or below it, without; a fee the cart does not pay reads "Zdarma". The space between the two
 * keeps them two prices when read aloud or copied, whatever the layout.
 */
export function MethodsPrice({ price }: { price: ServicePrice }) {
  const { t } = useTranslation();
  if (price.free)
    return <span className="checkout-option-price is-free">{t("checkout.methods.free")}</span>;
  return (
    <span className="checkout-option-price">
      <Price amount={price.withTax} />{" "}
      <span className="price-without-vat">
        <Price amount={price.withoutTax} /> {t("checkout.methods.withoutVat")}
      </span>
    </span>
  );
}
