import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { LoginForm } from "../components/auth/login-form.tsx";
import { LogoutForm } from "../components/auth/logout-form.tsx";
import { loginAction, loginAsUser } from "../login.server.ts";
import { useRootData } from "../utils/root-data.ts";
import { safeRedirect } from "../utils/safe-redirect.ts";

export const meta: MetaFunction = () => [
  { title: "Přihlášení | Amoris" },
  { name: "robots", content: "noindex" },
];

/**
 * The login page; `?token=` is the back office's login as user, which answers with a
 * redirect. A `redirectTo` that is not a path on this site is dropped here already.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("token")) {
    throw await loginAsUser(request, context, url.searchParams.get("token"));
  }
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
      {actionData?.restricted ? (
        <section className="login-restricted" role="alert" aria-labelledby="login-restricted">
          <h2 id="login-restricted">{t("auth.restricted.title")}</h2>
          <p>{t("auth.restricted.text")}</p>
        </section>
      ) : null}
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
