import * as z from "zod";

/** Where a sign-up comes from; the store receives it as `source` (spec: "welcome"). */
export const NEWSLETTER_SOURCES = ["footer", "welcome"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The newsletter sign-up of the footer and the welcome campaign. */
export const NewsletterSchema = z.object({
  email: z.email({
    error: (issue) =>
      issue.input === undefined ? "newsletter.emailRequired" : "newsletter.emailInvalid",
  }),
  source: z.enum(NEWSLETTER_SOURCES).default("footer"),
});
