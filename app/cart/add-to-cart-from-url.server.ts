import type { AppLoadContext } from "@remix-run/node";

import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { refusalNotice } from "#app/forms/store-refusal.server.ts";
import { INVALID_CART_ITEMS_DURATION_MS, type Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import { addToCartUnlessDisabled, isBffError } from "#bff/index.server.ts";
import { DEFAULT_QUANTITY_LIMITS, parseQuantity } from "#bff/rules/quantity-input.ts";

export const ADD_TO_CART_PARAM = "addToCart";

/**
 * The most pieces a link followed from another site adds (decision 058). A campaign's link
 * still adds its product, but a page elsewhere cannot fill a visitor's cart with hundreds;
 * the shopper changes the amount in the cart.
 */
export const CROSS_SITE_MAX_AMOUNT = 10;

/**
 * Whether the browser followed the link from another site: Sec-Fetch-Site says so, or,
 * from a browser that does not send it, a Referer of another origin. A typed address, a
 * bookmark or a mail program's link ("none") is the shopper's own.
 */
export function isCrossSiteNavigation(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "cross-site" || site === "same-site";
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * `?addToCart=<variantId>` or `?addToCart=<variantId>:<amount>`: a variant id, and the amount
 * after a colon (1 when left out). The amount follows the quantity input's rules: a whole
 * number, moved into 1–9999. Null when the value names no variant.
 */
export function parseAddToCartParam(value: string): { variantId: number; amount: number } | null {
  const match = /^(\d{1,10}):?(\d*)$/.exec(value.trim());
  if (!match) return null;
  const variantId = Number(match[1]);
  if (!Number.isSafeInteger(variantId) || variantId <= 0) return null;
  const quantity = parseQuantity(match[2] || "1", DEFAULT_QUANTITY_LIMITS);
  return quantity.ok ? { variantId, amount: quantity.quantity } : null;
}

/** The same URL without the parameter, so a reload does not add the item again. */
function cleanUrl(url: URL): string {
  const clean = new URL(url);
  clean.searchParams.delete(ADD_TO_CART_PARAM);
  return ownPath(clean);
}

/** The store's refusal as the notice: its own words ("Není skladem"), never the field's name. */
const FROM_URL_REFUSAL = {
  kinds: { not_found: "cart.fromUrl.invalid" },
  fallback: "addToCart.storeUnavailable",
};

/**
 * Spec (start-up): when the query has addToCart, the item is added, the result flashed, and
 * the shopper redirected (303) to the same URL without the parameter. Null when there is
 * nothing to add, so the caller renders the page as usual.
 */
export async function addToCartFromUrl(
  request: Request,
  context: AppLoadContext,
): Promise<Response | null> {
  const url = new URL(request.url);
  const value = url.searchParams.get(ADD_TO_CART_PARAM);
  if (value === null || request.method !== "GET") return null;
  const parsed = parseAddToCartParam(value);
  const capped =
    parsed !== null && isCrossSiteNavigation(request) && parsed.amount > CROSS_SITE_MAX_AMOUNT;
  const wanted = parsed && capped ? { ...parsed, amount: CROSS_SITE_MAX_AMOUNT } : parsed;
  let tokenCookie: string | null = null;
  let notice: Omit<Notification, "id">;
  if (!wanted) {
    notice = {
      type: "danger",
      message: "cart.fromUrl.invalid",
      durationMs: INVALID_CART_ITEMS_DURATION_MS,
    };
  } else {
    try {
      const ctx = await requestContext(request, context);
      const added = await addToCartUnlessDisabled({ ctx, ...wanted });
      if (added.kind === "shopping_disabled") {
        notice = { type: "warning", message: added.text, raw: true };
      } else {
        notice = {
          type: "success",
          title: "addToCart.addedTitle",
          message: "addToCart.added",
          // The product goes along for what the page it returns to recommends with it.
          values: { name: added.name, productId: added.line.productId },
        };
        tokenCookie = await cartCookieHeader(added.cartToken);
      }
    } catch (error) {
      if (!isBffError(error)) throw error;
      // Spec §8: the invalid add-to-cart notification, danger for 30 000 ms.
      notice = {
        ...refusalNotice(error, FROM_URL_REFUSAL),
        durationMs: INVALID_CART_ITEMS_DURATION_MS,
      };
    }
  }
  const notices = [notice];
  if (capped && notice.type === "success") {
    notices.push({
      type: "info",
      message: "cart.fromUrl.capped",
      values: { max: CROSS_SITE_MAX_AMOUNT },
    });
  }
  return redirectWithNotice(request, cleanUrl(url), notices, { cookies: [tokenCookie] });
}
