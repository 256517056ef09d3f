import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { AddressBook } from "#app/components/account/address-book.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { addressBookPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

export const handle: TitleHandle = { titleKey: "accountAddresses.title" };

/** The customer's addresses; a 404 while the store keeps no address books. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return accountPage(request, context, (ctx) => addressBookPage({ ctx }));
}

export default function AccountAddresses() {
  const { t } = useTranslation();
  const { addresses, countries, menu } = useLoaderData<typeof loader>();
  return (
    <AccountLayout menu={menu} current="addresses" title={t("accountAddresses.title")}>
      <AddressBook addresses={addresses} countries={countries} />
    </AccountLayout>
  );
}
