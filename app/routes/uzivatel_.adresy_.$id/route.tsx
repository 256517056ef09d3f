import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { addressId, savedAddressAction } from "#app/account/address-actions.server.ts";
import { accountPage } from "#app/account/customer.server.ts";
import { AccountLayout } from "#app/components/account/account-layout.tsx";
import { AddressDeleteForm } from "#app/components/account/address-delete-form.tsx";
import { AddressForm } from "#app/components/account/address-form.tsx";
import { DeferredErrorContent } from "#app/components/layout/rare-parts.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { addressFormValues } from "#app/schemas/account-address-fields.ts";
import { unlistedPageMeta } from "#app/seo/meta-tags.ts";
import type { TitleHandle } from "#app/seo/page-title.ts";
import { useHref } from "#app/utils/use-href.ts";
import { addressPage } from "#bff/index.server.ts";

export const meta = unlistedPageMeta;

/** The page asks before deleting: `?smazat=1` (the list's "Smazat" link). */
function isDeleteQuestion(data: unknown): boolean {
  return (
    typeof data === "object" &&
    data !== null &&
    "confirmDelete" in data &&
    data.confirmDelete === true
  );
}

export const handle: TitleHandle = {
  titleKey: (data) =>
    isDeleteQuestion(data) ? "accountAddresses.deleteTitle" : "accountAddresses.editTitle",
};

/** One of the customer's addresses; any other id, another customer's included, is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await accountPage(request, context, (ctx) =>
    addressPage({ ctx, id: addressId(params["id"]) }),
  );
  const confirmDelete = new URL(request.url).searchParams.get("smazat") === "1";
  return { ...page, confirmDelete };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return savedAddressAction(request, context, params["id"]);
}

export default function EditAddress() {
  const { t } = useTranslation();
  const { address, countries, menu, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (actionData && "deleteErrors" in actionData) {
    return (
      <AccountLayout menu={menu} current="addresses" title={t("accountAddresses.deleteTitle")}>
        <AddressDeleteForm address={address} errors={actionData.deleteErrors} />
      </AccountLayout>
    );
  }
  if (confirmDelete) {
    return (
      <AccountLayout menu={menu} current="addresses" title={t("accountAddresses.deleteTitle")}>
        <AddressDeleteForm address={address} />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout menu={menu} current="addresses" title={t("accountAddresses.editTitle")}>
      <AddressForm
        countries={countries}
        defaultValue={addressFormValues(address)}
        result={actionData?.result}
      />
    </AccountLayout>
  );
}

/**
 * The store down while saving or deleting: the form comes back as it was sent with the
 * message, or the delete's message with the way back to the list.
 */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const to = useHref();
  const actionData = useActionData<typeof action>();
  if (!actionData?.storeDown) return <DeferredErrorContent />;
  if ("deleteErrors" in actionData) {
    return (
      <AccountLayout
        menu={actionData.storeDown.menu}
        current="addresses"
        title={t("accountAddresses.deleteTitle")}
      >
        <div role="alert" className="account-alert">
          <ErrorList errors={actionData.deleteErrors} />
        </div>
        <p className="account-actions">
          <Link to={to("accountAddresses")} className="button">
            {t("accountAddresses.backToList")}
          </Link>
        </p>
      </AccountLayout>
    );
  }
  const { storeDown, result } = actionData;
  return (
    <AccountLayout
      menu={storeDown.menu}
      current="addresses"
      title={t("accountAddresses.editTitle")}
    >
      <AddressForm countries={storeDown.countries} defaultValue={{}} result={result} />
    </AccountLayout>
  );
}
