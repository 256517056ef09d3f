import { describe, expect, test } from "vitest";

import { fromBff, isUnavailable, toErrorResponse } from "#app/utils/bff-edge.server.ts";
import { BffError } from "#bff/errors.ts";
import { normaliseUpstreamError } from "#bff/http/error-normalisation.ts";

const statusOf = (response: unknown) => (response as { init: ResponseInit | null }).init?.status;

describe("BFF failures at the loader edge", () => {
  test.each([
    ["unreachable", 503],
    ["a timeout", 504],
    ["an answer that is not JSON or not the contract", 502],
    ["the store's own 500", 500],
  ])("%s is the store-unavailable page (503), never a 500", (_, status) => {
    const error = new BffError({ kind: "upstream" }, status);
    expect(statusOf(toErrorResponse(error))).toBe(503);
    expect(isUnavailable(error)).toBe(true);
  });

  test("a missing entity is a 404 and the store's refusal no outage", async () => {
    const missing = await fromBff(() => Promise.reject(normaliseUpstreamError(404, {}))).catch(
      (error: unknown) => error,
    );
    expect(statusOf(missing)).toBe(404);
    expect(isUnavailable(normaliseUpstreamError(422, {}))).toBe(false);
  });

  test("the 503 it made of an outage still reads as an outage", () => {
    const made = toErrorResponse(new BffError({ kind: "upstream" }, 502));
    expect(isUnavailable(made)).toBe(true);
    expect(isUnavailable(new Response(null, { status: 503 }))).toBe(true);
    expect(isUnavailable(new Response(null, { status: 303 }))).toBe(false);
    expect(isUnavailable(new Error("bug"))).toBe(false);
  });
});
