import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { ProfilePasswordForm } from "#app/components/account/profile-password-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { accountPasswordAction } from "#app/routes/uzivatel_.zmena-hesla/action.server.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountPassword.title" };

/** The form needs nothing of the store but the menu (and a login). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountPage(request, context, async () => ({}));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return accountPasswordAction(request, context);
}

export default function AccountPassword() {
  const { t } = useTranslation();
  const { menu } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountLayout menu={menu} current="password" title={t("accountPassword.title")}>
      <ProfilePasswordForm result={actionData?.result} />
    </AccountLayout>
  );
}
