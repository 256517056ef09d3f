import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { SENT_PARAM, forgotPasswordAction } from "#app/account/password-reset.server.ts";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { passHeaders } from "#app/utils/route-headers.ts";
import { useHref } from "#app/utils/use-href.ts";

export const meta = unlistedPageMeta;

export const headers = passHeaders("Retry-After");

export const handle: TitleHandle = { titleKey: "auth.forgot.title" };

/** After a request the page shows the "check your mail" note instead of the form. */
export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.has(SENT_PARAM) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const to = useHref();
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="container auth-page">
      <h1>{t("auth.forgot.title")}</h1>
      {sent ? (
        <section className="auth-note" role="status" aria-labelledby="forgot-sent">
          <h2 id="forgot-sent">{t("auth.forgot.sentTitle")}</h2>
          <p>{t("auth.forgot.sentText")}</p>
          <p className="auth-links">
            <Link to={to("login")}>{t("auth.forgot.loginLink")}</Link>
            {" · "}
            <Link to={to("forgotPassword")}>{t("auth.forgot.againLink")}</Link>
          </p>
        </section>
      ) : (
        <>
          <p>{t("auth.forgot.intro")}</p>
          <ForgotPasswordForm
            lastResult={actionData?.result}
            retryAfterMinutes={actionData?.retryAfterMinutes ?? null}
          />
          <p className="auth-links">
            <Link to={to("login")}>{t("auth.forgot.loginLink")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
