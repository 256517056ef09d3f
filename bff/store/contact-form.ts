import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

/**
 * The contact form as the store takes it (shop side §7; the contract is ours, see
 * docs/decisions/033-contact-form-and-faq.md). A logged-in customer's token goes along, so
 * the store links the message to the account.
 */
export type ContactMessage = {
  name: string;
  email: string;
  /** The order the message is about, or null. */
  orderCode: string | null;
  message: string;
};

export const ContactFormAnswerSchema = z.object({
  data: z.object({ id: z.number().int(), createdAt: z.string() }),
});

/** POST {store}/api/v1/contact-form: the store keeps the message and mails the sender. */
export async function sendContactForm({
  ctx,
  message,
}: {
  ctx: RequestContext;
  message: ContactMessage;
}): Promise<{ id: number }> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/contact-form",
    method: "POST",
    body: {
      name: message.name,
      email: message.email,
      order_code: message.orderCode,
      message: message.message,
    },
    schema: ContactFormAnswerSchema,
  });
  return { id: data.id };
}
