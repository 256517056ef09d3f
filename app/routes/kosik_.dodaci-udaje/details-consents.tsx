import { useTranslation } from "react-i18next";

import { DetailsCheckbox } from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";

const OPTIONAL = [
  "satisfactionSurvey",
  "purchaseRating",
  "magazine",
  "newsletter",
  "smsMarketing",
] as const;

/** Terms and privacy are required to order; the marketing consents are each optional. */
export function DetailsConsents({ fields }: { fields: DetailsFields }) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section details-consents">
      <legend>{t("checkout.info.consents.title")}</legend>
      <DetailsCheckbox meta={fields.terms} label={t("checkout.info.consents.terms")} />
      <DetailsCheckbox meta={fields.privacy} label={t("checkout.info.consents.privacy")} />
      {OPTIONAL.map((name) => (
        <DetailsCheckbox
          key={name}
          meta={fields[name]}
          label={t(`checkout.info.consents.${name}`)}
        />
      ))}
    </fieldset>
  );
}
