import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import {
  DetailsSelectField,
  DetailsTextField,
} from "#app/routes/kosik_.dodaci-udaje/details-field.tsx";
import { DETAILS_COUNTRIES } from "#app/schemas/checkout-details.ts";

type Meta = FieldMetadata<string | undefined>;

/** Street, house number, city, postcode and country: the delivery or the billing address. */
export function DetailsAddress({
  street,
  houseNumber,
  city,
  postcode,
  country,
  autoCompleteSection,
}: {
  street: Meta;
  houseNumber: Meta;
  city: Meta;
  postcode: Meta;
  country: Meta;
  /** The browser's autofill section: "shipping" or "billing". */
  autoCompleteSection: "shipping" | "billing";
}) {
  const { t } = useTranslation();
  return (
    <div className="details-address">
      <DetailsTextField
        meta={street}
        label={t("checkout.info.address.street")}
        autoComplete={`${autoCompleteSection} address-line1`}
      />
      <DetailsTextField
        meta={houseNumber}
        label={t("checkout.info.address.houseNumber")}
        autoComplete={`${autoCompleteSection} address-line2`}
      />
      <DetailsTextField
        meta={city}
        label={t("checkout.info.address.city")}
        autoComplete={`${autoCompleteSection} address-level2`}
      />
      <DetailsTextField
        meta={postcode}
        label={t("checkout.info.address.postcode")}
        autoComplete={`${autoCompleteSection} postal-code`}
      />
      <DetailsSelectField
        meta={country}
        label={t("checkout.info.address.country")}
        options={DETAILS_COUNTRIES.map((code) => ({
          value: code,
          label: t(`checkout.info.countries.${code}`),
        }))}
        autoComplete={`${autoCompleteSection} country`}
      />
    </div>
  );
}
