import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import { ReviewSchema, WatchSchema } from "#app/schemas/product.ts";
import { flashNotification } from "#app/shopper/flash.server.ts";
import { requestContext } from "#app/shopper/request-context.server.ts";
import { ownPath } from "#app/utils/safe-redirect.ts";
import { addReview, isBffError, watchVariant } from "#bff/index.server.ts";
import { starsToRating } from "#bff/rules/star-rating.ts";

/** Back to the product page, to the section the form sits in. */
function backTo(request: Request, anchor: string): string {
  return ownPath(new URL(request.url), anchor);
}

/**
 * The store's refusal as the form's message. Its own words (the shopper has not bought the
 * product, the review is empty) are Czech and shown as they are; a guest is asked to log in.
 */
function refusal(error: unknown): { status: number; formErrors: Array<string> } {
  if (!isBffError(error)) throw error;
  if (error.kind === "unauthorized") {
    return { status: 401, formErrors: ["product.review.loginRequired"] };
  }
  if (error.status < 500 && error.message) {
    return { status: error.status, formErrors: [error.message] };
  }
  return { status: 503, formErrors: ["product.storeUnavailable"] };
}

/** "Hlídat dostupnost": the store mails the shopper once the variant is back. */
export async function watchAvailability(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
) {
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
    const { status, formErrors } = refusal(error);
    return data({ intent: "watch", result: submission.reply({ formErrors }) }, { status });
  }
  return redirect(backTo(request, "hlidat-dostupnost"), {
    status: 303,
    headers: {
      "Set-Cookie": await flashNotification(request, {
        type: "success",
        message: "product.watch.confirmed",
        values: { email: submission.value.email },
      }),
    },
  });
}

/** A review from a customer who bought the product and had it shipped. */
export async function submitReview(request: Request, context: AppLoadContext, formData: FormData) {
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
    const { status, formErrors } = refusal(error);
    return data({ intent: "review", result: submission.reply({ formErrors }) }, { status });
  }
  return redirect(backTo(request, "recenze"), {
    status: 303,
    headers: {
      "Set-Cookie": await flashNotification(request, {
        type: "success",
        message: "product.review.thanks",
      }),
    },
  });
}
