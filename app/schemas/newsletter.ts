import * as z from "zod";

/** Where a sign-up comes from; the store receives it as `source` (spec: "welcome"). */
export const NEWSLETTER_SOURCES = ["footer", "welcome"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The newsletter sign-up of the footer and the welcome campaign. */
export const NewsletterSchema = z.object({
  // The shop keeps at most 254 characters of an address; a longer one is refused unparsed.
  email: z
    .string({ error: "newsletter.emailRequired" })
    .max(254, "newsletter.emailInvalid")
    .pipe(z.email("newsletter.emailInvalid")),
  source: z.enum(NEWSLETTER_SOURCES).default("footer"),
});
