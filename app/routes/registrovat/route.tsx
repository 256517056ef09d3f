import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { registerAction } from "#app/account/registration.server.ts";
import { RegisterForm } from "#app/components/auth/register-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { useHref } from "#app/utils/use-href.ts";

export const meta = unlistedPageMeta;

// Too many refused registrations from one address say when to try again.
export const headers = passHeaders("Retry-After");

export const handle: TitleHandle = { titleKey: "auth.register.title" };

/** A `redirectTo` that is not a path on this site is dropped here already. */
export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  return { redirectTo: redirectTo || null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function Register() {
  const { t } = useTranslation();
  const to = useHref();
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const user = useRootData()?.user ?? null;
  const login = redirectTo ? `${to("login")}?${new URLSearchParams({ redirectTo })}` : to("login");

  return (
    <div className="container auth-page">
      <h1>{t("auth.register.title")}</h1>
      {user ? (
        <div className="auth-note">
          <p>{t("auth.register.loggedIn", { name: user.firstName, email: user.email })}</p>
          <Link to={to("home")}>{t("auth.register.continueShopping")}</Link>
        </div>
      ) : (
        <>
          <RegisterForm lastResult={actionData?.result} redirectTo={redirectTo} />
          <p className="auth-links">
            {t("auth.register.haveAccount")} <Link to={login}>{t("auth.register.loginLink")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
