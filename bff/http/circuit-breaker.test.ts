import { describe, expect, test } from "vitest";

import { CircuitBreaker } from "./circuit-breaker.ts";

function setup() {
  let now = 0;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 10_000, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

describe("CircuitBreaker", () => {
  test("opens after the threshold of failures in a row and then fails fast", () => {
    const { breaker } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe("closed");
    breaker.recordFailure();
    expect(breaker.state).toBe("open");
    expect(breaker.tryAcquire()).toBe(false);
  });

  test("a success resets the count", () => {
    const { breaker } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    expect(breaker.state).toBe("closed");
  });

  test("after the open period one probe goes through; its success closes the breaker", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    advance(10_000);
    expect(breaker.state).toBe("half-open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  test("a failed probe opens it again for another period", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe("open");
    advance(9_999);
    expect(breaker.tryAcquire()).toBe(false);
  });
});
