import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { queryFields } from "#app/forms/query-fields.ts";
import { ORDER_CODE_MAX_LENGTH } from "#app/routes/stav-objednavky/order-status-fields.ts";
import { OrderStatusLookupSchema } from "#app/routes/stav-objednavky/order-status-schema.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { isBffError, orderStatusPage, type OrderStatusView } from "#bff/index.server.ts";

export type OrderStatusLookup = {
  /** The form's answer: its messages and the input kept; null before any look-up. */
  result: SubmissionResult<Array<string>> | null;
  order: OrderStatusView | null;
};

/** The look-up's query carries an e-mail address: no cache may keep the page. */
const PRIVATE = { "Cache-Control": "no-store" };

/**
 * The order status page's look-up. A code alone (the finished page's link) only fills the
 * form; a code with an e-mail looks the order up at once. A wrong code or e-mail, an
 * order not found and a store that cannot answer each come back with the form as typed and
 * the message beside it, with the matching status.
 */
export async function orderStatusLookup(
  request: Request,
  context: AppLoadContext,
): Promise<ReturnType<typeof data<OrderStatusLookup>> | OrderStatusLookup> {
  const params = new URL(request.url).searchParams;
  if (!params.has("email")) {
    const code = params.get("kod")?.trim().slice(0, ORDER_CODE_MAX_LENGTH);
    return { result: code ? { initialValue: { kod: code } } : null, order: null };
  }
  const submission = parseWithZod(queryFields(params, ["kod", "email"]), {
    schema: OrderStatusLookupSchema,
  });
  if (submission.status !== "success") {
    return data<OrderStatusLookup>(
      { result: submission.reply(), order: null },
      { status: 400, headers: PRIVATE },
    );
  }
  const ctx = await requestContext(request, context);
  try {
    const page = await orderStatusPage({
      ctx,
      code: submission.value.kod,
      email: submission.value.email,
    });
    if (page.kind === "not_found") {
      return data<OrderStatusLookup>(
        { result: submission.reply({ formErrors: ["orderStatus.notFound"] }), order: null },
        { status: 404, headers: PRIVATE },
      );
    }
    return data<OrderStatusLookup>(
      { result: submission.reply(), order: page.order },
      { headers: PRIVATE },
    );
  } catch (error) {
    if (!isBffError(error)) throw error;
    return data<OrderStatusLookup>(
      { result: submission.reply({ formErrors: ["orderStatus.unavailable"] }), order: null },
      { status: 503, headers: PRIVATE },
    );
  }
}
