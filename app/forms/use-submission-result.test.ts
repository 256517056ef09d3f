// @vitest-environment jsdom
import type { SubmissionResult } from "@conform-to/react";
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { useSubmissionResult } from "#app/forms/use-submission-result.ts";

afterEach(cleanup);

type Result = SubmissionResult<Array<string>>;
type Props = { result: Result | undefined; busy: boolean };

const refusal = (message: string): Result => ({
  status: "error",
  initialValue: { email: "jana@" },
  error: { email: [message] },
});
const SUCCEEDED = { status: "success", error: {} };

function render(first: Props) {
  return renderHook((props: Props) => useSubmissionResult(props.result, props.busy), {
    initialProps: first,
  });
}

describe("useSubmissionResult", () => {
  test("a page's action data gone after a redirect reads as a success", () => {
    const hook = render({ result: undefined, busy: false });
    expect(hook.result.current).toBeUndefined();
    const refused = refusal("product.watch.emailInvalid");
    hook.rerender({ result: refused, busy: false });
    expect(hook.result.current).toBe(refused);
    hook.rerender({ result: undefined, busy: false });
    expect(hook.result.current).toEqual(SUCCEEDED);
  });

  test("a fetcher's data kept across a redirect: the ended submission is a success", () => {
    const refused = refusal("Není skladem");
    const hook = render({ result: undefined, busy: false });
    hook.rerender({ result: undefined, busy: true });
    hook.rerender({ result: refused, busy: false });
    expect(hook.result.current).toBe(refused);

    hook.rerender({ result: refused, busy: true });
    expect(hook.result.current).toBe(refused);
    hook.rerender({ result: refused, busy: false });
    expect(hook.result.current).toEqual(SUCCEEDED);

    // While the next one is on its way nothing comes back; a new refusal shows.
    hook.rerender({ result: refused, busy: true });
    expect(hook.result.current).toEqual(SUCCEEDED);
    const again = refusal("Není skladem");
    hook.rerender({ result: again, busy: false });
    expect(hook.result.current).toBe(again);
  });

  test("a form never answered stays without a result", () => {
    const hook = render({ result: undefined, busy: true });
    hook.rerender({ result: undefined, busy: false });
    expect(hook.result.current).toBeUndefined();
  });
});
