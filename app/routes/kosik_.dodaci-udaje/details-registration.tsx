import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** A guest may open an account with the order: the password typed twice. */
export function DetailsRegistration({
  fields,
  initiallyOpen,
}: {
  fields: Record<"isRegistration" | "password" | "passwordConfirmation", FormField>;
  initiallyOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DetailsToggleSection
      toggle={fields.isRegistration}
      label={t("checkout.details.registration.toggle")}
      legend={t("checkout.details.registration.title")}
      initiallyOpen={initiallyOpen}
    >
      <Field
        field={fields.password}
        type="password"
        label={t("checkout.details.registration.password")}
        autoComplete="new-password"
      />
      <Field
        field={fields.passwordConfirmation}
        type="password"
        label={t("checkout.details.registration.passwordConfirmation")}
        autoComplete="new-password"
      />
    </DetailsToggleSection>
  );
}
