import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { loginExpired, loginHref } from "#app/account/auth.server.ts";
import { isLoginRefused } from "#app/account/customer.server.ts";
import { isEnhanced } from "#app/forms/enhanced.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { href } from "#app/utils/href.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { WISH_AFTER_LOGIN_PARAM, type WishAnswer } from "#app/wish-list/wish-form.ts";
import {
  isBffError,
  log,
  setWish,
  wishListEnabled,
  type RequestContext,
} from "#bff/index.server.ts";

const VariantIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const WishFormSchema = z.object({
  variantId: VariantIdSchema,
  wished: z.enum(["0", "1"]).transform((value) => value === "1"),
  returnTo: z.string().optional(),
});

type Notice = Omit<Notification, "id">;

const FAILED: Notice = { type: "danger", message: "wishList.failed" };

function doneNotice(wished: boolean): Notice {
  return { type: "success", message: wished ? "wishList.added" : "wishList.removed" };
}

/** The login page that brings a guest back to `returnTo` and then completes the wish. */
function loginForWish(locale: RequestContext["locale"], returnTo: string, variantId: number) {
  const login = new URL(loginHref(locale, returnTo), "http://shop.invalid");
  login.searchParams.set(WISH_AFTER_LOGIN_PARAM, String(variantId));
  return `${login.pathname}${login.search}`;
}

/** An enhanced toggle's answer: the data for the heart, and the notice as the root shows it. */
async function enhancedAnswer(request: Request, answer: WishAnswer, notice: Notice | null) {
  const headers = notice ? { "Set-Cookie": await flashNotification(request, notice) } : undefined;
  return data(answer, { status: answer.kind === "failed" ? 503 : 200, headers });
}

/**
 * The heart of a product box or page (spec §4, wish-list toggle): the variant goes on the
 * wish list or off it, as the form asks. A guest is asked to log in first (spec §8) and the
 * login completes the wish; a refused token ends the login; a store that fails says
 * "Něco se porouchalo" and the list stays as it was. Without JavaScript the answer is a
 * redirect back to the box (its anchor rides in `returnTo`); with it, data for the heart.
 */
export async function wishAction(request: Request, context: AppLoadContext, formData: FormData) {
  if (!wishListEnabled()) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const enhanced = isEnhanced(formData);
  const parsed = WishFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw data(null, { status: 400 });
  const { variantId, wished } = parsed.data;
  const back = safeRedirect(parsed.data.returnTo, href("home", ctx.locale));

  if (!ctx.authToken) {
    const login = loginForWish(ctx.locale, back.split("#")[0] ?? back, variantId);
    if (enhanced) return enhancedAnswer(request, { kind: "login", loginHref: login }, null);
    return redirectWithNotice(request, login, { type: "info", message: "wishList.loginFirst" });
  }

  try {
    await setWish({ ctx, variantId, wished });
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    log.warn("wish list change failed", { requestId: ctx.requestId, error: String(error) });
    if (enhanced) return enhancedAnswer(request, { kind: "failed" }, FAILED);
    return redirectWithNotice(request, back, FAILED);
  }
  if (enhanced) return enhancedAnswer(request, { kind: "done", wished }, doneNotice(wished));
  return redirectWithNotice(request, back, doneNotice(wished));
}

/** The variant a guest wished for before logging in, read from the login form. */
export function wishAfterLogin(value: FormDataEntryValue | string | null): number | null {
  const parsed = VariantIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Completes a guest's wish once the login went through (`customer` carries the new
 * token): the notice for the page the login leads to. The login stands either way.
 */
export async function completeWishAfterLogin(
  customer: RequestContext,
  variantId: number | null,
): Promise<Notice | null> {
  if (variantId === null || !wishListEnabled()) return null;
  try {
    await setWish({ ctx: customer, variantId, wished: true });
    return doneNotice(true);
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("wish after login failed", { requestId: customer.requestId, error: String(error) });
    return FAILED;
  }
}
