import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { LOGIN_CONSTRAINT } from "#app/schemas/auth-fields.ts";
import type { LoginFormInput } from "#app/schemas/auth.server.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { WISH_AFTER_LOGIN_PARAM } from "#app/wish-list/wish-form.ts";

/**
 * E-mail and password. A plain POST, with or without JavaScript (303 on success, the page
 * again with the messages on a refusal); the action validates, and its refusals sit by
 * their field or, for the whole form, under the button. `noValidate`: the server's Czech
 * messages answer, not the browser's bubbles.
 */
export function LoginForm({
  lastResult,
  redirectTo,
  wishVariantId = null,
  retryAfterMinutes,
}: {
  lastResult?: SubmissionResult<Array<string>>;
  redirectTo: string | null;
  /** A product a guest wished for: the login puts it on the wish list. */
  wishVariantId?: number | null;
  retryAfterMinutes: number | null;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const to = useHref();
  const register = redirectTo
    ? `${to("register")}?${new URLSearchParams({ redirectTo })}`
    : to("register");
  const [form, fields] = useForm<LoginFormInput>({
    id: "login",
    lastResult: useSubmissionResult(lastResult),
    constraint: LOGIN_CONSTRAINT,
  });
  return (
    <Form method="post" className="login-form" {...getFormProps(form)} noValidate>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {wishVariantId !== null ? (
        <>
          <input type="hidden" name={WISH_AFTER_LOGIN_PARAM} value={wishVariantId} />
          <p className="notice notice-info">{t("wishList.afterLogin")}</p>
        </>
      ) : null}
      <Field
        field={fields.email}
        label={t("auth.login.email")}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <Field
        field={fields.password}
        label={t("auth.login.password")}
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t("auth.login.submitting") : t("auth.login.submit")}
      </button>
      <div role="alert" className="login-form-errors">
        <ErrorList
          id={form.errorId}
          errors={form.errors}
          values={retryAfterMinutes === null ? undefined : { minutes: retryAfterMinutes }}
        />
      </div>
      <p className="login-form-links">
        <Link to={to("forgotPassword")}>{t("auth.forgot.link")}</Link>
        {" · "}
        <Link to={register}>{t("auth.register.link")}</Link>
      </p>
    </Form>
  );
}
