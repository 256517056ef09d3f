import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { HoneypotField } from "#app/forms/honeypot-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { REGISTER_CONSTRAINT } from "#app/schemas/auth-fields.ts";
import type { RegisterFormInput } from "#app/schemas/auth.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./auth.css";

/** Text pages the consent names; their slugs are the shop's own (content spec §2). */
const TERMS_SLUG = "obchodni-podminky";
const PRIVACY_SLUG = "souhlas-se-zpracovanim-osobnich-udaju";

/**
 * The registration form: a plain POST, with or without JavaScript (303 on success, the page
 * again with every message on a refusal). The action validates; the store's own refusals
 * sit by the field they name. `noValidate`: the server's Czech messages answer, not the
 * browser's bubbles.
 */
export function RegisterForm({
  lastResult,
  redirectTo,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  redirectTo: string | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  const [form, fields] = useForm<RegisterFormInput>({
    id: "register",
    lastResult: useSubmissionResult(lastResult),
    constraint: REGISTER_CONSTRAINT,
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} noValidate>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <HoneypotField formId={form.id} />
      <div className="auth-form-row">
        <Field
          field={fields.firstName}
          label={t("auth.register.firstName")}
          type="text"
          autoComplete="given-name"
        />
        <Field
          field={fields.lastName}
          label={t("auth.register.lastName")}
          type="text"
          autoComplete="family-name"
        />
      </div>
      <Field
        field={fields.email}
        label={t("auth.register.email")}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <Field field={fields.phone} label={t("auth.register.phone")} type="tel" autoComplete="tel" />
      <Field
        field={fields.password}
        label={t("auth.register.password")}
        type="password"
        autoComplete="new-password"
      />
      <Field
        field={fields.passwordConfirmation}
        label={t("auth.register.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
      />
      <CheckboxField field={fields.newsletter} label={t("auth.register.newsletter")} />
      <CheckboxField field={fields.terms} label={t("auth.register.terms")} />
      <p className="auth-form-note">
        <Link to={to("aboutPurchase", { slug: TERMS_SLUG })}>{t("auth.register.termsLink")}</Link>
        {" · "}
        <Link to={to("aboutPurchase", { slug: PRIVACY_SLUG })}>
          {t("auth.register.privacyLink")}
        </Link>
      </p>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t("auth.register.submitting") : t("auth.register.submit")}
      </button>
      <div role="alert" className="auth-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
    </Form>
  );
}
