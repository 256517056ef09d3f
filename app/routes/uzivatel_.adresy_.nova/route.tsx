import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { newAddressAction, newAddressType } from "#app/account/address-actions.server.ts";
import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { AddressForm } from "#app/components/account/address-form.tsx";
import { DeferredErrorContent } from "#app/components/layout/rare-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { newAddressPage } from "#bff/index.server.ts";
import { DEFAULT_COUNTRY } from "#bff/rules/country-options.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountAddresses.newTitle" };

/** A new address; `?typ=billing` starts it as a billing address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await accountPage(request, context, (ctx) => newAddressPage({ ctx }));
  return { ...page, type: newAddressType(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newAddressAction(request, context);
}

export default function NewAddress() {
  const { t } = useTranslation();
  const { countries, menu, type } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountLayout menu={menu} current="addresses" title={t("accountAddresses.newTitle")}>
      <AddressForm
        countries={countries}
        defaultValue={{ type, countryCode: DEFAULT_COUNTRY }}
        result={actionData?.result}
      />
    </AccountLayout>
  );
}

/** The store down while saving: the form comes back as it was sent, with the message. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const storeDown = actionData?.storeDown;
  if (!storeDown) return <DeferredErrorContent />;
  return (
    <AccountLayout menu={storeDown.menu} current="addresses" title={t("accountAddresses.newTitle")}>
      <AddressForm countries={storeDown.countries} defaultValue={{}} result={actionData.result} />
    </AccountLayout>
  );
}
