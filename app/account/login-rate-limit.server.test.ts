import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import {
  LOGIN_LIMITS,
  createLoginLimiter,
  loginRetryAfterSeconds,
  recordLoginFailure,
  recordLoginSuccess,
} from "#app/account/login-rate-limit.server.ts";

const MINUTE = 60_000;

// The in-memory counts (no REDIS_URL in unit tests) run on the clock vitest fakes.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("login limits", () => {
  test("5 failures per account from one address, whatever the case, then 15 minutes from the first", async () => {
    const limiter = createLoginLimiter();
    const attemptBy = { email: " Jana@Example.cz ", ip: "10.0.0.1" };
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      expect(await loginRetryAfterSeconds(attemptBy, limiter)).toBe(0);
      await recordLoginFailure(attemptBy, limiter);
      vi.advanceTimersByTime(MINUTE);
    }
    // Failures at 0..4 minutes, now 5: the window that began with the first ends at 15.
    const sixth = { email: "jana@example.cz", ip: "10.0.0.1" };
    expect(await loginRetryAfterSeconds(sixth, limiter)).toBe(10 * 60);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(await loginRetryAfterSeconds(sixth, limiter)).toBe(0);
  });

  test("six wrong passwords from one address do not lock the account from another", async () => {
    const limiter = createLoginLimiter();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await recordLoginFailure({ email: "jana@example.cz", ip: "203.0.113.66" }, limiter);
    }
    expect(
      await loginRetryAfterSeconds({ email: "jana@example.cz", ip: "203.0.113.66" }, limiter),
    ).toBe(15 * 60);
    expect(
      await loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.10" }, limiter),
    ).toBe(0);
  });

  test("20 failures per address in 15 minutes, across accounts", async () => {
    const limiter = createLoginLimiter();
    for (let attempt = 0; attempt < LOGIN_LIMITS.ip.max; attempt += 1) {
      await recordLoginFailure({ email: `user${attempt}@example.cz`, ip: "192.0.2.7" }, limiter);
    }
    expect(
      await loginRetryAfterSeconds({ email: "someone@example.cz", ip: "192.0.2.7" }, limiter),
    ).toBe(15 * 60);
    expect(
      await loginRetryAfterSeconds({ email: "someone@example.cz", ip: "192.0.2.8" }, limiter),
    ).toBe(0);
  });

  test("a successful login clears the account's count from that address but not the address's", async () => {
    const limiter = createLoginLimiter();
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      await recordLoginFailure({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter);
    }
    await recordLoginSuccess({ email: "JANA@example.cz", ip: "192.0.2.7" }, limiter);
    expect(
      await loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter),
    ).toBe(0);
    for (
      let attempt = LOGIN_LIMITS.accountFromAddress.max;
      attempt < LOGIN_LIMITS.ip.max;
      attempt += 1
    ) {
      await recordLoginFailure({ email: `user${attempt}@example.cz`, ip: "192.0.2.7" }, limiter);
    }
    expect(
      await loginRetryAfterSeconds({ email: "jana@example.cz", ip: "192.0.2.7" }, limiter),
    ).toBeGreaterThan(0);
  });

  test("without a known address the account alone is counted", async () => {
    const limiter = createLoginLimiter();
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      await recordLoginFailure({ email: "jana@example.cz", ip: null }, limiter);
    }
    expect(await loginRetryAfterSeconds({ email: "jana@example.cz", ip: null }, limiter)).toBe(
      15 * 60,
    );
    expect(await loginRetryAfterSeconds({ email: "petr@example.cz", ip: null }, limiter)).toBe(0);
  });
});
