import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { LoginAsUserForm } from "../components/auth/login-as-user-form.tsx";
import { LoginForm } from "../components/auth/login-form.tsx";
import { LogoutForm } from "../components/auth/logout-form.tsx";
import { RestrictedNotice } from "../components/auth/restricted-notice.tsx";
import {
  LOGIN_AS_USER_INTENT,
  loginAsUserAction,
  loginAsUserOffer,
} from "../login-as-user.server.ts";
import { loginAction } from "../login.server.ts";
import type { TitleHandle } from "../page-title.ts";
import { unlistedPageMeta } from "../seo/meta-tags.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "../utils/request-body.server.ts";
import { useRootData } from "../utils/root-data.ts";
import { passHeaders } from "../utils/route-headers.ts";
import { safeRedirect } from "../utils/safe-redirect.ts";

export const meta = unlistedPageMeta;

export const headers = passHeaders("Retry-After", "Cache-Control");

export const handle: TitleHandle = { titleKey: "auth.login.title" };

/**
 * The login page; with `?token=` (the back office's login as user) it asks whether to log
 * in as that customer, and only the confirming POST does. A `redirectTo` that is not a
 * path on this site is dropped here already.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const offer = await loginAsUserOffer(request, context);
  if (offer instanceof Response) throw offer;
  // The link's token is in this page's URL: no cache may keep it.
  return data(
    { redirectTo: redirectTo || null, loginAsUser: offer },
    offer ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  if (formData.get("intent") === LOGIN_AS_USER_INTENT) {
    return loginAsUserAction(request, context, formData);
  }
  return loginAction(request, context, formData);
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, loginAsUser } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useRootData()?.user ?? null;

  return (
    <div className="container login-page">
      <h1>{t("auth.login.title")}</h1>
      {actionData?.restricted ? <RestrictedNotice answer={actionData} /> : null}
      {loginAsUser ? (
        <LoginAsUserForm offer={loginAsUser} redirectTo={redirectTo} current={user} />
      ) : user ? (
        <div className="login-current">
          <p>{t("auth.login.current", { name: user.firstName, email: user.email })}</p>
          <LogoutForm />
        </div>
      ) : (
        <LoginForm
          lastResult={actionData?.result}
          redirectTo={redirectTo}
          retryAfterMinutes={actionData?.retryAfterMinutes ?? null}
        />
      )}
    </div>
  );
}
