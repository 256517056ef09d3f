import * as z from "zod";

import { emailField } from "#app/schemas/email-field.server.ts";

/** Where a sign-up comes from; the store receives it as `source` (spec: "welcome"). */
export const NEWSLETTER_SOURCES = ["footer", "welcome"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The newsletter sign-up of the footer and the welcome campaign. */
export const NewsletterSchema = z.object({
  email: emailField({ required: "newsletter.emailRequired", invalid: "newsletter.emailInvalid" }),
  source: z.enum(NEWSLETTER_SOURCES).default("footer"),
});
