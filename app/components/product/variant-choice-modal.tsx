import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { AddToCartForm } from "#app/components/product/add-to-cart-form.tsx";
import { Price } from "#app/components/product/price.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { productPageLoader } from "#app/product/product-page.server.ts";

/**
 * The variant-choice modal's body, loaded only when a shopper opens it: it brings the
 * add-to-cart form (and its form library), which a listing needs for nothing else.
 */
export default function VariantChoiceModal({
  productHref,
  name,
  open,
  onClose,
}: {
  productHref: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The pick shows at once; the variant's price and limits follow when its data arrives.
  const [picked, setPicked] = useState<number | null>(null);
  const product = useFetcher<typeof productPageLoader>();
  const choose = (variantId?: number) =>
    product.load(variantId ? `${productHref}?variant_id=${variantId}` : productHref);
  const page = product.data;

  // Asked once when opened; a failed answer leaves the loading text and the link below.
  const asked = useRef(false);
  useEffect(() => {
    if (!open || asked.current) return;
    asked.current = true;
    void product.load(productHref);
  }, [open, product, productHref]);

  const options = page ? [...page.variants.shown, ...page.variants.hidden] : [];
  return (
    <Modal open={open} onClose={onClose} title={name} size="md">
      {!page ? (
        <>
          <p aria-live="polite">{t("catalog.variantChoice.loading")}</p>
          <Link to={productHref}>{t("catalog.variantChoice.details")}</Link>
        </>
      ) : (
        <div className="variant-choice" aria-busy={product.state !== "idle"}>
          <fieldset>
            <legend>{t("catalog.chooseVariant")}</legend>
            {options.map((option) => (
              <label key={option.id} className="checkout-option">
                <input
                  type="radio"
                  name="variant"
                  value={option.id}
                  checked={option.id === (picked ?? page.variant.id)}
                  disabled={!option.isAvailable}
                  onChange={() => {
                    setPicked(option.id);
                    void choose(option.id);
                  }}
                />
                {option.isAvailable
                  ? option.name
                  : t("catalog.variantChoice.soldOut", { name: option.name })}
              </label>
            ))}
          </fieldset>
          <p className="variant-choice-price">
            <Price amount={page.variant.price} />
          </p>
          {picked !== null && picked !== page.variant.id ? (
            <p aria-live="polite">{t("catalog.variantChoice.loading")}</p>
          ) : page.addToCart.enabled ? (
            <AddToCartForm
              key={page.variant.id}
              action={productHref}
              productId={page.id}
              variantId={page.variant.id}
              limits={page.addToCart}
              unit={page.unit}
            />
          ) : (
            <p>{t("product.unavailable")}</p>
          )}
          <Link to={productHref}>{t("catalog.variantChoice.details")}</Link>
        </div>
      )}
    </Modal>
  );
}
