import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import { authRedirect } from "#app/account/auth.server.ts";
import { clientAddress, recordLoginSuccess } from "#app/account/login-rate-limit.server.ts";
import {
  lazyMailLimiter,
  mailRetryAfterSeconds,
  recordMail,
} from "#app/account/mail-rate-limit.server.ts";
import { HIDE_PASSWORDS, signInWithToken, siteUrl } from "#app/account/registration.server.ts";
import { storeRefusal, type RefusalMessages } from "#app/forms/store-refusal.server.ts";
import { ForgotPasswordSchema, ResetPasswordSchema } from "#app/schemas/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import {
  PASSWORD_FORM_MAX_BYTES,
  SMALL_FORM_MAX_BYTES,
  readForm,
} from "#app/utils/request-body.server.ts";
import { forgotPassword, isBffError, log, login, resetPassword } from "#bff/index.server.ts";

/** The query parameter that turns the forgotten-password page into its "mail sent" note. */
export const SENT_PARAM = "odeslano";

/** Reset links are mails sent on a stranger's word: limited like every such form. */
const resetLimiter = lazyMailLimiter("mail:reset");

export type ForgotActionData = {
  result: SubmissionResult<Array<string>>;
  retryAfterMinutes: number | null;
};

/**
 * The forgotten-password form: the store mails a link to this site's reset page (absolute,
 * in the shopper's language) when the account exists. The answer is the same "check your
 * mail" note either way, so the page reveals no accounts.
 */
export async function forgotPasswordAction(
  request: Request,
  context: AppLoadContext,
  limiter = resetLimiter(),
) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data<ForgotActionData>(
      { result: submission.reply(), retryAfterMinutes: null },
      { status: 400 },
    );
  }
  const email = submission.value.email.toLowerCase();
  const mail = { email, ip: clientAddress(context) };
  const seconds = await mailRetryAfterSeconds(limiter, mail);
  if (seconds > 0) {
    return data<ForgotActionData>(
      {
        result: submission.reply({ formErrors: ["auth.forgot.rateLimited"] }),
        retryAfterMinutes: Math.ceil(seconds / 60),
      },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }

  const ctx = await requestContext(request, context);
  try {
    await forgotPassword({
      ctx,
      email: submission.value.email,
      callbackUrl: siteUrl(request, href("resetPassword", ctx.locale)),
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, {
      fields: { email: "email" },
      fallback: "auth.forgot.failed",
    });
    return data<ForgotActionData>(
      { result: submission.reply(refused), retryAfterMinutes: null },
      { status },
    );
  }
  await recordMail(limiter, mail);
  return redirect(`${href("forgotPassword", ctx.locale)}?${SENT_PARAM}=1`, { status: 303 });
}

export type ResetActionData = {
  result: SubmissionResult<Array<string>>;
  /** The store refused the link's token: unknown, used or expired. */
  invalidLink: boolean;
};

/**
 * A new password from the mailed link. The store checks the token only now; a refused one
 * turns the page into "ask for a new link". After the change the shopper is logged in with
 * the new password the way the login form does it, and goes home.
 */
export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: PASSWORD_FORM_MAX_BYTES });
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  const answer = (status: number, refused: RefusalMessages = {}, invalidLink = false) =>
    data<ResetActionData>(
      { result: submission.reply({ ...refused, ...HIDE_PASSWORDS }), invalidLink },
      { status },
    );

  if (submission.status !== "success") {
    const linkBroken = Boolean(submission.error?.token ?? submission.error?.email);
    return answer(400, {}, linkBroken);
  }
  const { token, email, password, passwordConfirmation } = submission.value;
  const ctx = await requestContext(request, context);
  try {
    await resetPassword({
      ctx,
      input: { email, token, password, password_confirmation: passwordConfirmation ?? "" },
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    if (
      error.detail.kind === "validation" &&
      (error.detail.fieldErrors.token || error.detail.fieldErrors.email)
    ) {
      return answer(422, {}, true);
    }
    const { status, ...refused } = storeRefusal(error, {
      fields: { password: "password", password_confirmation: "passwordConfirmation" },
      fallback: "auth.reset.failed",
    });
    return answer(status, refused);
  }
  // The new password proves the account is theirs: earlier failed logins stop counting.
  await recordLoginSuccess({ email, ip: clientAddress(context) });

  const changed = { type: "success", message: "auth.reset.successLogin" } as const;
  let newToken: string;
  try {
    newToken = await login({ ctx: { ...ctx, authToken: null }, email, password });
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("login after password reset failed", {
      requestId: ctx.requestId,
      error: String(error),
    });
    return authRedirect(request, {
      to: href("login", ctx.locale),
      cookies: [],
      notifications: [changed],
    });
  }
  return signInWithToken(request, {
    ctx,
    token: newToken,
    to: href("home", ctx.locale),
    notifications: (user) => [
      { type: "success", message: "auth.reset.success", values: { name: user.firstName } },
    ],
    ifNotLoggedIn: [changed],
  });
}
