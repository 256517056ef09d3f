import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import {
  authRedirect,
  loginCookies,
  revokeToken,
  tokenUser,
  type TokenUser,
} from "#app/account/auth.server.ts";
import { mergeOnSignIn } from "#app/account/cart-merge.server.ts";
import { clientAddress } from "#app/account/login-rate-limit.server.ts";
import { isHoneypotFilled } from "#app/forms/honeypot.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { RegisterSchema } from "#app/schemas/auth.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { PASSWORD_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import {
  attemptLimit,
  isBffError,
  log,
  register,
  signUpForNewsletter,
  type AttemptLimit,
  type RequestContext,
  type User,
} from "#bff/index.server.ts";

type Flash = Omit<Notification, "id">;

/**
 * Refused registrations (an e-mail with an account among them) per client address in 15
 * minutes (decision 058): the store's "already registered" stays, as a shopper who forgot
 * their account needs it, but a list of addresses cannot be checked against it.
 */
export const REGISTRATION_REFUSALS = { max: 10, windowMs: 15 * 60 * 1000 } as const;

let registrationLimit: AttemptLimit | undefined;

function refusedRegistrations(): AttemptLimit {
  registrationLimit ??= attemptLimit({ name: "register:address", ...REGISTRATION_REFUSALS });
  return registrationLimit;
}

/** Passwords never come back to the page. */
export const HIDE_PASSWORDS = { hideFields: ["password", "passwordConfirmation"] };

/** The store's field names as the registration form names them. */
const REGISTER_STORE_FIELDS = {
  email: "email",
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
  password: "password",
  password_confirmation: "passwordConfirmation",
};

/**
 * The page's absolute URL on this site, in the shopper's language, for mailed links: at the
 * configured origin of the request's host, never at a host the client made up.
 */
export function siteUrl(request: Request, path: string): string {
  return new URL(path, publicOrigin(request)).href;
}

/**
 * Logs the shopper in with a token the store has just issued (after registration, or a
 * login after a password reset), as the login form does: the user and the restricted
 * groups checked, an earlier login revoked, the guest cart merged, the token, variant and
 * groups cookies set, a new session id, and a 303 to `to` with `notifications` first.
 * When the user cannot be loaded or may not log in here, the shopper lands on the login
 * page instead, still told what happened.
 */
export async function signInWithToken(
  request: Request,
  {
    ctx,
    token,
    to,
    notifications,
    ifNotLoggedIn,
  }: {
    ctx: RequestContext;
    token: string;
    to: string;
    notifications: (user: User) => Array<Flash>;
    /** What to say on the login page when the login could not be completed. */
    ifNotLoggedIn: Array<Flash>;
  },
): Promise<Response> {
  const customer: RequestContext = {
    ...ctx,
    authToken: token,
    cartToken: null,
    userVariant: null,
    userGroups: [],
  };
  const toLogin = (extra: Array<Flash>) =>
    authRedirect(request, {
      to: href("login", ctx.locale),
      cookies: [],
      notifications: [...ifNotLoggedIn, ...extra],
    });

  let signedIn: TokenUser;
  try {
    signedIn = await tokenUser(customer);
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("user after sign-in unavailable", { requestId: ctx.requestId, error: String(error) });
    await revokeToken(customer);
    return toLogin([]);
  }
  const { user } = signedIn;
  if (signedIn.restricted) {
    await revokeToken(customer);
    return toLogin([{ type: "danger", message: "auth.restricted.text" }]);
  }
  if (ctx.authToken && ctx.authToken !== token) await revokeToken(ctx);

  const merged = await mergeOnSignIn({ guest: ctx, customer, user });
  const flashes = [...notifications(user), ...(merged ? [merged] : [])];
  return authRedirect(request, {
    to,
    cookies: await loginCookies(token, user),
    notifications: flashes,
  });
}

export type RegisterActionData = { result: SubmissionResult<Array<string>> };

/**
 * The newsletter box of the registration: the store's double opt-in, whose confirmation
 * link leads to the activation page. Registration succeeded already, so a refusal here is
 * only a warning.
 */
async function newsletterAfterRegistration(
  request: Request,
  ctx: RequestContext,
  email: string,
): Promise<Array<Flash>> {
  try {
    await signUpForNewsletter({
      ctx,
      email,
      source: "registration",
      callbackUrl: siteUrl(request, href("activate", ctx.locale)),
    });
    return [];
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("newsletter at registration failed", {
      requestId: ctx.requestId,
      error: String(error),
    });
    return [{ type: "warning", message: "auth.register.newsletterFailed" }];
  }
}

/**
 * Registration: the form checked, the account created at the store with the activation
 * page as the mail's link, the newsletter signed up when ticked, and the new customer
 * logged in with the token the store answers (the spec's "registered" event: a logged
 * line and the welcome notification). A shopper who is logged in already is sent back to
 * the page, which tells them so.
 */
export async function registerAction(request: Request, context: AppLoadContext) {
  const ctx = await requestContext(request, context);
  if (ctx.authToken) return redirect(href("register", ctx.locale), { status: 303 });

  const formData = await readForm(request, context, { maxBytes: PASSWORD_FORM_MAX_BYTES });
  if (isHoneypotFilled(formData)) {
    // What a registration that could not log in answers: the login page and the mailed link.
    const email = formData.get("email");
    return redirectWithNotice(request, href("login", ctx.locale), {
      type: "success",
      message: "auth.register.successLogin",
      values: { email: typeof email === "string" ? email : "" },
    });
  }
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return data<RegisterActionData>({ result: submission.reply(HIDE_PASSWORDS) }, { status: 400 });
  }
  const ip = clientAddress(context);
  const waitMs = ip ? await refusedRegistrations().retryAfterMs(ip) : 0;
  if (waitMs > 0) {
    return data<RegisterActionData>(
      {
        result: submission.reply({
          formErrors: ["auth.register.rateLimited"],
          ...HIDE_PASSWORDS,
        }),
      },
      { status: 429, headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) } },
    );
  }
  const { firstName, lastName, email, phone, password, passwordConfirmation, newsletter } =
    submission.value;

  let registered: Awaited<ReturnType<typeof register>>;
  try {
    registered = await register({
      ctx,
      input: {
        email,
        password,
        password_confirmation: passwordConfirmation ?? "",
        firstName,
        lastName,
        phone: phone ?? null,
        newsletter,
        callbackUrl: siteUrl(request, href("activate", ctx.locale)),
      },
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, {
      fields: REGISTER_STORE_FIELDS,
      fallback: "auth.register.failed",
    });
    if (ip && status < 500) await refusedRegistrations().record(ip);
    return data<RegisterActionData>(
      { result: submission.reply({ ...refused, ...HIDE_PASSWORDS }) },
      { status },
    );
  }
  log.info("registered", { requestId: ctx.requestId, userId: registered.user.id });

  const newsletterFlashes = newsletter
    ? await newsletterAfterRegistration(request, ctx, email)
    : [];
  const target = submission.value.redirectTo ?? new URL(request.url).searchParams.get("redirectTo");
  const welcome: Flash = {
    type: "success",
    message: "auth.register.success",
    values: { name: registered.user.firstName, email: registered.user.email },
  };
  return signInWithToken(request, {
    ctx,
    token: registered.access_token,
    to: safeRedirect(target, href("home", ctx.locale)),
    notifications: () => [welcome, ...newsletterFlashes],
    ifNotLoggedIn: [
      { type: "success", message: "auth.register.successLogin", values: { email } },
      ...newsletterFlashes,
    ],
  });
}
