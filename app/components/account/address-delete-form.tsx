import { Form, Link } from "@remix-run/react";

import { addressSummary } from "#app/components/account/address-card.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { UserAddress } from "#bff/store/addresses.ts";
import "./account-forms.css";

/**
 * The question before an address is deleted: a page of its own with a POST button, not a
 * script dialog, so it works without JavaScript too.
 */
export function AddressDeleteForm({
  address,
  errors,
}: {
  address: Pick<UserAddress, "name" | "street" | "city">;
  /** Why the last try failed (translation keys or the store's words). */
  errors?: ReadonlyArray<string> | undefined;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  return (
    <Form method="post" className="address-delete">
      {errors?.length ? (
        <div role="alert" className="account-alert">
          <ErrorList errors={errors} />
        </div>
      ) : null}
      <p>{t("accountAddresses.confirmDelete", { address: addressSummary(address) })}</p>
      <p className="account-actions">
        <button
          type="submit"
          name="intent"
          value="delete"
          className="button button-primary"
          disabled={pending}
        >
          {pending ? t("accountAddresses.deleting") : t("accountAddresses.deleteButton")}
        </button>
        <Link to={to("accountAddresses")} className="button">
          {t("accountAddresses.back")}
        </Link>
      </p>
    </Form>
  );
}
