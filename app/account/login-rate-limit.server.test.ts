import { describe, expect, test } from "vitest";

import {
  LOGIN_LIMITS,
  SlidingWindow,
  createLoginLimiter,
  loginRetryAfterSeconds,
  recordLoginFailure,
  recordLoginSuccess,
} from "#app/account/login-rate-limit.server.ts";

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("SlidingWindow", () => {
  test("allows max failures, then refuses until the oldest leaves the window", () => {
    const time = clock();
    const window = new SlidingWindow({ max: 3, windowMs: 10 * MINUTE, now: time.now });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(window.retryAfterMs("a")).toBe(0);
      window.recordFailure("a");
      time.advance(MINUTE);
    }
    // Failures at 0, 1 and 2 minutes; now is 3: the first leaves at 10.
    expect(window.retryAfterMs("a")).toBe(7 * MINUTE);
    time.advance(7 * MINUTE);
    expect(window.retryAfterMs("a")).toBe(0);
    window.recordFailure("a");
    // Failures at 1, 2 and 10 minutes: the one at 1 leaves at 11.
    expect(window.retryAfterMs("a")).toBe(MINUTE);
  });

  test("keys are counted apart, and reset forgets one", () => {
    const window = new SlidingWindow({ max: 1, windowMs: MINUTE });
    window.recordFailure("a");
    expect(window.retryAfterMs("a")).toBeGreaterThan(0);
    expect(window.retryAfterMs("b")).toBe(0);
    window.reset("a");
    expect(window.retryAfterMs("a")).toBe(0);
  });

  test("keeps at most maxKeys, dropping the least recently failed", () => {
    const window = new SlidingWindow({ max: 1, windowMs: MINUTE, maxKeys: 2 });
    window.recordFailure("a");
    window.recordFailure("b");
    window.recordFailure("a");
    window.recordFailure("c");
    expect(window.retryAfterMs("b")).toBe(0);
    expect(window.retryAfterMs("a")).toBeGreaterThan(0);
    expect(window.retryAfterMs("c")).toBeGreaterThan(0);
  });
});

describe("login limits", () => {
  test("5 failures per account from one address in 15 minutes, whatever the case", () => {
    const time = clock();
    const limiter = createLoginLimiter(time.now);
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      const attemptBy = { email: " Jana@Example.cz ", ip: "10.0.0.1" };
      expect(loginRetryAfterSeconds(attemptBy, limiter)).toBe(0);
      recordLoginFailure(attemptBy, limiter);
    }
    expect(loginRetryAfterSeconds({ email: "jana@example.cz", ip: "10.0.0.1" }, limiter)).toBe(
      15 * 60,
    );
    time.advance(15 * MINUTE);
    expect(loginRetryAfterSeconds({ email: "jana@example.cz", ip: "10.0.0.1" }, limiter)).toBe(0);
  });

  test("six wrong passwords from one address do not lock the account from another", () => {
    const limiter = createLoginLimiter(clock().now);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      recordLoginFailure({ email: "jana@example.cz", ip: "203.0.113.66" }, limiter);
    }
    expect(
      loginRetryAfterSeconds({ email: "jana@example.cz", ip: "203.0.113.66" }, limiter),
    ).toBeGreaterThan(0);
    expect(loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.10" }, limiter)).toBe(0);
  });

  test("20 failures per address in 15 minutes, across accounts", () => {
    const limiter = createLoginLimiter(clock().now);
    for (let attempt = 0; attempt < LOGIN_LIMITS.ip.max; attempt += 1) {
      recordLoginFailure({ email: `user${attempt}@example.cz`, ip: "192.0.2.7" }, limiter);
    }
    expect(
      loginRetryAfterSeconds({ email: "someone@example.cz", ip: "192.0.2.7" }, limiter),
    ).toBeGreaterThan(0);
    expect(loginRetryAfterSeconds({ email: "someone@example.cz", ip: "192.0.2.8" }, limiter)).toBe(
      0,
    );
  });

  test("a successful login clears the account's count from that address but not the address's", () => {
    const limiter = createLoginLimiter(clock().now);
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      recordLoginFailure({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter);
    }
    recordLoginSuccess({ email: "JANA@example.cz", ip: "192.0.2.7" }, limiter);
    expect(loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter)).toBe(0);
    for (
      let attempt = LOGIN_LIMITS.accountFromAddress.max;
      attempt < LOGIN_LIMITS.ip.max;
      attempt += 1
    ) {
      recordLoginFailure({ email: `user${attempt}@example.cz`, ip: "192.0.2.7" }, limiter);
    }
    expect(
      loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter),
    ).toBeGreaterThan(0);
  });
});
