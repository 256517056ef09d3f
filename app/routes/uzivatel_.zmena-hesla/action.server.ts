import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { HIDE_PASSWORDS } from "#app/account/registration.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal, type RefusalMessages } from "#app/forms/store-refusal.server.ts";
import { AccountPasswordSchema, PASSWORD_FIELDS } from "#app/schemas/account-password.server.ts";
import { href } from "#app/utils/href.ts";
import { PASSWORD_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import {
  changePassword,
  getUser,
  isBffError,
  type BffError,
  type RequestContext,
} from "#bff/index.server.ts";

/**
 * The form's answer. The page needs nothing of the store to render, so it comes back with
 * its message even while the store is down.
 */
type PasswordActionData = { result: SubmissionResult<Array<string>> };

/** No password ever comes back to the page, the current one included. */
const HIDDEN = { hideFields: [...new Set([...HIDE_PASSWORDS.hideFields, ...PASSWORD_FIELDS])] };

/** The store's field names (PATCH user/password) as the form names them. */
const PASSWORD_REFUSAL = {
  fields: {
    old_password: "oldPassword",
    password: "password",
    password_confirmation: "passwordConfirmation",
  },
  fallback: "accountPassword.errors.unavailable",
};

const WRONG_OLD_PASSWORD: RefusalMessages = {
  fieldErrors: { oldPassword: ["accountPassword.errors.oldPasswordWrong"] },
};

/**
 * Whether a 401 to the change means the login is gone. The store answers a wrong current
 * password with 422 at `old_password`; should one answer 401 for it instead, the customer
 * must not be logged out for a typing mistake, so the token is asked about once more.
 */
async function loginIsGone(ctx: RequestContext): Promise<boolean> {
  try {
    await getUser({ ctx });
    return false;
  } catch (error) {
    return isLoginRefused(error);
  }
}

async function refusal(request: Request, ctx: RequestContext, error: BffError) {
  if (isLoginRefused(error)) {
    if (await loginIsGone(ctx)) throw await loginExpired(request, ctx.locale);
    return { status: 422, ...WRONG_OLD_PASSWORD };
  }
  return storeRefusal(error, PASSWORD_REFUSAL);
}

/**
 * The change of password: the form checked, PATCH user/password (the store checks the
 * current password), then back here with "Heslo bylo změněno.". The store keeps the
 * customer's tokens on a change (only a reset ends every login), so the customer stays
 * logged in. A wrong current password is a message at its field, never a logout.
 */
export async function accountPasswordAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: PASSWORD_FORM_MAX_BYTES });
  const ctx = await requireCustomer(request, context);
  const submission = parseWithZod(formData, { schema: AccountPasswordSchema });
  if (submission.status !== "success") {
    return data<PasswordActionData>({ result: submission.reply(HIDDEN) }, { status: 400 });
  }
  const { oldPassword, password, passwordConfirmation } = submission.value;
  try {
    await changePassword({
      ctx,
      input: {
        old_password: oldPassword,
        password,
        password_confirmation: passwordConfirmation ?? "",
      },
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...messages } = await refusal(request, ctx, error);
    return data<PasswordActionData>(
      { result: submission.reply({ ...messages, ...HIDDEN }) },
      { status },
    );
  }
  return redirectWithNotice(request, href("accountPassword", ctx.locale), {
    type: "success",
    message: "accountPassword.changed",
  });
}
