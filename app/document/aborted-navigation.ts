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

type ErrorLog = { error: (...data: Array<unknown>) => void };

/**
 * A navigation that a newer one interrupts (a filter applied on blur, then again by Enter)
 * ends with an abort: the expected end of that navigation, not an error for the console.
 * The router leaves it unhandled when its `navigate` promise is dropped (`useSubmit`,
 * `useNavigate`), and Remix's single-fetch client logs it with `console.error` when the
 * abort cuts the answer's body short, before it rethrows an error the router then drops.
 * Any other rejection or logged error is reported as before.
 */
export function ignoreAbortedNavigations(
  target: RejectionTarget = window,
  log: ErrorLog = console,
): void {
  target.addEventListener("unhandledrejection", (event) => {
    if (isAbort(event.reason)) event.preventDefault();
  });
  const report = log.error.bind(log);
  log.error = (...data) => {
    if (data.length === 1 && isAbort(data[0])) return;
    report(...data);
  };
}
