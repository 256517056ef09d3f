import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { isBffError } from "#bff/errors.ts";
import { signUpForNewsletter } from "#bff/store/newsletter.ts";

import { NEWSLETTER_ANCHOR } from "./components/newsletter/newsletter-form.tsx";
import { newsletterReplyCookie } from "./cookies.server.ts";
import { flashNotification } from "./flash.server.ts";
import type { Notification } from "./notification.ts";
import { requestContext } from "./request-context.server.ts";
import { NewsletterSchema } from "./schemas/newsletter.ts";
import { plannedHref } from "./utils/planned-href.ts";
import { safeRedirect } from "./utils/safe-redirect.ts";

export type NewsletterReply = SubmissionResult<Array<string>>;
export type NewsletterActionData = { result: NewsletterReply; subscribed: boolean };

/** The form sends `reply=inline` once hydrated: a fetcher wants data, not a redirect. */
const INLINE_REPLY = "inline";

type Refusal = {
  status: number;
  fieldErrors?: Record<string, Array<string>>;
  formErrors?: Array<string>;
};

/** A store refusal as the form's messages: the address's own ones next to the field. */
function refusal(error: unknown): Refusal {
  if (!isBffError(error)) throw error;
  const message = error.message || "newsletter.failed";
  if (error.detail.kind === "validation") {
    const email = error.detail.fieldErrors.email;
    return email?.length
      ? { status: 422, fieldErrors: { email } }
      : { status: 422, formErrors: [message] };
  }
  return { status: error.status >= 500 ? 503 : 400, formErrors: [message] };
}

/**
 * The newsletter sign-up of the footer form and the welcome campaign. Success and the
 * store's 401 (already signed up) both flash a success notification; a refusal keeps the
 * typed address with the messages. A fetcher gets data; a post without JavaScript is
 * redirected back to its page (a refusal travels in a one-minute cookie).
 */
export async function newsletterAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const inline = formData.get("reply") === INLINE_REPLY;
  const back = safeRedirect(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: NewsletterSchema });

  const refuse = async (result: NewsletterReply, status: number) => {
    if (inline) return data({ result, subscribed: false }, { status });
    return redirect(`${back}#${NEWSLETTER_ANCHOR}`, {
      status: 303,
      headers: { "Set-Cookie": await newsletterReplyCookie.serialize(result) },
    });
  };

  if (submission.status !== "success") return refuse(submission.reply(), 400);
  const ctx = await requestContext(request, context);
  const { email, source } = submission.value;
  let notice: Omit<Notification, "id">;
  try {
    const outcome = await signUpForNewsletter({
      ctx,
      email,
      source,
      callbackUrl: `${new URL(request.url).origin}${plannedHref("activation", ctx.locale)}`,
    });
    notice =
      outcome.kind === "already_subscribed" && outcome.title
        ? { type: "success", message: outcome.title, raw: true }
        : { type: "success", message: "newsletter.subscribed" };
  } catch (error) {
    const { status, ...errors } = refusal(error);
    return refuse(submission.reply(errors), status);
  }
  const headers = { "Set-Cookie": await flashNotification(request, notice) };
  if (inline) {
    return data({ result: submission.reply({ resetForm: true }), subscribed: true }, { headers });
  }
  return redirect(back, { status: 303, headers });
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
