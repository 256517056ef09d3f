import { parseWithZod } from "@conform-to/zod/v4";
import { data, replace, type AppLoadContext } from "@remix-run/node";

import {
  commitCheckoutChoices,
  readCheckoutChoices,
} from "#app/checkout/checkout-session.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { afterChoice } from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { SMALL_FORM_MAX_BYTES, readForm } from "#app/utils/request-body.server.ts";
import { changeCheckoutMethod, isBffError } from "#bff/index.server.ts";
import { CheckoutMethodsFormSchema } from "#bff/rules/checkout-methods-form.server.ts";

/**
 * Every form of the shipping-and-payment step: the shipper, the payment, the pick-up point
 * and the delivery time slot. Each is checked against what the store offers the cart now;
 * an accepted choice is stored in the session and the page is shown again with the choices
 * folded (303, so it works without JavaScript; a fetcher follows it without a reload). A
 * refused one comes back at its field with the shopper's previous choices untouched.
 */
export async function checkoutMethodsAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request, context, { maxBytes: SMALL_FORM_MAX_BYTES });
  const submission = parseWithZod(formData, { schema: CheckoutMethodsFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const [ctx, choices] = await Promise.all([
    requestContext(request, context),
    readCheckoutChoices(request),
  ]);
  let outcome: Awaited<ReturnType<typeof changeCheckoutMethod>>;
  try {
    outcome = await changeCheckoutMethod({ ctx, choices, change: submission.value });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, {
      fallback: "checkout.methods.storeUnavailable",
    });
    return data({ result: submission.reply(refused) }, { status });
  }
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }) },
      { status: 422 },
    );
  }
  const chosen = await commitCheckoutChoices(request, outcome.choices);
  // What the change took away is told on the page shown next; the flash is committed over
  // the new choices, so its one cookie holds both.
  const setCookie =
    outcome.notices.length > 0
      ? await flashNotification(
          requestAfter(request, [chosen]),
          outcome.notices.map((notice) => ({ type: "warning" as const, ...notice })),
        )
      : chosen;
  // Replaces the history entry with JavaScript: choosing options is not a page to go back to.
  return replace(afterChoice(request.url, submission.value.intent), {
    status: 303,
    headers: { "Set-Cookie": setCookie },
  });
}
