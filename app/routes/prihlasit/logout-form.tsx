import { Form } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";

/** Logout as a plain POST (never a link a crawler or prefetch could follow). */
export function LogoutForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const to = useHref();
  return (
    <Form method="post" action={to("logout")} className="logout-form">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className="button">
        {t("auth.logout.submit")}
      </button>
    </Form>
  );
}
