import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ResetPasswordSchema } from "#app/schemas/auth.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { validateAsTyped } from "#app/utils/validate-as-typed.ts";
import "./auth.css";

/**
 * The new password twice; the link's token and e-mail travel hidden, as the store wants
 * them back with the password.
 */
export function ResetPasswordForm({
  lastResult,
  token,
  email,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  token: string;
  email: string;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: useSubmissionResult(lastResult),
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateAsTyped(formData, ResetPasswordSchema),
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      <input type="hidden" name={fields.token.name} value={token} />
      <input type="hidden" name={fields.email.name} value={email} />
      <Field
        field={fields.password}
        label={t("auth.reset.password")}
        type="password"
        autoComplete="new-password"
      />
      <Field
        field={fields.passwordConfirmation}
        label={t("auth.reset.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t("auth.reset.submitting") : t("auth.reset.submit")}
      </button>
      <div role="alert" className="auth-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
    </Form>
  );
}
