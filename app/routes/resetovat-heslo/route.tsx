import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { mailedLink } from "#app/account/activation.server.ts";
import { resetPasswordAction } from "#app/account/password-reset.server.ts";
import { ResetPasswordForm } from "#app/components/auth/reset-password-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { useHref } from "#app/utils/use-href.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "auth.reset.title" };

/** The reset mail's link: `?token=…&email=…`; the store checks the token on submit. */
export function loader({ request }: LoaderFunctionArgs) {
  return mailedLink(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return resetPasswordAction(request, context);
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const to = useHref();
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="container auth-page">
      <h1>{t("auth.reset.title")}</h1>
      {!token || !email || actionData?.invalidLink ? (
        <section className="auth-problem" role="alert" aria-labelledby="reset-invalid">
          <h2 id="reset-invalid">{t("auth.reset.invalidTitle")}</h2>
          <p>{t("auth.reset.invalidText")}</p>
          <p className="auth-links">
            <Link to={to("forgotPassword")}>{t("auth.reset.newLinkLink")}</Link>
          </p>
        </section>
      ) : (
        <>
          <p>{t("auth.reset.intro", { email })}</p>
          <ResetPasswordForm lastResult={actionData?.result} token={token} email={email} />
        </>
      )}
    </div>
  );
}
