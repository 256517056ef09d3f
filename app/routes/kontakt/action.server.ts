import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { clientAddress } from "#app/account/login-rate-limit.server.ts";
import {
  type MailLimiter,
  mailRetryAfterSeconds,
  recordMail,
} from "#app/account/mail-rate-limit.server.ts";
import { isHoneypotFilled } from "#app/forms/honeypot.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { TEXT_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { isBffError, sendContactForm } from "#bff/index.server.ts";

import { contactLimiter } from "./contact-rate-limit.server.ts";
import { ContactSchema } from "./contact-schema.server.ts";

export type ContactActionData = {
  result: SubmissionResult<Array<string>>;
  retryAfterMinutes: number | null;
};

/** The store's field names and the form's. */
const STORE_FIELDS = {
  name: "name",
  email: "email",
  order_code: "orderCode",
  message: "message",
} as const;

const SENT = { type: "success", message: "contact.sent" } as const;

/**
 * The contact form: checked, limited per client and sender, sent to the store, and
 * answered with a 303 back to /kontakt and a thank-you notice. A refusal comes back with
 * the store's words at its fields and everything typed kept; a bot (the honeypot) gets the
 * thank-you without a message being sent.
 */
export async function contactAction(
  request: Request,
  context: AppLoadContext,
  limiter: MailLimiter = contactLimiter(),
) {
  const formData = await readForm(request, context, { maxBytes: TEXT_FORM_MAX_BYTES });
  const ctx = await requestContext(request, context);
  const back = href("contact", ctx.locale);
  if (isHoneypotFilled(formData)) return redirectWithNotice(request, back, SENT);

  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") {
    return data<ContactActionData>(
      { result: submission.reply(), retryAfterMinutes: null },
      { status: 400 },
    );
  }
  const { name, email, orderCode, message } = submission.value;
  const sender = { email, ip: clientAddress(context) };
  const seconds = await mailRetryAfterSeconds(limiter, sender);
  if (seconds > 0) {
    return data<ContactActionData>(
      {
        result: submission.reply({ formErrors: ["contact.rateLimited"] }),
        retryAfterMinutes: Math.ceil(seconds / 60),
      },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }

  try {
    await sendContactForm({ ctx, message: { name, email, orderCode: orderCode ?? null, message } });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, {
      fields: STORE_FIELDS,
      fallback: "contact.failed",
    });
    return data<ContactActionData>(
      { result: submission.reply(refused), retryAfterMinutes: null },
      { status },
    );
  }
  await recordMail(limiter, sender);
  return redirectWithNotice(request, back, SENT);
}
