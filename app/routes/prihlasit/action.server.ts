import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import {
  authRedirect,
  tokenUser,
  type TokenUser,
  loginCookies,
  revokeToken,
} from "#app/account/auth.server.ts";
import { mergeOnSignIn } from "#app/account/cart-merge.server.ts";
import {
  clientAddress,
  loginRetryAfterSeconds,
  recordLoginFailure,
  recordLoginSuccess,
} from "#app/account/login-rate-limit.server.ts";
import { storeRefusal, type RefusalMessages } from "#app/forms/store-refusal.server.ts";
import { LoginSchema } from "#app/schemas/auth.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { completeWishAfterLogin, wishAfterLogin } from "#app/wish-list/wish-actions.server.ts";
import { WISH_AFTER_LOGIN_PARAM } from "#app/wish-list/wish-form.ts";
import { isBffError, login, type BffError, type RequestContext } from "#bff/index.server.ts";

export type LoginActionData = {
  result: SubmissionResult<Array<string>>;
  /** The account belongs to a restricted group: refused, and logged out again. */
  restricted: boolean;
  /** Minutes to wait after too many failed attempts. */
  retryAfterMinutes: number | null;
};

/** The password never comes back to the page. */
const HIDE_PASSWORD = { hideFields: ["password"] };

/**
 * The spec's generic handler for a refused login: the store's own title when it sent one
 * (by its field when it names one of ours), otherwise "Něco se porouchalo".
 */
const LOGIN_REFUSAL = {
  fields: { email: "email", password: "password" },
  fallback: "auth.login.failed",
};

/** Wrong credentials, as the store tells them: these count towards the rate limit. */
function isRefusedCredential(error: BffError): boolean {
  return error.kind === "unauthorized" || error.kind === "validation";
}

function homeOrTarget(target: unknown, locale: RequestContext["locale"]): string {
  return safeRedirect(typeof target === "string" ? target : null, href("home", locale));
}

/**
 * The login form's action: e-mail and password, limited per account and per address. On
 * success the token goes into its cookie, the user's variant and groups into theirs, the
 * guest cart into the customer's, a new session id into the session, and the shopper to
 * the safe target or home, with a wish made as a guest on the wish list. A user of a
 * restricted group is logged out again at once.
 */
export async function loginAction(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginSchema });
  const answer = (
    status: number,
    refused: RefusalMessages = {},
    extra: Partial<Omit<LoginActionData, "result">> = {},
    headers?: HeadersInit,
  ) =>
    data<LoginActionData>(
      {
        result: submission.reply({ ...refused, ...HIDE_PASSWORD }),
        restricted: false,
        retryAfterMinutes: null,
        ...extra,
      },
      { status, headers },
    );

  if (submission.status !== "success") return answer(400);
  const { email, password } = submission.value;
  const attempt = { email, ip: clientAddress(context) };
  const waitSeconds = await loginRetryAfterSeconds(attempt);
  if (waitSeconds > 0) {
    return answer(
      429,
      { formErrors: ["auth.login.rateLimited"] },
      { retryAfterMinutes: Math.ceil(waitSeconds / 60) },
      { "Retry-After": String(waitSeconds) },
    );
  }

  const ctx = await requestContext(request, context);
  let token: string;
  try {
    token = await login({ ctx: { ...ctx, authToken: null }, email, password });
  } catch (error) {
    if (!isBffError(error)) throw error;
    if (isRefusedCredential(error)) await recordLoginFailure(attempt);
    const { status, ...refused } = storeRefusal(error, LOGIN_REFUSAL);
    return answer(status, refused);
  }
  await recordLoginSuccess(attempt);

  const customer: RequestContext = { ...ctx, authToken: token, cartToken: null };
  let signedIn: TokenUser;
  try {
    signedIn = await tokenUser(customer);
  } catch (error) {
    if (!isBffError(error)) throw error;
    // Without the user or the restricted groups the login cannot be checked: refused.
    await revokeToken(customer);
    return answer(503, { formErrors: ["auth.login.failed"] });
  }
  const { user } = signedIn;
  if (signedIn.restricted) {
    await revokeToken(customer);
    return answer(403, {}, { restricted: true });
  }
  // An earlier login in this browser ends with the new one.
  if (ctx.authToken) await revokeToken(ctx);

  const url = new URL(request.url);
  const wish = wishAfterLogin(
    formData.get(WISH_AFTER_LOGIN_PARAM) ?? url.searchParams.get(WISH_AFTER_LOGIN_PARAM),
  );
  const [merged, wished] = await Promise.all([
    mergeOnSignIn({ guest: ctx, customer, user }),
    completeWishAfterLogin(customer, wish),
  ]);
  const notifications: Array<Omit<Notification, "id">> = [
    { type: "success", message: "auth.login.success", values: { name: user.firstName } },
    ...(merged ? [merged] : []),
    ...(wished ? [wished] : []),
  ];
  const target = submission.value.redirectTo ?? url.searchParams.get("redirectTo");
  return authRedirect(request, {
    to: homeOrTarget(target, ctx.locale),
    cookies: await loginCookies(token, user),
    notifications,
  });
}
