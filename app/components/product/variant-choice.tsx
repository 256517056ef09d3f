import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import type { loader as productLoader } from "../../routes/produkt.$slug.tsx";
import { useHydrated } from "../../utils/use-hydrated.ts";
import { Modal } from "../ui/modal.tsx";

import { AddToCartForm } from "./add-to-cart-form.tsx";
import { Price } from "./price.tsx";

/**
 * "Vybrat variantu" on a box of a product with several variants (spec: the variant-choice
 * modal opens first). Without JavaScript a link to the product page, where the variants
 * are; with it a modal that loads the product's page data and adds the variant picked.
 */
export function VariantChoice({ productHref, name }: { productHref: string; name: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The pick shows at once; the variant's price and limits follow when its data arrives.
  const [picked, setPicked] = useState<number | null>(null);
  const product = useFetcher<typeof productLoader>();

  const label = (
    <>
      {t("catalog.chooseVariant")}
      <span className="visually-hidden">: {name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link to={productHref} className="button button-secondary box-choose">
        {label}
      </Link>
    );
  }

  const choose = (variantId?: number) =>
    product.load(variantId ? `${productHref}?variant_id=${variantId}` : productHref);
  const page = product.data;
  const options = page ? [...page.variants.shown, ...page.variants.hidden] : [];
  return (
    <>
      <button
        type="button"
        className="button button-secondary box-choose"
        onClick={() => {
          setOpen(true);
          if (!page) void choose();
        }}
      >
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={name} size="md">
        {!page ? (
          <p aria-live="polite">{t("catalog.variantChoice.loading")}</p>
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
    </>
  );
}
