import { Field } from "#app/forms/field.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { SelectField } from "#app/forms/select-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CountryOption } from "#bff/rules/country-options.ts";

/** Street, house number, city, postcode and country: the delivery or the billing address. */
export function DetailsAddress({
  street,
  houseNumber,
  city,
  postcode,
  country,
  countries,
  autoCompleteSection,
}: {
  street: FormField;
  houseNumber: FormField;
  city: FormField;
  postcode: FormField;
  country: FormField;
  countries: ReadonlyArray<CountryOption>;
  /** The browser's autofill section: "shipping" or "billing". */
  autoCompleteSection: "shipping" | "billing";
}) {
  const { t } = useTranslation();
  return (
    <div className="details-address">
      <Field
        field={street}
        label={t("checkout.details.address.street")}
        autoComplete={`${autoCompleteSection} address-line1`}
      />
      <Field
        field={houseNumber}
        label={t("checkout.details.address.houseNumber")}
        autoComplete={`${autoCompleteSection} address-line2`}
      />
      <Field
        field={city}
        label={t("checkout.details.address.city")}
        autoComplete={`${autoCompleteSection} address-level2`}
      />
      <Field
        field={postcode}
        label={t("checkout.details.address.postcode")}
        autoComplete={`${autoCompleteSection} postal-code`}
      />
      <SelectField
        field={country}
        label={t("checkout.details.address.country")}
        options={countries.map((option) => ({ value: option.code, label: option.name }))}
        autoComplete={`${autoCompleteSection} country`}
      />
    </div>
  );
}
