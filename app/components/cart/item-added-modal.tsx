import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";

import type { AddedItem } from "#app/cart/cart-actions.server.ts";
import { usePriceFormatter } from "#app/components/product/price.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import { cartEvent } from "#app/tracking/shop-events.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./cart.css";

/**
 * The cross-sell row, loaded when a modal first opens: it shows product cards, whose own
 * add buttons open this modal, so a static import would close a loop (decision 059). Its
 * products come from a request made on opening anyway.
 */
const LoadedRecommendations = lazy(() =>
  import("#app/components/recommendations/loaded-recommendations.tsx").then((module) => ({
    default: module.LoadedRecommendations,
  })),
);

/**
 * Open for each new answer a fetcher brings back with an added item, until closed. Each
 * answer is one cart add for measurement.
 */
export function useAddedItem(added: AddedItem | undefined) {
  const [closed, setClosed] = useState<AddedItem | null>(null);
  const track = useTrack();
  useEffect(() => {
    if (!added) return;
    const { line } = added;
    track(
      cartEvent("add_to_cart", {
        currency: line.currencyCode,
        item: {
          item_id: String(line.productId),
          item_name: added.name,
          item_variant: String(line.variantId),
          price: line.unitPriceWithTax,
          quantity: added.amount,
        },
      }),
    );
  }, [added, track]);
  const shown = added && added !== closed ? added : null;
  return { shown, close: () => setClosed(added ?? null) };
}

/** Spec (add to cart): after adding, an item-added modal with the gifts now within reach. */
export function ItemAddedModal({ item, onClose }: { item: AddedItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const to = useHref();
  const format = usePriceFormatter();
  const unitLabel = useUnitLabel();
  if (!item) return null;
  return (
    <Modal open onClose={onClose} title={t("addToCart.addedTitle")} size="sm" growsDown>
      <p>
        {t("addToCart.addedModal.text", {
          name: item.name,
          amount: item.amount,
          unit: unitLabel(item.unit),
        })}
      </p>
      {item.gifts && item.gifts.choosable.length > 0 ? (
        <p className="item-added-gift">{t("addToCart.addedModal.giftReady")}</p>
      ) : item.gifts?.next ? (
        <p className="item-added-gift">
          {t("addToCart.nextGift", {
            price: format(item.gifts.next.remaining),
            name: item.gifts.next.name,
          })}
        </p>
      ) : null}
      <div className="item-added-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("addToCart.continue")}
        </button>
        <Link to={to("cart")} className="button button-primary" onClick={onClose}>
          {t("addToCart.addedModal.toCart")}
        </Link>
      </div>
      <Suspense fallback={null}>
        <LoadedRecommendations
          placement="addToCart__crossSell"
          context={{ productId: item.line.productId }}
          layout="row"
        />
      </Suspense>
    </Modal>
  );
}
