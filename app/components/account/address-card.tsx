import { Link } from "@remix-run/react";

import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHref } from "#app/utils/use-href.ts";
import type { CountryOption } from "#bff/rules/country-options.ts";
import type { UserAddress } from "#bff/store/addresses.ts";
import "./account-forms.css";

/** How an address is named in one line: to tell it apart in links and the delete question. */
export function addressSummary(address: Pick<UserAddress, "name" | "street" | "city">): string {
  return `${address.name}, ${address.street}, ${address.city}`;
}

/** The path of an address's delete question, which also works without JavaScript. */
export function deleteQuestionPath(addressPath: string): string {
  return `${addressPath}?${new URLSearchParams({ smazat: "1" })}`;
}

/** One saved address, with links to edit it and to delete it. */
export function AddressCard({
  address,
  countries,
}: {
  address: UserAddress;
  countries: ReadonlyArray<CountryOption>;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const country =
    countries.find((option) => option.code === address.countryCode)?.name ?? address.countryCode;
  const path = to("accountAddress", { id: address.id });
  const which = (
    <span className="visually-hidden">
      {" "}
      {t("accountAddresses.ofAddress", { address: addressSummary(address) })}
    </span>
  );
  return (
    <div className="address-card">
      <address>
        <strong>{address.name}</strong>
        {address.companyName ? (
          <>
            <br />
            {address.companyName}
          </>
        ) : null}
        <br />
        {address.street}
        <br />
        {address.postcode} {address.city}
        <br />
        {address.region ? `${address.region}, ${country}` : country}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      <p className="account-actions">
        <Link to={path} className="button">
          {t("accountAddresses.edit")}
          {which}
        </Link>
        <Link to={deleteQuestionPath(path)} className="button button-link">
          {t("accountAddresses.delete")}
          {which}
        </Link>
      </p>
    </div>
  );
}
