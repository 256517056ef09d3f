import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { clientAddress } from "#app/account/login-rate-limit.server.ts";
import {
  lazyMailLimiter,
  mailRetryAfterSeconds,
  recordMail,
} from "#app/account/mail-rate-limit.server.ts";
import { isEnhanced } from "#app/forms/enhanced.ts";
import { isHoneypotFilled } from "#app/forms/honeypot.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { NEWSLETTER_ANCHOR } from "#app/newsletter/newsletter-anchor.ts";
import { EMAIL_MAX_LENGTH } from "#app/schemas/email-length.ts";
import { NewsletterSchema } from "#app/schemas/newsletter.server.ts";
import { newsletterReplyCookie } from "#app/shopper/cookies.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { publicOrigin } from "#app/shopper/public-origin.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { marketingAudience } from "#app/tracking/marketing-audience.server.ts";
import { plannedHref } from "#app/utils/planned-href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import {
  addMarketingContact,
  isBffError,
  sendMarketingEvent,
  signUpForNewsletter,
  type RequestContext,
} from "#bff/index.server.ts";

export type NewsletterReply = SubmissionResult<Array<string>>;
export type NewsletterActionData = { result: NewsletterReply; subscribed: boolean };

/** Every sign-up makes the store mail a confirmation: limited like the other mailing forms. */
const newsletterLimiter = lazyMailLimiter("mail:newsletter");

/** Messages per place and characters per message the cookie carries: the store's are a sentence. */
const COOKIE_MESSAGES = 2;
const COOKIE_MESSAGE_LENGTH = 200;

/**
 * What the footer form shows of a refused submission (the typed address, the field's and
 * the form's messages) and nothing else, bounded so the cookie stays far below the 4 KB a
 * browser keeps: fields a client adds, an overlong address and a flood of messages stay out.
 */
function cookieReply(result: NewsletterReply): NewsletterReply {
  const email = result.initialValue?.email;
  const error: Record<string, Array<string>> = {};
  for (const key of ["email", ""]) {
    const messages = result.error?.[key];
    if (messages?.length) {
      error[key] = messages
        .slice(0, COOKIE_MESSAGES)
        .map((message) => message.slice(0, COOKIE_MESSAGE_LENGTH));
    }
  }
  return {
    status: result.status,
    initialValue: typeof email === "string" && email.length <= EMAIL_MAX_LENGTH ? { email } : null,
    error,
  };
}

/** The store's refusals: the address's own messages next to the field. */
const NEWSLETTER_REFUSAL = { fields: { email: "email" }, fallback: "newsletter.failed" };

/**
 * The newsletter sign-up of the footer form and the welcome campaign. Success and the
 * store's 401 (already signed up) both flash a success notification; a refusal keeps the
 * typed address with the messages. A fetcher gets data; a post without JavaScript is
 * redirected back to its page (a refusal travels in a one-minute cookie). A bot's sign-up
 * (the honeypot filled) is answered as a success and goes nowhere.
 */
export async function newsletterAction(
  request: Request,
  context: AppLoadContext,
  limiter = newsletterLimiter(),
) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const enhanced = isEnhanced(formData);
  const back = safeRedirect(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: NewsletterSchema });

  const subscribed = async (notice: Omit<Notification, "id">) => {
    if (!enhanced) return redirectWithNotice(request, back, notice);
    const headers = { "Set-Cookie": await flashNotification(request, notice) };
    return data({ result: submission.reply({ resetForm: true }), subscribed: true }, { headers });
  };
  const refuse = async (result: NewsletterReply, status: number, headers?: HeadersInit) => {
    if (enhanced) return data({ result, subscribed: false }, { status, headers });
    return redirect(`${back}#${NEWSLETTER_ANCHOR}`, {
      status: 303,
      headers: { "Set-Cookie": await newsletterReplyCookie.serialize(cookieReply(result)) },
    });
  };

  if (isHoneypotFilled(formData))
    return subscribed({ type: "success", message: "newsletter.subscribed" });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const ctx = await requestContext(request, context);
  const { email, source } = submission.value;
  const mail = { email, ip: clientAddress(context) };
  const waitSeconds = await mailRetryAfterSeconds(limiter, mail);
  if (waitSeconds > 0) {
    return refuse(submission.reply({ formErrors: ["newsletter.rateLimited"] }), 429, {
      "Retry-After": String(waitSeconds),
    });
  }
  await recordMail(limiter, mail);
  let notice: Omit<Notification, "id">;
  try {
    const outcome = await signUpForNewsletter({
      ctx,
      email,
      source,
      callbackUrl: `${publicOrigin(request)}${plannedHref("activation", ctx.locale)}`,
    });
    notice =
      outcome.kind === "already_subscribed" && outcome.title
        ? { type: "success", message: outcome.title, raw: true }
        : { type: "success", message: "newsletter.subscribed" };
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...errors } = storeRefusal(error, NEWSLETTER_REFUSAL);
    return refuse(submission.reply(errors), status);
  }
  await tellMarketing(request, ctx, { email, source });
  return subscribed(notice);
}

/**
 * A sign-up the store took (or had already) goes to the marketing-automation service as a
 * contact to confirm: the form is an explicit opt-in, whatever the cookie bar says. The
 * `newsletter_subscribed` event describes this browser, so it needs the marketing consent.
 * Awaited within the services' short time limit, so no call is lost to the redirect.
 */
async function tellMarketing(
  request: Request,
  ctx: RequestContext,
  { email, source }: { email: string; source: string },
) {
  const { marketingConsent, visitorId } = marketingAudience(request);
  await Promise.all([
    addMarketingContact({ ctx, email, origin: source }),
    marketingConsent
      ? sendMarketingEvent({
          ctx,
          event: "newsletter_subscribed",
          visitorId,
          email,
          data: { source },
        })
      : null,
  ]);
}

/** What the cookie may carry back: the shape of a reply, checked since it came from outside. */
const ReplySchema = z.object({
  status: z.enum(["error", "success"]).optional(),
  initialValue: z.record(z.string(), z.string()).nullish(),
  error: z.record(z.string(), z.array(z.string()).nullable()).optional(),
  state: z.object({ validated: z.record(z.string(), z.boolean()) }).optional(),
  fields: z.array(z.string()).optional(),
});

/** The footer form's refused submission after a redirect, once; with the cookie clearing it. */
export async function takeNewsletterReply(
  request: Request,
): Promise<{ reply: NewsletterReply | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes(newsletterReplyCookie.name)) return { reply: null, setCookie: null };
  const parsed = ReplySchema.safeParse(await newsletterReplyCookie.parse(cookieHeader));
  return {
    reply: parsed.success ? parsed.data : null,
    setCookie: await newsletterReplyCookie.serialize("", { maxAge: 0 }),
  };
}
