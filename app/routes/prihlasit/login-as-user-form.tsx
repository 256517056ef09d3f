import { Form, Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";

type Person = { name: string; email: string };

/**
 * The back office's login-as-user link, asked before it acts: who the shopper would act
 * as, and one button that POSTs the link's token. Opening the link alone logs nobody in.
 */
export function LoginAsUserForm({
  offer,
  redirectTo,
  current,
}: {
  offer: Person & { token: string };
  redirectTo: string | null;
  current: { firstName: string; email: string } | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <Form method="post" action={to("login")} className="login-as-user">
      <h2>{t("auth.loginAsUser.question", { name: offer.name, email: offer.email })}</h2>
      <p>{t("auth.loginAsUser.explanation")}</p>
      {current ? (
        <p>
          {t("auth.loginAsUser.endsCurrent", { name: current.firstName, email: current.email })}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="loginAsUser" />
      <input type="hidden" name="token" value={offer.token} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="login-as-user-actions">
        <button type="submit" className="button">
          {t("auth.loginAsUser.confirm")}
        </button>
        <Link to={to("home")}>{t("auth.loginAsUser.cancel")}</Link>
      </div>
    </Form>
  );
}
