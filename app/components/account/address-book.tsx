import { Link } from "@remix-run/react";

import { AddressCard } from "#app/components/account/address-card.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ADDRESS_TYPES } from "#app/schemas/account-address-fields.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { CountryOption } from "#bff/rules/country-options.ts";
import type { UserAddress } from "#bff/store/addresses.ts";
import "./account-forms.css";

/** The saved addresses grouped by type, each group with its own way to add one. */
export function AddressBook({
  addresses,
  countries,
}: {
  addresses: ReadonlyArray<UserAddress>;
  countries: ReadonlyArray<CountryOption>;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const newAddress = to("accountAddressNew");
  return (
    <>
      <p className="account-actions">
        <Link to={newAddress} className="button button-primary">
          {t("accountAddresses.add")}
        </Link>
      </p>
      {ADDRESS_TYPES.map((type) => {
        const ofType = addresses.filter((address) => address.type === type);
        return (
          <section key={type} className="address-group" aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>{t(`accountAddresses.groups.${type}`)}</h2>
            {ofType.length > 0 ? (
              <ul className="address-cards">
                {ofType.map((address) => (
                  <li key={address.id}>
                    <AddressCard address={address} countries={countries} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t(`accountAddresses.empty.${type}`)}</p>
            )}
            <p className="account-actions">
              <Link to={`${newAddress}?${new URLSearchParams({ typ: type })}`}>
                {t(`accountAddresses.addOfType.${type}`)}
              </Link>
            </p>
          </section>
        );
      })}
    </>
  );
}
