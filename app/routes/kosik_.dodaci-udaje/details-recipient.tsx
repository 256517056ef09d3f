import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { DetailsOptional } from "#app/routes/kosik_.dodaci-udaje/details-optional.tsx";

/** Shipping to someone else at the delivery address: their name, company and phone. */
export function DetailsRecipient({
  fields,
  initiallyOpen,
}: {
  fields: Record<
    "shipToShippingAddress" | "shippingName" | "shippingBusinessName" | "shippingPhone",
    FormField
  >;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.shipToShippingAddress}
      label={t("checkout.details.recipient.toggle")}
      legend={t("checkout.details.recipient.title")}
      initiallyOpen={initiallyOpen}
    >
      <Field
        field={fields.shippingName}
        label={
          <>
            {t("checkout.details.recipient.name")}
            <DetailsOptional />
          </>
        }
        hint={t("checkout.details.recipient.nameHint")}
        autoComplete="shipping name"
      />
      <Field
        field={fields.shippingBusinessName}
        label={
          <>
            {t("checkout.details.recipient.company")}
            <DetailsOptional />
          </>
        }
        autoComplete="shipping organization"
      />
      <Field
        field={fields.shippingPhone}
        type="tel"
        label={
          <>
            {t("checkout.details.recipient.phone")}
            <DetailsOptional />
          </>
        }
        autoComplete="shipping tel"
      />
    </DetailsToggleSection>
  );
}
