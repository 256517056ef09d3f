import { useTranslation } from "react-i18next";

import {
  DetailsSelectField,
  DetailsTextField,
} from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";
import { FORMAL_TITLES } from "#app/schemas/checkout-details.ts";

/** Who orders: e-mail, title, name, phone and date of birth (adults only). */
export function DetailsContact({ fields }: { fields: DetailsFields }) {
  const { t } = useTranslation();
  return (
    <fieldset className="details-section">
      <legend>{t("checkout.info.contact.title")}</legend>
      <DetailsTextField
        meta={fields.email}
        type="email"
        label={t("checkout.info.contact.email")}
        autoComplete="email"
      />
      <DetailsSelectField
        meta={fields.formalTitle}
        label={t("checkout.info.contact.formalTitle")}
        placeholder={t("checkout.info.contact.formalTitleNone")}
        options={FORMAL_TITLES.map((title) => ({
          value: title,
          label: t(`checkout.info.contact.formalTitles.${title}`),
        }))}
        autoComplete="honorific-prefix"
      />
      <DetailsTextField
        meta={fields.fullName}
        label={t("checkout.info.contact.fullName")}
        autoComplete="name"
      />
      <DetailsTextField
        meta={fields.phone}
        type="tel"
        label={t("checkout.info.contact.phone")}
        hint={t("checkout.info.contact.phoneHint")}
        autoComplete="tel"
      />
      <DetailsTextField
        meta={fields.dateOfBirth}
        type="date"
        label={t("checkout.info.contact.dateOfBirth")}
        hint={t("checkout.info.contact.dateOfBirthHint")}
        autoComplete="bday"
      />
    </fieldset>
  );
}
