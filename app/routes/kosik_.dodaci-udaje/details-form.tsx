import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "#app/components/forms/error-list.tsx";
import type { DetailsActionData } from "#app/routes/kosik_.dodaci-udaje/action.server.ts";
import { DetailsAddress } from "#app/routes/kosik_.dodaci-udaje/details-address.tsx";
import { DetailsBusiness } from "#app/routes/kosik_.dodaci-udaje/details-business.tsx";
import { DetailsConsents } from "#app/routes/kosik_.dodaci-udaje/details-consents.tsx";
import { DetailsContact } from "#app/routes/kosik_.dodaci-udaje/details-contact.tsx";
import { DetailsExtras } from "#app/routes/kosik_.dodaci-udaje/details-extras.tsx";
import type { DetailsFields } from "#app/routes/kosik_.dodaci-udaje/details-fields.ts";
import { DetailsRecipient } from "#app/routes/kosik_.dodaci-udaje/details-recipient.tsx";
import { DetailsRegistration } from "#app/routes/kosik_.dodaci-udaje/details-registration.tsx";
import { DetailsToggleSection } from "#app/routes/kosik_.dodaci-udaje/details-toggle-section.tsx";
import {
  checkoutDetailsSchema,
  type CheckoutDetailsInput,
  type CheckoutDetailsOptions,
} from "#app/schemas/checkout-details.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { validateAsTyped } from "#app/utils/validate-as-typed.ts";
import { checkoutModes } from "#bff/rules/order-payload.ts";

function typed(meta: FieldMetadata<unknown>): string | undefined {
  return typeof meta.initialValue === "string" ? meta.initialValue : undefined;
}

/** Which sections start open: the submitted (or ARES-filled) values decide, as on the server. */
function initialModes(fields: DetailsFields) {
  const ticked = (meta: FieldMetadata<unknown>) => meta.initialValue === "on";
  return {
    ...checkoutModes({
      isBusiness: ticked(fields.isBusiness),
      companyName: typed(fields.companyName),
      tin: typed(fields.tin),
      vatin: typed(fields.vatin),
      vatinsvk: typed(fields.vatinsvk),
      differentAddress: ticked(fields.differentAddress),
      billingStreet: typed(fields.billingStreet),
      billingHouseNumber: typed(fields.billingHouseNumber),
      billingCity: typed(fields.billingCity),
      billingPostcode: typed(fields.billingPostcode),
      shipToShippingAddress: ticked(fields.shipToShippingAddress),
      shippingName: typed(fields.shippingName),
      shippingBusinessName: typed(fields.shippingBusinessName),
      shippingPhone: typed(fields.shippingPhone),
    }),
    registration: ticked(fields.isRegistration),
  };
}

/**
 * The delivery-details form. Checked in the browser on blur and again on input once
 * touched, always on the server; every message sits by its field, refusals of the whole
 * order at the top. `noValidate` throughout: without JavaScript the server's Czech
 * messages answer, not the browser's bubbles.
 */
export function DetailsForm({
  options,
  orderKey,
  actionData,
  email,
}: {
  options: Omit<CheckoutDetailsOptions, "now">;
  orderKey: string;
  actionData?: DetailsActionData;
  /** A logged-in customer's e-mail, filled in for them. */
  email?: string;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const { addressRequired, customOrderNumber, guest } = options;
  const schema = useMemo(
    () => checkoutDetailsSchema({ addressRequired, customOrderNumber, guest }),
    [addressRequired, customOrderNumber, guest],
  );
  const [form, fields] = useForm<CheckoutDetailsInput>({
    id: "checkout-details",
    lastResult: actionData?.result,
    defaultValue: { email, country: "CZE", billingCountry: "CZE" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validateAsTyped(formData, schema),
  });
  const modes = initialModes(fields);

  return (
    <Form method="post" className="details-form" {...getFormProps(form)} noValidate>
      <input type="hidden" name="orderKey" value={orderKey} />
      <div role="alert" className="details-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} values={actionData?.values} />
      </div>
      <DetailsContact fields={fields} />
      {addressRequired ? (
        <fieldset className="details-section">
          <legend>{t("checkout.info.address.title")}</legend>
          <DetailsAddress
            street={fields.street}
            houseNumber={fields.houseNumber}
            city={fields.city}
            postcode={fields.postcode}
            country={fields.country}
            autoCompleteSection="shipping"
          />
        </fieldset>
      ) : (
        <p className="details-pickup">{t("checkout.info.address.pickup")}</p>
      )}
      {addressRequired ? (
        <DetailsRecipient fields={fields} initiallyOpen={modes.shipToShippingAddress} />
      ) : null}
      <DetailsBusiness form={form} fields={fields} initiallyOpen={modes.business} />
      <DetailsToggleSection
        toggle={fields.differentAddress}
        label={t("checkout.info.billing.toggle")}
        legend={t("checkout.info.billing.title")}
        initiallyOpen={modes.differentAddress}
      >
        <DetailsAddress
          street={fields.billingStreet}
          houseNumber={fields.billingHouseNumber}
          city={fields.billingCity}
          postcode={fields.billingPostcode}
          country={fields.billingCountry}
          autoCompleteSection="billing"
        />
      </DetailsToggleSection>
      {guest ? <DetailsRegistration fields={fields} initiallyOpen={modes.registration} /> : null}
      <DetailsExtras fields={fields} customOrderNumber={customOrderNumber} />
      <DetailsConsents fields={fields} />
      <button
        type="submit"
        name="intent"
        value="place"
        className="button button-primary details-submit"
        disabled={pending}
      >
        {pending ? t("checkout.info.submitting") : t("checkout.info.submit")}
      </button>
    </Form>
  );
}
