import { redirect, type AppLoadContext } from "@remix-run/node";

import { loginExpired } from "#app/account/auth.server.ts";
import { isLoginRefused, requireCustomer } from "#app/account/customer.server.ts";
import { orderCodeOrId } from "#app/account/order-params.server.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { href } from "#app/utils/href.ts";
import { isBffError, orderDownload, type OrderDownloadKind } from "#bff/index.server.ts";

/**
 * An export of the customer's order as a download: the store's file streamed through as it
 * arrives, named after the order. A guest logs in first and a refused login ends as on
 * every account page. A failure cannot show a page from here, so it goes to the order's
 * page, which shows it: a 404 for an order that is not the customer's, the store's outage
 * as the 503 page, or, when the store answers again, the order with a notice.
 */
export async function orderDownloadResponse(
  request: Request,
  context: AppLoadContext,
  { id, kind }: { id: string | undefined; kind: OrderDownloadKind },
): Promise<Response> {
  const ctx = await requireCustomer(request, context);
  const codeOrId = orderCodeOrId(id);
  // Only a URL made by hand names no order at all.
  if (!codeOrId) return new Response("Not found", { status: 404 });
  const orderPage = href("accountOrder", ctx.locale, { id: codeOrId });
  try {
    const download = await orderDownload({ ctx, codeOrId, kind });
    return new Response(download.body, {
      headers: {
        "Content-Type": download.contentType,
        "Content-Disposition": `attachment; filename="${download.filename}"`,
        // The customer's own data: kept by no cache on the way.
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (isLoginRefused(error)) throw await loginExpired(request, ctx.locale);
    if (!isBffError(error)) throw error;
    if (error.kind === "upstream") {
      return redirectWithNotice(request, orderPage, {
        type: "danger",
        message: "accountOrders.detail.downloadUnavailable",
      });
    }
    return redirect(orderPage, 303);
  }
}
