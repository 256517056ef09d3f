import * as z from "zod";

import { getConfig } from "#bff/config.ts";
import { thirdPartyContext, type RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";
import { log } from "#bff/log.ts";
import type { AddressVerdict } from "#bff/rules/address-validation.ts";

export const ADDRESS_FIELDS = ["street", "houseNumber", "city", "postcode"] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressFields = Partial<Record<AddressField, string>>;

/** The service's verdict per field it covers; a field left out is the local rules' to judge. */
export type AddressVerdicts = Partial<Record<AddressField, AddressVerdict>>;

/** The store's countries the service knows, by the codes it knows them by. */
const SERVICE_COUNTRIES = new Map([
  ["CZE", "cz"],
  ["SVK", "sk"],
]);

// A status the contract does not name is the service's own trouble, not a misfit of the
// whole answer: the field gets the generic message while the other verdicts still count.
const StatusSchema = z.union([
  z.enum(["valid", "invalid", "uncertain"]),
  z.string().transform((): AddressVerdict => "unknown"),
]);

const VerdictSchema = z.object({ status: StatusSchema });

export const AddressValidationSchema = z.object({
  data: z.object({
    fields: z.object({
      street: VerdictSchema.optional(),
      houseNumber: VerdictSchema.optional(),
      city: VerdictSchema.optional(),
      postcode: VerdictSchema.optional(),
    }),
  }),
});

/**
 * POST {service}/validate: the service's verdict on each address field it covers, or null
 * when the local rules decide alone: the service is switched off, does not know the
 * country, has nothing to judge, or gives no usable answer within its time limit. A slow
 * or failing service never stops an order.
 */
export async function validateAddress({
  ctx,
  country,
  fields,
}: {
  ctx: RequestContext;
  /** The store's country code (CZE, SVK, …). */
  country: string;
  fields: AddressFields;
}): Promise<AddressVerdicts | null> {
  const config = getConfig();
  const serviceCountry = SERVICE_COUNTRIES.get(country);
  if (!config.ADDRESS_VALIDATION_URL || !serviceCountry) return null;
  const sent: AddressFields = {};
  for (const field of ADDRESS_FIELDS) {
    const value = fields[field]?.trim();
    if (value) sent[field] = value;
  }
  if (Object.keys(sent).length === 0) return null;

  try {
    const answer = await upstreamJson({
      ctx: thirdPartyContext(ctx),
      service: "addressValidation",
      method: "POST",
      path: "/validate",
      body: { country: serviceCountry, fields: sent },
      timeoutMs: config.ADDRESS_VALIDATION_TIMEOUT_MS,
      cache: false,
      name: "address-validation",
      schema: AddressValidationSchema,
    });
    const verdicts: AddressVerdicts = {};
    for (const field of ADDRESS_FIELDS) {
      // Only what was sent: an empty field is the form's required rule to judge.
      const status = answer.data.fields[field]?.status;
      if (status && sent[field] !== undefined) verdicts[field] = status;
    }
    return verdicts;
  } catch (error) {
    // Any upstream answer, a 401 too, is the service's trouble and not the shopper's login;
    // anything else (a bug, the shopper gone) propagates.
    if (!isBffError(error)) throw error;
    // The status only: the service's error text may quote the address, personal data.
    log.warn("address validation unavailable, local rules decide", {
      requestId: ctx.requestId,
      country: serviceCountry,
      status: error.status,
    });
    return null;
  }
}
