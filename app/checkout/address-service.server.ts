import { createHash } from "node:crypto";

import { fixedT } from "#app/i18n/i18next.server.ts";
import {
  ADDRESS_FIELDS,
  addressVerdictMessage,
  isBlocking,
  validateAddress,
  type AddressField,
  type RequestContext,
} from "#bff/index.server.ts";
import { DEFAULT_COUNTRY } from "#bff/rules/country-options.ts";

/** One address of a form: its country, and the form's names for its fields. */
type AddressGroup = { country: string; names: Record<AddressField, string> };

const DELIVERY: Record<AddressField, string> = {
  street: "street",
  houseNumber: "houseNumber",
  city: "city",
  postcode: "postcode",
};
const BILLING: Record<AddressField, string> = {
  street: "billingStreet",
  houseNumber: "billingHouseNumber",
  city: "billingCity",
  postcode: "billingPostcode",
};

const LABELS: Record<AddressField, string> = {
  street: "checkout.details.address.street",
  houseNumber: "checkout.details.address.houseNumber",
  city: "checkout.details.address.city",
  postcode: "checkout.details.address.postcode",
};

export type AddressCheck = {
  /** The form's fields whose format the service judged: its verdict replaces the local rule. */
  judged: Set<string>;
  /** The service's messages by the form's fields, in the shopper's language. */
  fieldErrors: Record<string, Array<string>>;
  /** An invalid field, or warnings the shopper has not confirmed by sending them again. */
  blocks: boolean;
  /** What the form sends back to confirm the warned values as they are; null without warnings. */
  confirmation: string | null;
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The addresses of the details form the service is asked about: the delivery address when
 * the shipper delivers to one, the billing address when any of its fields is filled (the
 * form switches billing on by that rule too).
 */
export function detailsAddresses(
  formData: FormData,
  addressRequired: boolean,
): Array<AddressGroup> {
  const groups: Array<AddressGroup> = [];
  if (addressRequired) {
    groups.push({ country: text(formData, "country") || DEFAULT_COUNTRY, names: DELIVERY });
  }
  if (ADDRESS_FIELDS.some((field) => text(formData, BILLING[field]) !== "")) {
    groups.push({ country: text(formData, "billingCountry") || DEFAULT_COUNTRY, names: BILLING });
  }
  return groups;
}

/**
 * The address-validation service's word on a form's addresses (spec §5: on for the checkout
 * details). An invalid field blocks; an uncertain one (or an answer the contract does not
 * name) is a warning the shopper confirms by sending the same values again, since the
 * service may not know a new street. Switched off, slow or failing, it says nothing and
 * the local rules decide.
 */
export async function checkAddresses({
  request,
  ctx,
  formData,
  groups,
}: {
  request: Request;
  ctx: RequestContext;
  formData: FormData;
  groups: Array<AddressGroup>;
}): Promise<AddressCheck> {
  const answers = await Promise.all(
    groups.map(async (group) => {
      const fields = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, text(formData, group.names[field])]),
      );
      const verdicts = await validateAddress({ ctx, country: group.country, fields });
      return { group, fields, verdicts };
    }),
  );
  const check: AddressCheck = {
    judged: new Set(),
    fieldErrors: {},
    blocks: false,
    confirmation: null,
  };
  if (answers.every((answer) => answer.verdicts === null)) return check;
  const t = await fixedT(request);
  const warned: Array<unknown> = [];
  let invalid = false;
  for (const { group, fields, verdicts } of answers) {
    for (const field of ADDRESS_FIELDS) {
      const verdict = verdicts?.[field];
      if (!verdict) continue;
      const name = group.names[field];
      check.judged.add(name);
      const message = addressVerdictMessage(verdict, t(LABELS[field]));
      if (message === null) continue;
      check.fieldErrors[name] = [
        t(`checkout.details.addressService.${verdict}`, {
          input: t(LABELS[field]),
          defaultValue: message,
        }),
      ];
      if (isBlocking(verdict)) invalid = true;
      else warned.push([name, fields[field], group.country]);
    }
  }
  if (warned.length > 0) {
    check.confirmation = createHash("sha256")
      .update(JSON.stringify(warned))
      .digest("hex")
      .slice(0, 32);
  }
  const confirmed = warned.length > 0 && formData.get("addressConfirmed") === check.confirmation;
  check.blocks = invalid || (warned.length > 0 && !confirmed);
  return check;
}
