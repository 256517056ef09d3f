import { data, type AppLoadContext } from "@remix-run/node";
import * as z from "zod";

import { loginExpired } from "#app/account/auth.server.ts";
import { customerCall, isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { href } from "#app/utils/href.ts";
import {
  addFavouritesToCart,
  isBffError,
  log,
  removeFavourite,
  removeWatch,
  type RequestContext,
} from "#bff/index.server.ts";
import { reorderFilledCart, reorderNotices } from "#bff/rules/reorder-result.ts";

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The favourites page's own forms; the heart of a product box posts here too (`wish`). */
export const FavouritesFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), itemId: IdSchema }),
  z.object({ intent: z.literal("addAll") }),
  z.object({ intent: z.literal("unwatch"), watchId: IdSchema }),
]);

function here(ctx: RequestContext) {
  return href("accountFavourites", ctx.locale);
}

/**
 * A change the store may refuse without ending the login: gone already (404) counts as done,
 * a store that fails leaves the page as it was with `failed` said.
 */
async function tolerant(
  request: Request,
  ctx: RequestContext,
  change: () => Promise<void>,
  notices: { done: string; failed: string },
) {
  try {
    await change();
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    if (error.kind !== "not_found") {
      log.warn("favourites change failed", { requestId: ctx.requestId, error: String(error) });
      return redirectWithNotice(request, here(ctx), { type: "danger", message: notices.failed });
    }
  }
  return redirectWithNotice(request, here(ctx), { type: "success", message: notices.done });
}

/**
 * The favourites page's forms: take one wish off, put every available wish in the cart in
 * one batch (then to the cart to see them, with what could not go in named), or end a
 * back-in-stock watch. Each answers with a redirect, so they work without JavaScript.
 */
export async function favouritesAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
) {
  const ctx = await requireCustomer(request, context);
  const parsed = FavouritesFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  switch (form.intent) {
    case "remove":
      return tolerant(request, ctx, () => removeFavourite({ ctx, itemId: form.itemId }), {
        done: "wishList.removed",
        failed: "wishList.failed",
      });
    case "unwatch":
      return tolerant(request, ctx, () => removeWatch({ ctx, id: form.watchId }), {
        done: "watches.removed",
        failed: "watches.failed",
      });
    case "addAll": {
      const { outcome, cartToken } = await customerCall(request, ctx, () =>
        addFavouritesToCart({ ctx }),
      );
      return redirectWithNotice(
        request,
        reorderFilledCart(outcome) ? href("cart", ctx.locale) : here(ctx),
        reorderNotices(outcome, "favourites.addAllEmpty"),
        { cookies: [await cartCookieHeader(cartToken)] },
      );
    }
  }
}
