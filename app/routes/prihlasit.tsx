import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { LoginForm } from "../components/auth/login-form.tsx";
import { LogoutForm } from "../components/auth/logout-form.tsx";
import { RestrictedNotice } from "../components/auth/restricted-notice.tsx";
import { loginAction } from "../login.server.ts";
import type { TitleHandle } from "../page-title.ts";
import { unlistedPageMeta } from "../seo/meta-tags.ts";
import { useRootData } from "../utils/root-data.ts";
import { safeRedirect } from "../utils/safe-redirect.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "auth.login.title" };

/**
 * The login page (`?token=`, the back office's login as user, is answered by the root
 * loader). A `redirectTo` that is not a path on this site is dropped here already.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return { redirectTo: redirectTo || null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useRootData()?.user ?? null;

  return (
    <div className="container login-page">
      <h1>{t("auth.login.title")}</h1>
      {actionData?.restricted ? <RestrictedNotice answer={actionData} /> : null}
      {user ? (
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
