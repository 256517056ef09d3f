import { data, type ActionFunctionArgs } from "@remix-run/node";

import { cartCookieHeader } from "#app/cart/cart-actions.server.ts";
import { isEnhanced } from "#app/forms/enhanced.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import type { Notification } from "#app/shopper/notification.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { fromBff } from "#app/utils/bff-edge.server.ts";
import { href } from "#app/utils/href.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { addBulkLines, getConfig } from "#bff/index.server.ts";
import { bulkEntryNotices, parseBulkEntry } from "#bff/rules/bulk-entry.ts";

type Notice = Omit<Notification, "id">;

/** What the box's form gets with JavaScript: the notices come with the root's next load. */
export type BulkAddAnswer = { done: true };

/**
 * A business buyer's quantities from a product box (with the `bulkOrder` flag): every
 * variant with an amount goes to the cart in one batch, answered with the spec's batch
 * messages. Without JavaScript back to the box; with it data, and the page stays.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  if (!getConfig().SHOP_FEATURES.includes("bulkOrder")) throw data(null, { status: 404 });
  const ctx = await requestContext(request, context);
  const back = safeRedirect(formData.get("returnTo"), href("home", ctx.locale));
  const enhanced = isEnhanced(formData);
  const answer = async (notices: ReadonlyArray<Notice>, cookies: Array<string | null> = []) => {
    if (!enhanced) return redirectWithNotice(request, back, notices, { cookies });
    const headers = new Headers();
    for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await flashNotification(request, [...notices]));
    return data<BulkAddAnswer>({ done: true }, { headers });
  };

  const entry = parseBulkEntry(formData.entries());
  if (entry.kind === "empty") return answer([{ type: "info", message: "bulkOrder.empty" }]);
  if (entry.kind === "invalid") {
    return answer([
      { type: "danger", message: "bulkOrder.invalid", values: { names: entry.names.join(", ") } },
    ]);
  }
  const { outcome, cartToken } = await fromBff(() => addBulkLines({ ctx, lines: entry.lines }));
  return answer(bulkEntryNotices(outcome), [await cartCookieHeader(cartToken)]);
}
