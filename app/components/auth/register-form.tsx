import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { AuthCheckbox, AuthField } from "#app/components/auth/auth-field.tsx";
import { ErrorList } from "#app/components/forms/error-list.tsx";
import { RegisterSchema } from "#app/schemas/auth.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { validateAsTyped } from "#app/utils/validate-as-typed.ts";

/** Text pages the consent names; their slugs are the shop's own (content spec §2). */
const TERMS_SLUG = "obchodni-podminky";
const PRIVACY_SLUG = "souhlas-se-zpracovanim-osobnich-udaju";

/**
 * The registration form: a plain POST without JavaScript (303 on success, the page again
 * with the messages on a refusal), checked in the browser first with it. The store's own
 * refusals sit by the field they name.
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
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateAsTyped(formData, RegisterSchema),
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="auth-form-row">
        <AuthField
          field={fields.firstName}
          label="auth.register.firstName"
          type="text"
          autoComplete="given-name"
        />
        <AuthField
          field={fields.lastName}
          label="auth.register.lastName"
          type="text"
          autoComplete="family-name"
        />
      </div>
      <AuthField
        field={fields.email}
        label="auth.register.email"
        type="email"
        autoComplete="email"
      />
      <AuthField field={fields.phone} label="auth.register.phone" type="tel" autoComplete="tel" />
      <AuthField
        field={fields.password}
        label="auth.register.password"
        type="password"
        autoComplete="new-password"
      />
      <AuthField
        field={fields.passwordConfirmation}
        label="auth.register.passwordConfirmation"
        type="password"
        autoComplete="new-password"
      />
      <AuthCheckbox field={fields.newsletter}>{t("auth.register.newsletter")}</AuthCheckbox>
      <AuthCheckbox field={fields.terms}>{t("auth.register.terms")}</AuthCheckbox>
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
