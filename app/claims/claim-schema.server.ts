import * as z from "zod";

import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  ORDER_CODE_MAX_LENGTH,
  ORDER_FIELD,
} from "#app/claims/claim-fields.ts";
import { emailField } from "#app/schemas/email-field.server.ts";
import { checkBankAccount } from "#bff/rules/bank-account.ts";
import { RETURN_REASONS } from "#bff/rules/return-reasons.ts";

/** An order's code as the store writes it; anything else is no order and goes nowhere. */
export const OrderCodeSchema = z
  .string({ error: "claims.errors.codeRequired" })
  .trim()
  .min(1, { error: "claims.errors.codeRequired", abort: true })
  .max(ORDER_CODE_MAX_LENGTH, { error: "claims.errors.code", abort: true })
  .regex(/^[A-Za-z0-9-]+$/, "claims.errors.code");

/** A guest finds the order by its code and the e-mail it was placed with. */
export const GuestOrderSchema = z.object({
  [ORDER_FIELD]: OrderCodeSchema,
  email: emailField({ required: "claims.errors.emailRequired", invalid: "claims.errors.email" }),
});

export type GuestOrderFormInput = z.input<typeof GuestOrderSchema>;

/** A customer picks one of their delivered orders. */
export const CustomerOrderSchema = z.object({
  [ORDER_FIELD]: z.string({ error: "claims.errors.orderRequired" }).trim().min(1, {
    error: "claims.errors.orderRequired",
  }),
});

/** What the claim form needs of the order: its lines with the amounts bought. */
export type ClaimFormOrder = { items: ReadonlyArray<{ id: string; amount: number }> };

const consent = z
  .string({ error: "claims.errors.consent" })
  .refine((value) => value === "on", "claims.errors.consent");

/**
 * The claim form of one order: an amount for each of its lines (0 to what was bought, at
 * least one above 0), a bank account (required for a return's refund, optional for a
 * complaint), the consent, and a complaint's description or a return's reason. Photos are
 * files; their content is checked on the server (`checkUploads`).
 */
export function claimFormSchema(kind: "complaint" | "return", order: ClaimFormOrder) {
  const ordered = new Map(order.items.map((item) => [item.id, item.amount]));
  const items = z
    .array(
      z.object({
        id: z.string(),
        amount: z
          .number({ error: "claims.errors.amount" })
          .int("claims.errors.amount")
          .min(0, "claims.errors.amount")
          .default(0),
      }),
    )
    .superRefine((lines, issues) => {
      lines.forEach((line, index) => {
        const max = ordered.get(line.id);
        if (max === undefined || line.amount > max) {
          issues.addIssue({
            code: "custom",
            path: [index, "amount"],
            message: "claims.errors.amount",
          });
        }
      });
      if (!lines.some((line) => line.amount > 0)) {
        issues.addIssue({ code: "custom", path: [], message: "claims.errors.nothingChosen" });
      }
    });
  const bankAccount = z
    .string()
    .trim()
    .max(64, "claims.errors.bankAccountFormat")
    .optional()
    .superRefine((value, issues) => {
      if (kind === "complaint" && !value) return;
      const checked = checkBankAccount(value ?? "");
      if (!checked.ok) issues.addIssue({ code: "custom", message: checked.message });
    });
  const common = {
    [ORDER_FIELD]: OrderCodeSchema,
    email: z.string().trim().max(254).optional(),
    claimKey: z.string().optional(),
    items,
    bankAccount,
    consent,
  };
  return kind === "complaint"
    ? z.object({
        ...common,
        description: z
          .string({ error: "claims.errors.descriptionRequired" })
          .trim()
          .min(1, { error: "claims.errors.descriptionRequired", abort: true })
          .min(DESCRIPTION_MIN_LENGTH, { error: "claims.errors.descriptionShort", abort: true })
          .max(DESCRIPTION_MAX_LENGTH, "claims.errors.descriptionLong"),
      })
    : z.object({
        ...common,
        reason: z.enum(RETURN_REASONS, { error: "claims.errors.reasonRequired" }),
      });
}

export type ClaimFormInput = z.input<ReturnType<typeof claimFormSchema>>;
