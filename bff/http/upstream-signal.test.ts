import { describe, expect, test } from "vitest";

import { parseConfig } from "#bff/config.ts";
import { deferredContext } from "#bff/context.ts";
import { testContext } from "#bff/mocks/context.ts";

import { timeLimit } from "./upstream-signal.ts";

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
