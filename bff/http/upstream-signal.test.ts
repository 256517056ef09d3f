import v8 from "node:v8";
import vm from "node:vm";

import { describe, expect, test } from "vitest";

import { parseConfig } from "#bff/config.ts";
import { deferredContext } from "#bff/context.ts";
import { testContext } from "#bff/mocks/context.ts";

import { isTimeout, timeLimit, upstreamSignal } from "./upstream-signal.ts";

describe("time limit of one upstream call", () => {
  const config = parseConfig({});

  test("the page's own data waits 5 s, data below the fold 2.5 s", () => {
    expect(timeLimit(testContext(), undefined, config)).toBe(5000);
    expect(timeLimit(deferredContext(testContext()), undefined, config)).toBe(2500);
  });

  test("a call with a limit of its own keeps it", () => {
    expect(timeLimit(deferredContext(testContext()), 800, config)).toBe(800);
    expect(timeLimit(testContext(), 800, config)).toBe(800);
  });

  test("the deferred limit must end before the document stops waiting (5 s)", () => {
    expect(() => parseConfig({ UPSTREAM_DEFERRED_TIMEOUT_MS: "6000" })).toThrowError(
      /UPSTREAM_DEFERRED_TIMEOUT_MS/,
    );
    expect(
      timeLimit(
        deferredContext(testContext()),
        undefined,
        parseConfig({ UPSTREAM_DEFERRED_TIMEOUT_MS: "4000" }),
      ),
    ).toBe(4000);
  });
});

describe("the signal of one upstream call", () => {
  /** A full garbage collection, as the server's heap gets one now and then under load. */
  function collectGarbage() {
    v8.setFlagsFromString("--expose-gc");
    (vm.runInNewContext("gc") as () => void)();
  }

  function aborted(signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve) => {
      signal.addEventListener("abort", () => resolve(signal.reason), { once: true });
    });
  }

  test("its time limit comes even after a garbage collection, as a timeout", async () => {
    const shopper = new AbortController();
    const signal = upstreamSignal({ ...testContext(), signal: shopper.signal }, 50);
    const reason = aborted(signal);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      collectGarbage();
    }
    expect(isTimeout(await reason)).toBe(true);
  });

  test("the shopper leaving aborts it at once, and is no timeout", async () => {
    const shopper = new AbortController();
    const signal = upstreamSignal({ ...testContext(), signal: shopper.signal }, 5000);
    const reason = aborted(signal);
    shopper.abort(new DOMException("gone", "AbortError"));
    expect(isTimeout(await reason)).toBe(false);
  });

  test("without a shopper's signal the limit alone decides", async () => {
    const signal = upstreamSignal({ ...testContext(), signal: undefined }, 20);
    expect(isTimeout(await aborted(signal))).toBe(true);
  });
});
