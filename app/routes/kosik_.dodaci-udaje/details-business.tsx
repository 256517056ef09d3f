import type { FormMetadata } from "@conform-to/react";

import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { DetailsAresButton } from "#app/routes/kosik_.dodaci-udaje/details-ares-button.tsx";
import { DetailsOptional } from "#app/routes/kosik_.dodaci-udaje/details-optional.tsx";
import type { CheckoutDetailsInput } from "#app/schemas/checkout-details.server.ts";

/** Buying for a company: name, IČO (with the ARES look-up), DIČ and the Slovak IČ DPH. */
export function DetailsBusiness({
  form,
  fields,
  initiallyOpen,
}: {
  form: FormMetadata<CheckoutDetailsInput, Array<string>>;
  fields: Record<"isBusiness" | "tin" | "companyName" | "vatin" | "vatinsvk", FormField>;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.isBusiness}
      label={t("checkout.details.business.toggle")}
      legend={t("checkout.details.business.title")}
      initiallyOpen={initiallyOpen}
    >
      <Field field={fields.tin} label={t("checkout.details.business.tin")} autoComplete="off">
        <DetailsAresButton form={form} />
      </Field>
      <Field
        field={fields.companyName}
        label={t("checkout.details.business.companyName")}
        autoComplete="organization"
      />
      <Field
        field={fields.vatin}
        label={
          <>
            {t("checkout.details.business.vatin")}
            <DetailsOptional />
          </>
        }
        autoComplete="off"
      />
      <Field
        field={fields.vatinsvk}
        label={
          <>
            {t("checkout.details.business.vatinsvk")}
            <DetailsOptional />
          </>
        }
        hint={t("checkout.details.business.vatinsvkHint")}
        autoComplete="off"
      />
    </DetailsToggleSection>
  );
}
