import type { FormMetadata } from "@conform-to/react";

import { CheckboxField } from "#app/forms/checkbox-field.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import type { FormField } from "#app/forms/form-field.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { CheckoutDetailsInput } from "#app/schemas/checkout-details.server.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { checkoutModes } from "#bff/rules/order-payload.ts";
import {
  billingAddressFields,
  deliveryAddressFields,
  isSaved,
  savedAddressLabel,
  typedBillingPlace,
  typedDeliveryPlace,
  type Place,
  type SavedAddress,
} from "#bff/rules/saved-addresses.ts";

/** A field's current text (what the shopper typed so far, or what the page came with). */
type TextField = FormField & { value?: unknown };

function text(field: TextField): string {
  return typeof field.value === "string" ? field.value : "";
}

const CHOICES = {
  delivery: { field: "deliveryAddressId", intent: "deliveryAddress" },
  billing: { field: "billingAddressId", intent: "billingAddress" },
} as const;

/**
 * The customer's saved addresses of one kind, offered above the address fields. With
 * JavaScript picking one fills the fields at once; without it "Použít adresu" sends the
 * form, which comes back filled in with everything else as typed.
 */
export function DetailsSavedAddresses({
  kind,
  addresses,
  form,
  fields,
}: {
  kind: "delivery" | "billing";
  addresses: ReadonlyArray<SavedAddress>;
  form: FormMetadata<CheckoutDetailsInput, Array<string>>;
  fields: Record<"deliveryAddressId" | "billingAddressId" | "fullName" | "phone", TextField>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const choice = CHOICES[kind];
  const field = fields[choice.field];
  if (addresses.length === 0) return null;

  function fill(address: SavedAddress) {
    const values =
      kind === "delivery"
        ? deliveryAddressFields(address, {
            fullName: text(fields.fullName),
            phone: text(fields.phone),
          })
        : billingAddressFields(address);
    for (const [name, value] of Object.entries(values)) form.update({ name, value });
  }

  return (
    <fieldset
      className="details-saved-addresses"
      aria-describedby={field.errors?.length ? field.errorId : undefined}
    >
      <legend>{t(`checkoutAccount.addresses.${kind}`)}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="checkout-option">
          <input
            type="radio"
            name={field.name}
            value={address.id}
            defaultChecked={String(field.initialValue) === String(address.id)}
            onChange={() => fill(address)}
          />
          <span>{savedAddressLabel(address)}</span>
        </label>
      ))}
      {hydrated ? null : (
        <button type="submit" name="intent" value={choice.intent} formNoValidate className="button">
          {t("checkoutAccount.addresses.use")}
        </button>
      )}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * "Uložit adresu do mého účtu", while the order has an address that is not in the book yet:
 * the delivery address, and a billing address of its own. Hidden once each is saved (a
 * saved address picked). Without JavaScript that is decided as the page comes, with every
 * section open; with it, as the shopper types and opens sections.
 */
export function DetailsSaveAddress({
  fields,
  addresses,
  addressRequired,
}: {
  fields: Record<
    | "saveAddress"
    | "street"
    | "houseNumber"
    | "city"
    | "postcode"
    | "country"
    | "differentAddress"
    | "billingStreet"
    | "billingHouseNumber"
    | "billingCity"
    | "billingPostcode"
    | "billingCountry",
    TextField
  >;
  addresses: ReadonlyArray<SavedAddress>;
  addressRequired: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const billingTyped = {
    billingStreet: text(fields.billingStreet),
    billingHouseNumber: text(fields.billingHouseNumber),
    billingCity: text(fields.billingCity),
    billingPostcode: text(fields.billingPostcode),
    billingCountry: text(fields.billingCountry),
  };
  const { differentAddress } = checkoutModes({
    ...billingTyped,
    differentAddress: text(fields.differentAddress) === "on",
  });
  if (hydrated && !addressRequired && !differentAddress) return null;
  const inBook = (place: Place | null, type: SavedAddress["type"]) =>
    place !== null &&
    isSaved(
      place,
      addresses.filter((address) => address.type === type),
    );
  const deliverySaved =
    !addressRequired ||
    inBook(
      typedDeliveryPlace({
        street: text(fields.street),
        houseNumber: text(fields.houseNumber),
        city: text(fields.city),
        postcode: text(fields.postcode),
        country: text(fields.country),
      }),
      "delivery",
    );
  const billingSaved = !differentAddress || inBook(typedBillingPlace(billingTyped), "billing");
  if ((addressRequired || differentAddress) && deliverySaved && billingSaved) return null;
  return <CheckboxField field={fields.saveAddress} label={t("checkoutAccount.addresses.save")} />;
}
