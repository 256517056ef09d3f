import { useTranslation } from "react-i18next";

import { DetailsTextField } from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";
import { DetailsToggleSection } from "#app/routes/kosik_.dodaci-udaje/details-toggle-section.tsx";

/** A guest may open an account with the order: the password typed twice. */
export function DetailsRegistration({
  fields,
  initiallyOpen,
}: {
  fields: DetailsFields;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.isRegistration}
      label={t("checkout.info.registration.toggle")}
      legend={t("checkout.info.registration.title")}
      initiallyOpen={initiallyOpen}
    >
      <DetailsTextField
        meta={fields.password}
        type="password"
        label={t("checkout.info.registration.password")}
        autoComplete="new-password"
      />
      <DetailsTextField
        meta={fields.passwordConfirmation}
        type="password"
        label={t("checkout.info.registration.passwordConfirmation")}
        autoComplete="new-password"
      />
    </DetailsToggleSection>
  );
}
