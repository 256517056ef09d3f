import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";

import type { AddedItem } from "#app/cart/cart-actions.server.ts";
import { ItemAddedModal, useAddedItem } from "#app/components/cart/item-added-modal.tsx";
import { EnhancedField } from "#app/forms/enhanced-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import "./product-card.css";

type ActionData = { result: SubmissionResult<Array<string>>; added?: AddedItem };

/**
 * "Do košíku" on a product box: the product page's add-to-cart action with the box's
 * minimum quantity. Without JavaScript the store's answer brings the shopper back to the
 * listing (`returnTo`); with it the same form goes through a fetcher.
 */
export function BoxAddToCart({
  productId,
  productName,
  variantId,
  quantity,
  action,
  returnTo,
}: {
  productId: number;
  productName: string;
  variantId: number;
  quantity: number;
  action: string;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionData>();
  const addedItem = useAddedItem(fetcher.data?.added);
  const errors = fetcher.data?.result.error ?? {};
  const messages = Object.values(errors).flatMap((list) => list ?? []);
  const errorId = `box-add-${productId}-error`;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="box-add-to-cart"
      onSubmit={(event) => {
        // One add per click: a second press while the first is on its way is ignored.
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="quantity" value={quantity} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EnhancedField />
      <button
        type="submit"
        className="button button-primary"
        aria-disabled={fetcher.state !== "idle" || undefined}
        aria-describedby={messages.length > 0 ? errorId : undefined}
      >
        {fetcher.state !== "idle" ? t("product.adding") : t("product.addToCart")}
        <span className="visually-hidden">{`: ${productName}`}</span>
      </button>
      <ErrorList id={errorId} errors={messages} values={{ min: quantity }} />
      <ItemAddedModal item={addedItem.shown} onClose={addedItem.close} />
    </fetcher.Form>
  );
}
