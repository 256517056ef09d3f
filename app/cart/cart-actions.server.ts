import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { isEnhanced } from "#app/forms/enhanced.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal, type RefusalWords } from "#app/forms/store-refusal.server.ts";
import { AddToCartSchema } from "#app/schemas/cart.server.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { ownPath, safeRedirect } from "#app/utils/safe-redirect.ts";
import { addToCartUnlessDisabled, isBffError, variantLimits } from "#bff/index.server.ts";
import type { AddedLine, GiftOutlook } from "#bff/pages/cart-add.ts";
import {
  DEFAULT_QUANTITY_LIMITS,
  PIECES,
  parseQuantity,
  type QuantityLimits,
} from "#bff/rules/quantity-input.ts";

/** Where a no-JS form returns: the page it was posted from, query included. */
export function backTo(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return ownPath(url);
}

/**
 * How a cart form words the store's refusals; `fields` maps the store's field names onto
 * the form's (the store calls the quantity `amount`).
 */
export function cartRefusal(fields: Record<string, string>): RefusalWords {
  return {
    fields,
    kinds: { not_found: "addToCart.itemMissing" },
    fallback: "addToCart.storeUnavailable",
  };
}

/** Re-sent on every change, so the token's one day counts from the last activity. */
export async function cartCookieHeader(token: string | null) {
  return token ? cartTokenCookie.serialize(token) : null;
}

/** What the item-added modal shows. */
export type AddedItem = {
  name: string;
  amount: number;
  unit: string;
  gifts: GiftOutlook | null;
  line: AddedLine;
};

const QUANTITY_ERRORS = {
  required: "addToCart.quantity.required",
  format: "addToCart.quantity.integer",
  zero: "addToCart.quantity.zero",
} as const;

/** A box on a listing does not name its product; the store still enforces its limits. */
const ANY_PRODUCT_LIMITS: QuantityLimits & { unit: string } = {
  ...DEFAULT_QUANTITY_LIMITS,
  unit: PIECES,
};

/**
 * Add to cart: a plain POST that redirects back, or a fetcher submission with JS. The
 * quantity follows the spec's input rules: text that is not a number is refused at the
 * field, a number outside the variant's limits is moved to the limit and added, and the
 * shopper is told so (the spec's info notice).
 */
export async function addToCart(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const ctx = await requestContext(request, context);
  const { productId, variantId } = submission.value;
  const limits = productId
    ? await variantLimits({ ctx, productId, variantId })
    : ANY_PRODUCT_LIMITS;
  if (!limits) {
    return data(
      { result: submission.reply({ formErrors: ["addToCart.itemMissing"] }) },
      { status: 404 },
    );
  }
  const quantity = parseQuantity(submission.value.quantity, limits);
  if (!quantity.ok) {
    const message = QUANTITY_ERRORS[quantity.error];
    return data(
      { result: submission.reply({ fieldErrors: { quantity: [message] } }) },
      { status: 400 },
    );
  }
  // Sent by the form once hydrated: the fetcher then shows the item-added modal itself.
  const enhanced = isEnhanced(formData);
  try {
    const added = await addToCartUnlessDisabled({
      ctx,
      variantId,
      amount: quantity.quantity,
      withGifts: enhanced,
    });
    const back = safeRedirect(formData.get("returnTo"), backTo(request));
    if (added.kind === "shopping_disabled") {
      const notice = { type: "warning", message: added.text, raw: true } as const;
      if (!enhanced) return redirectWithNotice(request, back, notice);
      const headers = { "Set-Cookie": await flashNotification(request, notice) };
      return data({ result: submission.reply({ resetForm: false }) }, { headers });
    }
    const notifications: Array<Omit<Notification, "id">> = enhanced
      ? []
      : [
          {
            type: "success",
            title: "addToCart.addedTitle",
            message: "addToCart.added",
            // The product goes along for what the page it returns to recommends with it.
            values: { name: added.name, productId: added.line.productId },
          },
        ];
    if (quantity.notice) {
      notifications.push({
        type: "info",
        message: `addToCart.quantity.${quantity.notice.kind}`,
        values: {
          [quantity.notice.kind]: quantity.notice.limit,
          unit: limits.unit,
        },
      });
    }
    const tokenCookie = await cartCookieHeader(added.cartToken);
    if (enhanced) {
      const headers = new Headers();
      if (tokenCookie) headers.append("Set-Cookie", tokenCookie);
      if (notifications.length > 0) {
        headers.append("Set-Cookie", await flashNotification(request, notifications));
      }
      const { name, amount, unit, gifts, line } = added;
      const item: AddedItem = { name, amount, unit, gifts, line };
      return data({ result: submission.reply({ resetForm: false }), added: item }, { headers });
    }
    // A product box on a listing posts here and names the listing to come back to.
    return redirectWithNotice(request, back, notifications, { cookies: [tokenCookie] });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...errors } = storeRefusal(error, cartRefusal({ amount: "quantity" }));
    return data({ result: submission.reply(errors) }, { status });
  }
}
