import { useRootData } from "#app/utils/root-data.ts";
import { formatPrice, type CurrencyFormat } from "#bff/rules/price-format.ts";
import "./product-detail.css";
/** Czech crowns as the store defines them; used only if the root data is missing. */
const FALLBACK_CURRENCY: CurrencyFormat = {
  symbol: "Kč",
  symbolPlacement: "right",
  decimalPlaces: 2,
  decimalPoint: ",",
  millesimalPoint: " ",
};

/** Formats amounts with the shopper's currency entity. */
export function usePriceFormatter(): (amount: number) => string {
  const currency = useRootData()?.frame.currency ?? FALLBACK_CURRENCY;
  return (amount) => formatPrice(amount, currency);
}

export function Price({ amount, className }: { amount: number; className?: string }) {
  const format = usePriceFormatter();
  return <span className={className ? `price ${className}` : "price"}>{format(amount)}</span>;
}
