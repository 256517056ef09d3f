import { useTranslation } from "react-i18next";

import { DetailsTextField } from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";
import { DetailsToggleSection } from "#app/routes/kosik_.dodaci-udaje/details-toggle-section.tsx";

/** Shipping to someone else at the delivery address: their name, company and phone. */
export function DetailsRecipient({
  fields,
  initiallyOpen,
}: {
  fields: DetailsFields;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.shipToShippingAddress}
      label={t("checkout.info.recipient.toggle")}
      legend={t("checkout.info.recipient.title")}
      initiallyOpen={initiallyOpen}
    >
      <DetailsTextField
        meta={fields.shippingName}
        label={t("checkout.info.recipient.name")}
        hint={t("checkout.info.recipient.nameHint")}
        autoComplete="shipping name"
        optional
      />
      <DetailsTextField
        meta={fields.shippingBusinessName}
        label={t("checkout.info.recipient.company")}
        autoComplete="shipping organization"
        optional
      />
      <DetailsTextField
        meta={fields.shippingPhone}
        type="tel"
        label={t("checkout.info.recipient.phone")}
        autoComplete="shipping tel"
        optional
      />
    </DetailsToggleSection>
  );
}
