import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { RESET_PASSWORD_CONSTRAINT } from "#app/schemas/auth-fields.ts";
import type { ResetPasswordFormInput } from "#app/schemas/auth.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./auth.css";

/**
 * The new password twice; the link's token and e-mail travel hidden, as the store wants
 * them back with the password. The action validates (`noValidate`: its Czech messages
 * answer, not the browser's bubbles).
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
  const [form, fields] = useForm<ResetPasswordFormInput>({
    id: "reset-password",
    lastResult: useSubmissionResult(lastResult),
    constraint: RESET_PASSWORD_CONSTRAINT,
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} noValidate>
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
