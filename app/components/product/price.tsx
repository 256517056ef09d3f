import { createContext, useContext, type ReactNode } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/use-href.ts";
import { formatPrice, type CurrencyFormat } from "#bff/rules/price-format.ts";
import "./product-detail.css";

/** Czech crowns as the store defines them; used only if the root data is missing. */
const FALLBACK_CURRENCY: CurrencyFormat = {
  code: "CZK",
  symbol: "Kč",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};

const OwnCurrencyContext = createContext<CurrencyFormat | null>(null);

/**
 * Amounts within are an order's, written in the order's own currency: a euro order read on
 * a Czech page (or a crown order on a Slovak one) keeps the money it was placed in.
 */
export function PricesIn({
  currency,
  children,
}: {
  currency: CurrencyFormat;
  children: ReactNode;
}) {
  return <OwnCurrencyContext.Provider value={currency}>{children}</OwnCurrencyContext.Provider>;
}

/**
 * Formats amounts in the shopper's currency (an order's own within `PricesIn`), as the
 * shopper's language writes prices.
 */
export function usePriceFormatter(): (amount: number) => string {
  const own = useContext(OwnCurrencyContext);
  const shoppers = useRootData()?.frame.currency;
  const currency = own ?? shoppers ?? FALLBACK_CURRENCY;
  const locale = useLocale();
  return (amount) => formatPrice(amount, currency, locale);
}

export function Price({ amount, className }: { amount: number; className?: string }) {
  const format = usePriceFormatter();
  return <span className={className ? `price ${className}` : "price"}>{format(amount)}</span>;
}

/**
 * "65,29 Kč bez DPH", placed right after the price with VAT. Its own line sets it apart on
 * screen; the comma, for screen readers and copied text only, keeps the two amounts from
 * running together as "79,00 Kč65,29 Kč".
 */
export function PriceWithoutVat({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <span className="price-net">
      <span className="visually-hidden">, </span>
      <Price amount={amount} /> {t("product.priceWithoutVat")}
    </span>
  );
}

/** "79,00 Kč s DPH": the price with VAT after a price shown without it first. */
export function PriceWithVat({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <span className="price-net">
      <span className="visually-hidden">, </span>
      <Price amount={amount} /> {t("product.priceWithVat")}
    </span>
  );
}

/** Whether this shopper (a business buyer who asked for it) sees prices without VAT first. */
export function useVatFirst(): boolean {
  return useRootData()?.pricesWithoutVatFirst === true;
}
