import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";

const OPTIONAL = [
  "satisfactionSurvey",
  "purchaseRating",
  "magazine",
  "newsletter",
  "smsMarketing",
] as const;

/** Terms and privacy are required to order; the marketing consents are each optional. */
export function DetailsConsents({
  fields,
}: {
  fields: Record<"terms" | "privacy" | (typeof OPTIONAL)[number], FormField>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section details-consents">
      <legend>{t("checkout.details.consents.title")}</legend>
      <CheckboxField field={fields.terms} label={t("checkout.details.consents.terms")} />
      <CheckboxField field={fields.privacy} label={t("checkout.details.consents.privacy")} />
      {OPTIONAL.map((name) => (
        <CheckboxField
          key={name}
          field={fields[name]}
          label={t(`checkout.details.consents.${name}`)}
        />
      ))}
    </fieldset>
  );
}
