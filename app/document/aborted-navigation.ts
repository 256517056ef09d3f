/** Whether a rejection is an abort: a request or navigation that something else cut short. */
export function isAbort(reason: unknown): boolean {
  return (
    typeof reason === "object" &&
    reason !== null &&
    "name" in reason &&
    (reason as { name: unknown }).name === "AbortError"
  );
}

type RejectionTarget = {
  addEventListener(
    type: "unhandledrejection",
    listener: (event: Pick<PromiseRejectionEvent, "reason" | "preventDefault">) => void,
  ): void;
};

/**
 * A navigation that a newer one interrupts (a filter applied on blur, then again by Enter)
 * ends with an abort that the router leaves unhandled (its `navigate` promise is dropped by
 * `useSubmit` and `useNavigate`): it is the expected end of that navigation, not an error
 * for the console. Any other rejection is reported as before.
 */
export function ignoreAbortedNavigations(target: RejectionTarget = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbort(event.reason)) event.preventDefault();
  });
}
