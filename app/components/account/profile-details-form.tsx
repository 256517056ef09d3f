import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ProfileAresButton } from "#app/components/account/profile-ares-button.tsx";
import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { initialText } from "#app/forms/form-field.ts";
import { serverValidated } from "#app/forms/server-validated.ts";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  ACCOUNT_DETAILS_CONSTRAINT,
  isBusinessCustomer,
} from "#app/schemas/account-details-fields.ts";
import type { AccountDetailsInput } from "#app/schemas/account-details.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { AccountDetails } from "#bff/pages/account-profile.ts";
import "./account-forms.css";

/** The customer's data as the form's starting values; the box is ticked for a company. */
export function detailsFormValues(details: AccountDetails): Record<string, string> {
  const business = Boolean(details.businessName || details.tin || details.vatin);
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? "",
    ...(business ? { isBusiness: "on" } : {}),
    companyName: details.businessName ?? "",
    tin: details.tin ?? "",
    vatin: details.vatin ?? "",
  };
}

function Optional() {
  const { t } = useTranslation();
  return <span className="account-optional"> {t("accountDetails.optional")}</span>;
}

/** The e-mail is shown, not sent: the store does not change it (its PATCH has no e-mail). */
function EmailShown({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="account-details-email">{t("accountDetails.email")}</label>
      <input
        id="account-details-email"
        type="email"
        value={email}
        readOnly
        aria-describedby="account-details-email-hint"
      />
      <p id="account-details-email-hint" className="field-hint">
        {t("accountDetails.emailHint")}
      </p>
    </div>
  );
}

/**
 * The personal data: names, the e-mail shown, the phone, the company behind "Nakupuji na
 * firmu" with the ARES fill-in, and the newsletter. A plain POST, with or without
 * JavaScript (303 back here with the notice, the page again with the messages on a
 * refusal); the action validates.
 */
export function ProfileDetailsForm({
  details,
  result,
}: {
  /** The customer's data; null when the page comes back without the store. */
  details: AccountDetails | null;
  result?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm<AccountDetailsInput>({
    id: "account-details",
    lastResult: useSubmissionResult(result),
    defaultValue: details ? detailsFormValues(details) : undefined,
    constraint: ACCOUNT_DETAILS_CONSTRAINT,
    onValidate: serverValidated,
  });
  const business = isBusinessCustomer({
    isBusiness: fields.isBusiness.initialValue === "on",
    companyName: initialText(fields.companyName),
    tin: initialText(fields.tin),
    vatin: initialText(fields.vatin),
  });
  const submitLabel = pending ? t("accountDetails.submitting") : t("accountDetails.submit");

  return (
    <Form method="post" className="account-form" {...getFormProps(form)} noValidate>
      {/* Enter in any field saves: the first submit button is the default one, and the
          ARES look-up's button comes before the visible save button. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <div role="alert" className="account-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <div className="account-form-row">
        <Field
          field={fields.firstName}
          label={t("accountDetails.firstName")}
          autoComplete="given-name"
        />
        <Field
          field={fields.lastName}
          label={t("accountDetails.lastName")}
          autoComplete="family-name"
        />
      </div>
      {details ? <EmailShown email={details.email} /> : null}
      <Field
        field={fields.phone}
        type="tel"
        label={
          <>
            {t("accountDetails.phone")}
            <Optional />
          </>
        }
        hint={t("accountDetails.phoneHint")}
        autoComplete="tel"
      />
      <DetailsToggleSection
        toggle={fields.isBusiness}
        label={t("accountDetails.business.toggle")}
        legend={t("accountDetails.business.title")}
        initiallyOpen={business}
      >
        <Field field={fields.tin} label={t("accountDetails.business.tin")} autoComplete="off">
          <ProfileAresButton form={form} />
        </Field>
        <Field
          field={fields.companyName}
          label={t("accountDetails.business.companyName")}
          autoComplete="organization"
        />
        <Field
          field={fields.vatin}
          label={
            <>
              {t("accountDetails.business.vatin")}
              <Optional />
            </>
          }
          autoComplete="off"
        />
      </DetailsToggleSection>
      <div>
        <CheckboxField field={fields.newsletter} label={t("accountDetails.newsletter")} />
        <p className="field-hint">{t("accountDetails.newsletterHint")}</p>
      </div>
      <p className="account-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}
