import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { ProfileDetailsForm } from "#app/components/account/profile-details-form.tsx";
import { DeferredErrorContent } from "#app/components/layout/rare-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { accountDetailsAction } from "#app/routes/uzivatel_.osobni-udaje/action.server.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { accountDetailsPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountDetails.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountPage(request, context, async (ctx) => ({
    details: await accountDetailsPage({ ctx }),
  }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return accountDetailsAction(request, context);
}

export default function AccountDetails() {
  const { t } = useTranslation();
  const { details, menu } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountLayout menu={menu} current="details" title={t("accountDetails.title")}>
      <ProfileDetailsForm details={details} result={actionData?.result} />
    </AccountLayout>
  );
}

/**
 * The store could not take the data, nor give the page again: the form comes back as it
 * was sent, with the message, since its loader cannot read the store either.
 */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const storeDown = actionData?.storeDown;
  if (!storeDown) return <DeferredErrorContent />;
  return (
    <AccountLayout menu={storeDown.menu} current="details" title={t("accountDetails.title")}>
      <ProfileDetailsForm details={null} result={actionData.result} />
    </AccountLayout>
  );
}
