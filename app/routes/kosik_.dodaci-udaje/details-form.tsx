import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { Price } from "#app/components/product/price.tsx";
import { DetailsToggleSection } from "#app/forms/details-toggle-section.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { initialText, type FormField } from "#app/forms/form-field.ts";
import { serverValidated } from "#app/forms/server-validated.ts";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { DetailsActionData } from "#app/routes/kosik_.dodaci-udaje/action.server.ts";
import {
  DetailsSaveAddress,
  DetailsSavedAddresses,
} from "#app/routes/kosik_.dodaci-udaje/details-address-book.tsx";
import { DetailsAddress } from "#app/routes/kosik_.dodaci-udaje/details-address.tsx";
import { DetailsBusiness } from "#app/routes/kosik_.dodaci-udaje/details-business.tsx";
import { DetailsConsents } from "#app/routes/kosik_.dodaci-udaje/details-consents.tsx";
import { DetailsContact } from "#app/routes/kosik_.dodaci-udaje/details-contact.tsx";
import { DetailsExtras } from "#app/routes/kosik_.dodaci-udaje/details-extras.tsx";
import { DetailsRecipient } from "#app/routes/kosik_.dodaci-udaje/details-recipient.tsx";
import { DetailsRegistration } from "#app/routes/kosik_.dodaci-udaje/details-registration.tsx";
import type {
  CheckoutDetailsInput,
  CheckoutDetailsOptions,
} from "#app/schemas/checkout-details.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { CheckoutAccount } from "#bff/pages/checkout-details.ts";
import { DEFAULT_COUNTRY } from "#bff/rules/country-options.ts";
import { checkoutModes } from "#bff/rules/order-payload.ts";

type ModeField =
  | "isBusiness"
  | "companyName"
  | "tin"
  | "vatin"
  | "vatinsvk"
  | "differentAddress"
  | "billingStreet"
  | "billingHouseNumber"
  | "billingCity"
  | "billingPostcode"
  | "shipToShippingAddress"
  | "shippingName"
  | "shippingBusinessName"
  | "shippingPhone"
  | "isRegistration";

/** Which sections start open: the submitted (or ARES-filled) values decide, as on the server. */
function initialModes(fields: Record<ModeField, FormField>) {
  const ticked = (field: FormField) => field.initialValue === "on";
  return {
    ...checkoutModes({
      isBusiness: ticked(fields.isBusiness),
      companyName: initialText(fields.companyName),
      tin: initialText(fields.tin),
      vatin: initialText(fields.vatin),
      vatinsvk: initialText(fields.vatinsvk),
      differentAddress: ticked(fields.differentAddress),
      billingStreet: initialText(fields.billingStreet),
      billingHouseNumber: initialText(fields.billingHouseNumber),
      billingCity: initialText(fields.billingCity),
      billingPostcode: initialText(fields.billingPostcode),
      shipToShippingAddress: ticked(fields.shipToShippingAddress),
      shippingName: initialText(fields.shippingName),
      shippingBusinessName: initialText(fields.shippingBusinessName),
      shippingPhone: initialText(fields.shippingPhone),
    }),
    registration: ticked(fields.isRegistration),
  };
}

/**
 * The delivery-details form. Checked by the action, with or without JavaScript; every
 * message of one submission sits by its field, refusals of the whole order at the top.
 * `noValidate` throughout: the server's Czech messages answer, not the browser's bubbles.
 */
export function DetailsForm({
  options,
  orderKey,
  actionData,
  account,
  total,
}: {
  options: Omit<CheckoutDetailsOptions, "now">;
  orderKey: string;
  actionData?: DetailsActionData;
  /**
   * What the order button commits the shopper to pay, repeated beside it: on a phone the
   * summary comes only after the form.
   */
  total?: number;
  /**
   * A logged-in customer's account: the form starts with the profile's details (the
   * shopper's own input wins once sent), and offers the saved addresses.
   */
  account?: CheckoutAccount | null;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const { addressRequired, customOrderNumber, guest, countries } = options;
  const [form, fields] = useForm<CheckoutDetailsInput>({
    id: "checkout-details",
    lastResult: useSubmissionResult(actionData?.result),
    defaultValue: {
      country: DEFAULT_COUNTRY,
      billingCountry: DEFAULT_COUNTRY,
      ...account?.prefill,
    },
    onValidate: serverValidated,
  });
  const modes = initialModes(fields);
  const saved = account?.addresses ?? [];
  const savedOfType = (type: "delivery" | "billing") =>
    saved.filter((address) => address.type === type);

  return (
    <Form method="post" className="details-form" {...getFormProps(form)} noValidate>
      <input type="hidden" name="orderKey" value={orderKey} />
      {actionData?.addressConfirmation ? (
        <input type="hidden" name="addressConfirmed" value={actionData.addressConfirmation} />
      ) : null}
      <div role="alert" className="details-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} values={actionData?.values} />
      </div>
      <DetailsContact fields={fields} />
      {addressRequired ? (
        <fieldset className="details-section">
          <legend>{t("checkout.details.address.title")}</legend>
          <DetailsSavedAddresses
            kind="delivery"
            addresses={savedOfType("delivery")}
            form={form}
            fields={fields}
          />
          <DetailsAddress
            street={fields.street}
            houseNumber={fields.houseNumber}
            city={fields.city}
            postcode={fields.postcode}
            country={fields.country}
            countries={countries}
            autoCompleteSection="shipping"
          />
        </fieldset>
      ) : (
        <p className="details-pickup">{t("checkout.details.address.pickup")}</p>
      )}
      {addressRequired ? (
        <DetailsRecipient fields={fields} initiallyOpen={modes.shipToShippingAddress} />
      ) : null}
      <DetailsBusiness form={form} fields={fields} initiallyOpen={modes.business} />
      <DetailsToggleSection
        toggle={fields.differentAddress}
        label={t("checkout.details.billing.toggle")}
        legend={t("checkout.details.billing.title")}
        initiallyOpen={modes.differentAddress}
      >
        <DetailsSavedAddresses
          kind="billing"
          addresses={savedOfType("billing")}
          form={form}
          fields={fields}
        />
        <DetailsAddress
          street={fields.billingStreet}
          houseNumber={fields.billingHouseNumber}
          city={fields.billingCity}
          postcode={fields.billingPostcode}
          country={fields.billingCountry}
          countries={countries}
          autoCompleteSection="billing"
        />
      </DetailsToggleSection>
      {account?.addressBook ? (
        <DetailsSaveAddress fields={fields} addresses={saved} addressRequired={addressRequired} />
      ) : null}
      {guest ? <DetailsRegistration fields={fields} initiallyOpen={modes.registration} /> : null}
      <DetailsExtras fields={fields} customOrderNumber={customOrderNumber} />
      <DetailsConsents fields={fields} />
      {total === undefined ? null : (
        <p className="details-total">
          {t("summary.total")} <Price amount={total} />
        </p>
      )}
      <button
        type="submit"
        name="intent"
        value="place"
        className="button button-primary details-submit"
        disabled={pending}
      >
        {pending ? t("checkout.details.submitting") : t("checkout.details.submit")}
      </button>
    </Form>
  );
}
