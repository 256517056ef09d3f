import * as z from "zod";

import { isBusinessCustomer } from "#app/schemas/account-details-fields.ts";
import { isPhoneNumber, isTin } from "#bff/rules/checkout-fields.ts";
import { DEFAULT_COUNTRY } from "#bff/rules/country-options.ts";

const ERROR = {
  firstName: "accountDetails.errors.firstNameRequired",
  lastName: "accountDetails.errors.lastNameRequired",
  tooLong: "accountDetails.errors.tooLong",
  phoneNumber: "accountDetails.errors.phoneNumber",
  companyName: "accountDetails.errors.companyNameRequired",
  tinRequired: "accountDetails.errors.tinRequired",
  tin: "accountDetails.errors.tin",
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ERROR.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, ERROR.tooLong).optional();

/** The business fields as sent, for the rule across them; a wrong shape counts as missing. */
const BusinessSchema = z.object({
  isBusiness: z.boolean().optional().catch(undefined),
  companyName: z.string().optional().catch(undefined),
  tin: z.string().optional().catch(undefined),
  vatin: z.string().optional().catch(undefined),
});

/**
 * The personal data: names, the phone (the spec's phone_number rule) and, for a business
 * customer, the company's name and IČO (the spec's tin rule, 'required|tin:CZE': the
 * profile has no country, so the shop's default decides) and the optional DIČ. The
 * newsletter box signs the e-mail up. Messages are translation keys.
 */
export const AccountDetailsSchema = z
  .object({
    firstName: requiredText(ERROR.firstName, 60),
    lastName: requiredText(ERROR.lastName, 60),
    phone: optionalText(30).refine(
      (phone) => phone === undefined || isPhoneNumber(phone),
      ERROR.phoneNumber,
    ),
    isBusiness: z.boolean().optional(),
    companyName: optionalText(200),
    tin: optionalText(12),
    vatin: optionalText(14),
    newsletter: z.boolean().default(false),
  })
  .superRefine(
    (sent, ctx) => {
      const read = BusinessSchema.safeParse(sent);
      if (!read.success || !isBusinessCustomer(read.data)) return;
      const { companyName, tin } = read.data;
      if (!companyName?.trim()) {
        ctx.addIssue({ code: "custom", path: ["companyName"], message: ERROR.companyName });
      }
      if (!tin?.trim()) {
        ctx.addIssue({ code: "custom", path: ["tin"], message: ERROR.tinRequired });
      } else if (!isTin(tin, DEFAULT_COUNTRY)) {
        ctx.addIssue({ code: "custom", path: ["tin"], message: ERROR.tin });
      }
    },
    // Every message at once: the business rule runs even while a name is missing.
    { when: () => true },
  );

export type AccountDetailsInput = z.infer<typeof AccountDetailsSchema>;

/** What the ARES look-up fills in on the personal data: the company's name and DIČ. */
export type CompanyFill = { companyName: string; vatin: string };
