import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";

import { subscribeNewsletter } from "./customers.ts";

export type NewsletterOutcome =
  | { kind: "subscribed" }
  /** The store answered 401: the address is signed up already, which counts as success. */
  | { kind: "already_subscribed"; title: string };

/**
 * Signs an address up for the newsletter. A 401 (already signed up) is an outcome, not an
 * error; every other refusal stays a BffError for the caller to show.
 */
export async function signUpForNewsletter({
  ctx,
  email,
  callbackUrl,
  source,
}: {
  ctx: RequestContext;
  email: string;
  callbackUrl: string;
  source: string;
}): Promise<NewsletterOutcome> {
  try {
    await subscribeNewsletter({ ctx, email, callbackUrl, source });
    return { kind: "subscribed" };
  } catch (error) {
    if (isBffError(error) && error.kind === "unauthorized") {
      return { kind: "already_subscribed", title: error.title };
    }
    throw error;
  }
}
