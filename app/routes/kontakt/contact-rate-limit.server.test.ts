import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { mailRetryAfterSeconds, recordMail } from "#app/account/mail-rate-limit.server.ts";

import { CONTACT_LIMITS, createContactLimiter } from "./contact-rate-limit.server.ts";

const MINUTE = 60_000;

// The in-memory counts (no REDIS_URL in unit tests) run on the clock vitest fakes.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("contact form limits", () => {
  test("5 messages per client address in 10 minutes, across senders", async () => {
    const limiter = createContactLimiter();
    for (let sent = 0; sent < CONTACT_LIMITS.ip.max; sent += 1) {
      const message = { email: `sender${sent}@example.cz`, ip: "192.0.2.7" };
      expect(await mailRetryAfterSeconds(limiter, message)).toBe(0);
      await recordMail(limiter, message);
      vi.advanceTimersByTime(MINUTE);
    }
    const sixth = { email: "someone@example.cz", ip: "192.0.2.7" };
    // Sent at 0..4 minutes, now 5: the window that began with the first ends at 10.
    expect(await mailRetryAfterSeconds(limiter, sixth)).toBe(5 * 60);
    expect(await mailRetryAfterSeconds(limiter, { ...sixth, ip: "192.0.2.8" })).toBe(0);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(await mailRetryAfterSeconds(limiter, sixth)).toBe(0);
  });

  test("5 messages per sender's address, whatever the client address and case", async () => {
    const limiter = createContactLimiter();
    for (let sent = 0; sent < CONTACT_LIMITS.email.max; sent += 1) {
      await recordMail(limiter, { email: " Jana@Example.cz ", ip: `203.0.113.${sent}` });
    }
    expect(
      await mailRetryAfterSeconds(limiter, { email: "jana@example.cz", ip: "203.0.113.99" }),
    ).toBeGreaterThan(0);
    expect(
      await mailRetryAfterSeconds(limiter, { email: "petr@example.cz", ip: "203.0.113.99" }),
    ).toBe(0);
  });
});
