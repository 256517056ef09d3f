import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { TextareaField } from "#app/forms/textarea-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { ContactSender } from "#bff/pages/customer-service.ts";

import { CONTACT_CONSTRAINT } from "./contact-fields.ts";
import type { ContactFormInput } from "./contact-schema.server.ts";
import "./contact.css";

/** The text page on personal data the form's note links to (content spec §2). */
const PRIVACY_SLUG = "souhlas-se-zpracovanim-osobnich-udaju";

/**
 * The contact form: a plain POST that comes back to /kontakt with a thank-you (or with the
 * messages and everything typed), with or without JavaScript; the action validates
 * (`noValidate`: its Czech messages answer, not the browser's bubbles). A logged-in
 * customer's name and e-mail are filled in.
 */
export function ContactForm({
  lastResult,
  retryAfterMinutes,
  sender,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  retryAfterMinutes: number | null;
  sender: ContactSender | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  const [form, fields] = useForm<ContactFormInput>({
    id: "contact",
    lastResult: useSubmissionResult(lastResult),
    defaultValue: sender ? { name: sender.name, email: sender.email } : undefined,
    constraint: CONTACT_CONSTRAINT,
  });
  return (
    <Form method="post" className="contact-form" {...getFormProps(form)} noValidate>
      <HoneypotField formId={form.id} />
      <div className="contact-form-row">
        <Field field={fields.name} label={t("contact.name")} autoComplete="name" />
        <Field
          field={fields.email}
          label={t("contact.email")}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
        />
      </div>
      <Field
        field={fields.orderCode}
        label={t("contact.orderCode")}
        hint={t("contact.orderCodeHint")}
        autoComplete="off"
        inputMode="text"
      />
      <TextareaField field={fields.message} label={t("contact.message")} rows={7} />
      <p className="contact-form-note">
        {t("contact.privacyNote")}{" "}
        <Link to={to("aboutPurchase", { slug: PRIVACY_SLUG })}>{t("contact.privacyLink")}</Link>
      </p>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t("contact.submitting") : t("contact.submit")}
      </button>
      <div role="alert" className="contact-form-errors">
        <ErrorList
          id={form.errorId}
          errors={form.errors}
          values={retryAfterMinutes === null ? undefined : { minutes: retryAfterMinutes }}
        />
      </div>
    </Form>
  );
}
