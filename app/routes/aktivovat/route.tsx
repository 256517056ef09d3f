import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { activationAction, mailedLink } from "#app/account/activation.server.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "auth.activate.title" };

/**
 * The page the account and newsletter mails link to (`?token=…&email=…`). It only shows a
 * button: the token is used once, and mail scanners that open links would otherwise spend
 * it before the shopper clicks (decision 012).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return mailedLink(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return activationAction(request, context);
}

export default function Activate() {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  const { token, email } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>()?.outcome ?? null;

  return (
    <div className="container auth-page">
      <h1>{t("auth.activate.title")}</h1>
      {outcome === "invalid" || !token ? (
        <section className="auth-problem" role="alert" aria-labelledby="activate-invalid">
          <h2 id="activate-invalid">{t("auth.activate.invalidTitle")}</h2>
          <p>{t(token ? "auth.activate.invalidText" : "auth.activate.missingToken")}</p>
          <p className="auth-links">
            <Link to={to("login")}>{t("auth.activate.loginLink")}</Link>
            {" · "}
            <Link to={to("home")}>{t("auth.activate.homeLink")}</Link>
          </p>
        </section>
      ) : (
        <Form method="post" className="auth-form">
          <p>{email ? t("auth.activate.textWithEmail", { email }) : t("auth.activate.text")}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? t("auth.activate.submitting") : t("auth.activate.submit")}
          </button>
          {outcome === "failed" ? (
            <p role="alert" className="field-errors">
              {t("auth.activate.failed")}
            </p>
          ) : null}
        </Form>
      )}
    </div>
  );
}
