import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { refusalStatus } from "#app/forms/store-refusal.server.ts";
import { ActivationSchema } from "#app/schemas/auth.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { activate, isBffError, log } from "#bff/index.server.ts";

/** What the mailed link carries: `?token=…&email=…`; anything else is ignored. */
const LinkSchema = z.object({
  token: z.string().trim().min(1).max(512).nullable().catch(null),
  email: z.string().trim().max(254).nullable().catch(null),
});

export type MailedLink = z.infer<typeof LinkSchema>;

/**
 * The token and e-mail of a link the store mailed (activation, password reset) that opened
 * the page; null when missing.
 */
export function mailedLink(request: Request): MailedLink {
  const query = new URL(request.url).searchParams;
  return LinkSchema.parse({ token: query.get("token"), email: query.get("email") });
}

export type ActivationActionData = {
  /** invalid: the store does not know the token (used, expired, mistyped); failed: outage. */
  outcome: "invalid" | "failed";
};

/**
 * Confirms the address of an account or a newsletter sign-up: the store tells which the
 * token was for. A confirmed account goes home when logged in, else to the login page; a
 * confirmed newsletter goes home; each with its thank-you notification.
 */
export async function activationAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const parsed = ActivationSchema.safeParse({ token: formData.get("token") ?? undefined });
  if (!parsed.success) return data<ActivationActionData>({ outcome: "invalid" }, { status: 400 });

  const ctx = await requestContext(request, context);
  let kind: Awaited<ReturnType<typeof activate>>;
  try {
    kind = await activate({ ctx, token: parsed.data.token });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const status = refusalStatus(error);
    if (error.kind === "validation" || error.kind === "not_found") {
      return data<ActivationActionData>({ outcome: "invalid" }, { status });
    }
    log.warn("activation failed", { requestId: ctx.requestId, error: String(error) });
    return data<ActivationActionData>({ outcome: "failed" }, { status });
  }
  const loggedIn = ctx.authToken !== null;
  const message =
    kind === "newsletter"
      ? "auth.activate.newsletterDone"
      : loggedIn
        ? "auth.activate.accountDone"
        : "auth.activate.accountDoneLogin";
  const to = kind === "account" && !loggedIn ? href("login", ctx.locale) : href("home", ctx.locale);
  return redirectWithNotice(request, to, { type: "success", message });
}
