import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ACCOUNT_PASSWORD_CONSTRAINT } from "#app/schemas/account-password-fields.ts";
import type { AccountPasswordFormInput } from "#app/schemas/account-password.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./account-forms.css";

/**
 * The current password and the new one twice. A plain POST, with or without JavaScript
 * (303 back here with the notice; the page again with the messages, every password field
 * empty, on a refusal); the action validates.
 */
export function ProfilePasswordForm({ result }: { result?: SubmissionResult<Array<string>> }) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const email = useRootData()?.user?.email;
  const [form, fields] = useForm<AccountPasswordFormInput>({
    id: "account-password",
    lastResult: useSubmissionResult(result),
    constraint: ACCOUNT_PASSWORD_CONSTRAINT,
  });
  return (
    <Form method="post" className="account-form" {...getFormProps(form)} noValidate>
      <div role="alert" className="account-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      {email ? (
        // Password managers file the new password under this account; nothing is sent.
        <input type="email" value={email} autoComplete="username" readOnly hidden />
      ) : null}
      <Field
        field={fields.oldPassword}
        type="password"
        label={t("accountPassword.oldPassword")}
        autoComplete="current-password"
      />
      <Field
        field={fields.password}
        type="password"
        label={t("accountPassword.password")}
        autoComplete="new-password"
      />
      <Field
        field={fields.passwordConfirmation}
        type="password"
        label={t("accountPassword.passwordConfirmation")}
        autoComplete="new-password"
      />
      <p className="account-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t("accountPassword.submitting") : t("accountPassword.submit")}
        </button>
      </p>
    </Form>
  );
}
