import { useFetcher, useLocation } from "@remix-run/react";

import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { ProductCard } from "#bff/pages/product-card.ts";
import { BULK_AMOUNT_PREFIX, BULK_NAME_PREFIX } from "#bff/rules/bulk-entry.ts";
import "./bulk-entry.css";

/**
 * A business buyer's quantity entry on a product box (spec §1, §6): a number per variant and
 * one "Vložit do košíku" for all of them, a batch add. The browser checks each number
 * (digits, 0 to 9999) before sending, also without JavaScript; with it the page stays.
 */
export function BulkEntryForm({
  product,
  anchor,
}: {
  product: ProductCard;
  /** The product box's id, where the page returns to after the batch add. */
  anchor: string;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const fetcher = useFetcher({ key: `bulk-${product.id}` });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={to("cartBulkAdd")}
      className="bulk-entry"
      aria-label={t("bulkOrder.label", { name: product.name })}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input
        type="hidden"
        name="returnTo"
        value={`${location.pathname}${location.search}#${anchor}`}
      />
      <EnhancedField />
      <ul>
        {product.variants.map((variant) => {
          const id = `bulk-${product.id}-${variant.id}`;
          return (
            <li key={variant.id}>
              {/* One variant is the product itself: its amount, not its name again. */}
              <label htmlFor={id}>
                {product.variants.length === 1 ? t("bulkOrder.amount") : variant.name}
              </label>
              <input
                type="hidden"
                name={`${BULK_NAME_PREFIX}${variant.id}`}
                value={variant.fullName}
              />
              <input
                id={id}
                name={`${BULK_AMOUNT_PREFIX}${variant.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={9999}
                step={1}
                placeholder="0"
                disabled={!variant.isAvailable}
                aria-describedby={variant.isAvailable ? undefined : `${id}-sold`}
              />
              {variant.isAvailable ? null : (
                <span id={`${id}-sold`} className="bulk-sold-out">
                  {t("bulkOrder.soldOut")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
        {busy ? t("product.adding") : t("bulkOrder.submit")}
      </button>
    </fetcher.Form>
  );
}
