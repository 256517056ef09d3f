import type { FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import { DetailsAresButton } from "#app/routes/kosik_.dodaci-udaje/details-ares-button.tsx";
import { DetailsTextField } from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";
import { DetailsToggleSection } from "#app/routes/kosik_.dodaci-udaje/details-toggle-section.tsx";
import type { CheckoutDetailsInput } from "#app/schemas/checkout-details.ts";

/** Buying for a company: name, IČO (with the ARES look-up), DIČ and the Slovak IČ DPH. */
export function DetailsBusiness({
  form,
  fields,
  initiallyOpen,
}: {
  form: FormMetadata<CheckoutDetailsInput, Array<string>>;
  fields: DetailsFields;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.isBusiness}
      label={t("checkout.info.business.toggle")}
      legend={t("checkout.info.business.title")}
      initiallyOpen={initiallyOpen}
    >
      <DetailsTextField
        meta={fields.tin}
        label={t("checkout.info.business.tin")}
        autoComplete="off"
      >
        <DetailsAresButton form={form} />
      </DetailsTextField>
      <DetailsTextField
        meta={fields.companyName}
        label={t("checkout.info.business.companyName")}
        autoComplete="organization"
      />
      <DetailsTextField
        meta={fields.vatin}
        label={t("checkout.info.business.vatin")}
        autoComplete="off"
        optional
      />
      <DetailsTextField
        meta={fields.vatinsvk}
        label={t("checkout.info.business.vatinsvk")}
        hint={t("checkout.info.business.vatinsvkHint")}
        autoComplete="off"
        optional
      />
    </DetailsToggleSection>
  );
}
