import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { FORGOT_PASSWORD_CONSTRAINT } from "#app/schemas/auth-fields.ts";
import type { ForgotPasswordFormInput } from "#app/schemas/auth.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./auth.css";

/**
 * The e-mail to send a reset link to; a plain POST that redirects to the "sent" note, or
 * comes back with the action's message (`noValidate`: not the browser's bubble).
 */
export function ForgotPasswordForm({
  lastResult,
  retryAfterMinutes,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  retryAfterMinutes: number | null;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm<ForgotPasswordFormInput>({
    id: "forgot-password",
    lastResult: useSubmissionResult(lastResult),
    constraint: FORGOT_PASSWORD_CONSTRAINT,
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} noValidate>
      <Field
        field={fields.email}
        label={t("auth.forgot.email")}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
      </button>
      <div role="alert" className="auth-form-errors">
        <ErrorList
          id={form.errorId}
          errors={form.errors}
          values={retryAfterMinutes === null ? undefined : { minutes: retryAfterMinutes }}
        />
      </div>
    </Form>
  );
}
