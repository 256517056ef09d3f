import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loginAction } from "#app/routes/prihlasit/action.server.ts";
import { LoginAsUserForm } from "#app/routes/prihlasit/login-as-user-form.tsx";
import {
  LOGIN_AS_USER_INTENT,
  loginAsUserAction,
  loginAsUserOffer,
} from "#app/routes/prihlasit/login-as-user.server.ts";
import { LoginForm } from "#app/routes/prihlasit/login-form.tsx";
import { LogoutForm } from "#app/routes/prihlasit/logout-form.tsx";
import { RestrictedNotice } from "#app/routes/prihlasit/restricted-notice.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { wishAfterLogin } from "#app/wish-list/wish-actions.server.ts";
import { WISH_AFTER_LOGIN_PARAM } from "#app/wish-list/wish-form.ts";

export const meta = unlistedPageMeta;

export const headers = passHeaders("Retry-After", "Cache-Control");

export const handle: TitleHandle = { titleKey: "auth.login.title" };

/**
 * The login page; with `?token=` (the back office's login as user) it asks whether to log
 * in as that customer, and only the confirming POST does. A `redirectTo` that is not a
 * path on this site is dropped here already. A guest's wish (`?oblibene=`) rides along and
 * is completed by the login.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const offer = await loginAsUserOffer(request, context);
  if (offer instanceof Response) throw offer;
  // The link's token is in this page's URL: no cache may keep it.
  return data(
    {
      redirectTo: redirectTo || null,
      loginAsUser: offer,
      wishVariantId: wishAfterLogin(url.searchParams.get(WISH_AFTER_LOGIN_PARAM)),
    },
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
  const { redirectTo, loginAsUser, wishVariantId } = useLoaderData<typeof loader>();
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
          wishVariantId={wishVariantId}
          retryAfterMinutes={actionData?.retryAfterMinutes ?? null}
        />
      )}
    </div>
  );
}
