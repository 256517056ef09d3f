import { useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useFetchers } from "@remix-run/react";

import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import type { CheckoutMethodsChange } from "#bff/rules/checkout-methods-form.server.ts";

export type MethodsActionData = { result: SubmissionResult<Array<string>> };
export type MethodsIntent = CheckoutMethodsChange["intent"];

const FETCHER_PREFIX = "checkout-methods-";

/** Every field the step's forms post; each form sends the intent and one of the others. */
type MethodsFields = {
  intent: string;
  shipperId: string;
  paymentId: string;
  branchId: string;
  deliveryTimeId: string;
};

/**
 * One choice's form on the shipping-and-payment step: a fetcher with JavaScript, a plain
 * POST without. A refusal shows at the form that sent it, whether it came back to the
 * fetcher or, without JavaScript, as the page's action data. The forms' option lists are
 * keyed by the stored choice, so a choice the server cleared (a payment the new shipper
 * blocks) is no longer shown checked.
 */
export function useMethodsForm(intent: MethodsIntent, actionData?: MethodsActionData) {
  const fetcher = useFetcher<MethodsActionData>({ key: `${FETCHER_PREFIX}${intent}` });
  // The choices share one session cookie, which the page's reload after each choice writes
  // too: a choice sent while another is still on its way or reloading would be undone by the
  // earlier answer. So one goes at a time, from sending to the page reloaded.
  const locked = useFetchers().some(
    (other) => other.key.startsWith(FETCHER_PREFIX) && other.state !== "idle",
  );
  const pageResult =
    actionData?.result.initialValue?.intent === intent ? actionData.result : undefined;
  const [form, fields] = useForm<MethodsFields>({
    id: `checkout-${intent}`,
    lastResult: useSubmissionResult(fetcher.data?.result ?? pageResult, fetcher.state !== "idle"),
  });
  return { fetcher, form, fields, busy: fetcher.state !== "idle", locked };
}
