import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";

type Result = SubmissionResult<Array<string>>;

/** A submission that went through: no messages, the values as the shopper left them. */
const SUCCEEDED: Result = { status: "success", error: {} };

type Seen = {
  /** The answer when last idle: what a submission that starts now replaces. */
  result: Result | undefined;
  busy: boolean;
  /** What Conform was given last. */
  shown: Result | undefined;
};

/**
 * The `lastResult` to give Conform's `useForm`. Conform keeps the messages of the last
 * answer it was given until another comes, but a submission that goes through redirects and
 * brings none: a page's action data is then gone, and a fetcher keeps its last data (the
 * router remembers it across the redirect). So a submission that ends without a new answer
 * is reported as a success, and the earlier messages go ("Není skladem" once the quantity
 * went through, a refused coupon once a good one is applied). `busy` is a fetcher's
 * `state !== "idle"`; while it is on its way the messages stay as they are.
 */
export function useSubmissionResult(
  result: Result | null | undefined,
  busy = false,
): Result | undefined {
  const current = result ?? undefined;
  const [seen, setSeen] = useState<Seen>({ result: current, busy, shown: current });
  if (busy && !seen.busy) {
    setSeen({ ...seen, busy });
  } else if (!busy && (seen.busy || current !== seen.result)) {
    const answered = current !== undefined && current !== seen.result;
    const shown = answered ? current : seen.shown === undefined ? undefined : SUCCEEDED;
    setSeen({ result: current, busy, shown });
  }
  return seen.shown;
}
