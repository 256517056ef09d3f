import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";

import { isHoneypotFilled } from "#app/forms/honeypot.ts";
import { redirectWithNotice } from "#app/forms/redirect-with-notice.server.ts";
import { storeRefusal } from "#app/forms/store-refusal.server.ts";
import { ReviewSchema, WatchSchema } from "#app/schemas/product.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import { addReview, isBffError, watchVariant } from "#bff/index.server.ts";
import { starsToRating } from "#bff/rules/star-rating.ts";

/** Back to the product page, to the section the form sits in. */
function backTo(request: Request, anchor: string): string {
  return ownPath(new URL(request.url), anchor);
}

/**
 * The store's refusals, for the whole form. Its own words (the shopper has not bought the
 * product, the review is empty) are Czech and shown as they are; a guest is asked to log in.
 */
const PRODUCT_REFUSAL = {
  kinds: { unauthorized: "product.review.loginRequired" },
  fallback: "product.storeUnavailable",
};

/** What the watch form's success says; a bot (the honeypot filled) is told the same. */
function watchConfirmed(request: Request, email: unknown) {
  return redirectWithNotice(request, backTo(request, "hlidat-dostupnost"), {
    type: "success",
    message: "product.watch.confirmed",
    values: { email: typeof email === "string" ? email : "" },
  });
}

function reviewThanks(request: Request) {
  return redirectWithNotice(request, backTo(request, "recenze"), {
    type: "success",
    message: "product.review.thanks",
  });
}

/** "Hlídat dostupnost": the store mails the shopper once the variant is back. */
export async function watchAvailability(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
) {
  if (isHoneypotFilled(formData)) return watchConfirmed(request, formData.get("email"));
  const submission = parseWithZod(formData, { schema: WatchSchema });
  if (submission.status !== "success") {
    return data({ intent: "watch", result: submission.reply() }, { status: 400 });
  }
  const ctx = await requestContext(request, context);
  try {
    await watchVariant({
      ctx,
      variantId: submission.value.variantId,
      email: submission.value.email,
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, PRODUCT_REFUSAL);
    return data({ intent: "watch", result: submission.reply(refused) }, { status });
  }
  return watchConfirmed(request, submission.value.email);
}

/** A review from a customer who bought the product and had it shipped. */
export async function submitReview(request: Request, context: AppLoadContext, formData: FormData) {
  if (isHoneypotFilled(formData)) return reviewThanks(request);
  const submission = parseWithZod(formData, { schema: ReviewSchema });
  if (submission.status !== "success") {
    return data({ intent: "review", result: submission.reply() }, { status: 400 });
  }
  const ctx = await requestContext(request, context);
  try {
    await addReview({
      ctx,
      productId: submission.value.productId,
      rating: starsToRating(submission.value.stars),
      text: submission.value.text,
    });
  } catch (error) {
    if (!isBffError(error)) throw error;
    const { status, ...refused } = storeRefusal(error, PRODUCT_REFUSAL);
    return data({ intent: "review", result: submission.reply(refused) }, { status });
  }
  return reviewThanks(request);
}
