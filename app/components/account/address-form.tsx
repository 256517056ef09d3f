import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { AddressFields, AddressTypeField } from "#app/components/account/address-fields.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ACCOUNT_ADDRESS_CONSTRAINT } from "#app/schemas/account-address-fields.ts";
import type { AccountAddressFormInput } from "#app/schemas/account-address.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import type { CountryOption } from "#bff/rules/country-options.ts";
import "./account-forms.css";

/**
 * A new or a saved address of the book. A plain POST, with or without JavaScript (303 to
 * the list on success, the page again with the messages on a refusal); the action
 * validates. `noValidate`: the server's Czech messages answer, not the browser's bubbles.
 */
export function AddressForm({
  countries,
  defaultValue,
  result,
}: {
  countries: ReadonlyArray<CountryOption>;
  /** The saved address, or the type and country a new one starts with. */
  defaultValue: Record<string, string>;
  result?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const pending = useIsPending();
  const [form, fields] = useForm<AccountAddressFormInput>({
    id: "account-address",
    lastResult: useSubmissionResult(result),
    defaultValue,
    constraint: ACCOUNT_ADDRESS_CONSTRAINT,
  });
  return (
    <Form method="post" className="account-form" {...getFormProps(form)} noValidate>
      <div role="alert" className="account-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <AddressTypeField field={fields.type} />
      <AddressFields fields={fields} countries={countries} />
      <p className="account-actions">
        <button
          type="submit"
          name="intent"
          value="save"
          className="button button-primary"
          disabled={pending}
        >
          {pending ? t("accountAddresses.saving") : t("accountAddresses.save")}
        </button>
        <Link to={to("accountAddresses")}>{t("accountAddresses.backToList")}</Link>
      </p>
    </Form>
  );
}
