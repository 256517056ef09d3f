import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ForgotPasswordSchema } from "#app/schemas/auth.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { validateAsTyped } from "#app/utils/validate-as-typed.ts";
import "./auth.css";

/** The e-mail to send a reset link to; a plain POST that redirects to the "sent" note. */
export function ForgotPasswordForm({
  lastResult,
  retryAfterMinutes,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  retryAfterMinutes: number | null;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: useSubmissionResult(lastResult),
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateAsTyped(formData, ForgotPasswordSchema),
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
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
