import { Link } from "@remix-run/react";
import { Suspense, lazy, useState } from "react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";

const VariantChoiceModal = lazy(() => import("#app/components/product/variant-choice-modal.tsx"));

/**
 * "Vybrat variantu" on a box of a product with several variants (spec: the variant-choice
 * modal opens first). Without JavaScript a link to the product page, where the variants
 * are; with it a modal that loads the product's page data and adds the variant picked.
 */
export function VariantChoice({ productHref, name }: { productHref: string; name: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  const label = (
    <>
      {t("catalog.chooseVariant")}
      <span className="visually-hidden">{`: ${name}`}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link to={productHref} className="button button-secondary box-choose">
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary box-choose"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VariantChoiceModal
            productHref={productHref}
            name={name}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
