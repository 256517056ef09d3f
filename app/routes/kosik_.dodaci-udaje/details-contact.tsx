import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { SelectField } from "#app/forms/select-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { FORMAL_TITLES } from "#app/schemas/checkout-details-fields.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";

type ContactField = "email" | "formalTitle" | "fullName" | "phone" | "dateOfBirth";

/** Who orders: e-mail, title, name, phone and date of birth (adults only). */
export function DetailsContact({ fields }: { fields: Record<ContactField, FormField> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section">
      <legend>{t("checkout.details.contact.title")}</legend>
      <Field
        field={fields.email}
        type="email"
        maxLength={EMAIL_MAX_LENGTH}
        label={t("checkout.details.contact.email")}
        autoComplete="email"
      />
      <SelectField
        field={fields.formalTitle}
        label={t("checkout.details.contact.formalTitle")}
        placeholder={t("checkout.details.contact.formalTitleNone")}
        options={FORMAL_TITLES.map((title) => ({
          value: title,
          label: t(`checkout.details.contact.formalTitles.${title}`),
        }))}
        autoComplete="honorific-prefix"
      />
      <Field
        field={fields.fullName}
        label={t("checkout.details.contact.fullName")}
        autoComplete="name"
      />
      <Field
        field={fields.phone}
        type="tel"
        label={t("checkout.details.contact.phone")}
        hint={t("checkout.details.contact.phoneHint")}
        autoComplete="tel"
      />
      <Field
        field={fields.dateOfBirth}
        type="date"
        label={t("checkout.details.contact.dateOfBirth")}
        hint={t("checkout.details.contact.dateOfBirthHint")}
        autoComplete="bday"
      />
    </fieldset>
  );
}
