import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { controlProps, initialText, type FormField } from "#app/forms/form-field.ts";
import { SelectField } from "#app/forms/select-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ADDRESS_TYPES, type AddressFieldName } from "#app/schemas/account-address-fields.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { ADDRESS_REGIONS, isRegionOf, regionsOf } from "#bff/rules/address-regions.ts";
import { DEFAULT_COUNTRY, type CountryOption } from "#bff/rules/country-options.ts";
import "./account-forms.css";

/** A field as the form knows it: Conform's metadata, whose `value` follows what is typed. */
type LiveField = FormField & { value?: unknown };

function Optional() {
  const { t } = useTranslation();
  return <span className="account-optional"> {t("accountAddresses.optional")}</span>;
}

/** The country chosen now: what the shopper picked, else what the form started with. */
function chosenCountry(field: LiveField): string {
  if (typeof field.value === "string" && field.value !== "") return field.value;
  return initialText(field) || DEFAULT_COUNTRY;
}

/**
 * The region, offered for the chosen country. Without JavaScript the country can change
 * after the page is rendered, so every country's regions are there, grouped by country,
 * and the server checks the pair; with it only the chosen country's regions show, and no
 * field at all for a country without regions (nothing is sent then).
 */
function RegionSelect({
  field,
  country,
  countries,
}: {
  field: FormField;
  country: string;
  countries: ReadonlyArray<CountryOption>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const offered = Object.keys(ADDRESS_REGIONS).filter((code) =>
    countries.some((option) => option.code === code),
  );
  const groups = hydrated ? offered.filter((code) => code === country) : offered;
  if (groups.length === 0) return null;
  const initial = initialText(field) ?? "";
  const nameOf = (code: string) => countries.find((option) => option.code === code)?.name ?? code;
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {t("accountAddresses.region")}
        <Optional />
      </label>
      <select
        {...controlProps(field)}
        // A new country starts the choice afresh.
        key={`${field.key ?? ""}-${hydrated ? country : "all"}`}
        defaultValue={!hydrated || isRegionOf(initial, country) ? initial : ""}
        autoComplete="address-level1"
      >
        <option value="">{t("accountAddresses.noRegion")}</option>
        {groups.map((code) => (
          <optgroup key={code} label={nameOf(code)}>
            {regionsOf(code).map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The fields of one address: name, company, street with its number, city, postcode,
 * country, region and phone. Used by the address book's form and ready for any other form
 * that names its fields as `accountAddressSchema` does.
 */
export function AddressFields({
  fields,
  countries,
  autoCompleteSection = "shipping",
}: {
  fields: Record<AddressFieldName, LiveField>;
  countries: ReadonlyArray<CountryOption>;
  /** The browser's autofill section. */
  autoCompleteSection?: "shipping" | "billing";
}) {
  const { t } = useTranslation();
  const section = autoCompleteSection;
  return (
    <>
      <Field
        field={fields.name}
        label={t("accountAddresses.name")}
        autoComplete={`${section} name`}
      />
      <Field
        field={fields.companyName}
        label={
          <>
            {t("accountAddresses.companyName")}
            <Optional />
          </>
        }
        autoComplete={`${section} organization`}
      />
      <Field
        field={fields.street}
        label={t("accountAddresses.street")}
        autoComplete={`${section} street-address`}
      />
      <div className="account-form-row">
        <Field
          field={fields.city}
          label={t("accountAddresses.city")}
          autoComplete={`${section} address-level2`}
        />
        <Field
          field={fields.postcode}
          label={t("accountAddresses.postcode")}
          autoComplete={`${section} postal-code`}
        />
      </div>
      <SelectField
        field={fields.countryCode}
        label={t("accountAddresses.country")}
        options={countries.map((option) => ({ value: option.code, label: option.name }))}
        autoComplete={`${section} country`}
      />
      <RegionSelect
        field={fields.region}
        country={chosenCountry(fields.countryCode)}
        countries={countries}
      />
      <Field
        field={fields.phone}
        type="tel"
        label={
          <>
            {t("accountAddresses.phone")}
            <Optional />
          </>
        }
        hint={t("accountAddresses.phoneHint")}
        autoComplete={`${section} tel`}
      />
    </>
  );
}

/** Delivery or billing: a radio pair, as the kit keeps radio groups in fieldsets of their own. */
export function AddressTypeField({ field }: { field: FormField }) {
  const { t } = useTranslation();
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <fieldset
      className="account-choice"
      aria-describedby={invalid ? field.errorId : undefined}
      key={field.key}
    >
      <legend>{t("accountAddresses.type")}</legend>
      {ADDRESS_TYPES.map((type) => (
        <label key={type}>
          <input
            type="radio"
            name={field.name}
            form={field.formId}
            value={type}
            defaultChecked={field.initialValue === type}
          />
          {t(`accountAddresses.types.${type}`)}
        </label>
      ))}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
