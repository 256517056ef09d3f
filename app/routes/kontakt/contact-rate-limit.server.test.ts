import { describe, expect, test } from "vitest";

import { mailRetryAfterSeconds, recordMail } from "#app/account/mail-rate-limit.server.ts";

import { CONTACT_LIMITS, createContactLimiter } from "./contact-rate-limit.server.ts";

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("contact form limits", () => {
  test("5 messages per client address in 10 minutes, across senders", () => {
    const time = clock();
    const limiter = createContactLimiter(time.now);
    for (let sent = 0; sent < CONTACT_LIMITS.ip.max; sent += 1) {
      const message = { email: `sender${sent}@example.cz`, ip: "192.0.2.7" };
      expect(mailRetryAfterSeconds(limiter, message)).toBe(0);
      recordMail(limiter, message);
      time.advance(MINUTE);
    }
    const sixth = { email: "someone@example.cz", ip: "192.0.2.7" };
    // Sent at 0..4 minutes, now 5: the first leaves the window at 10.
    expect(mailRetryAfterSeconds(limiter, sixth)).toBe(5 * 60);
    expect(mailRetryAfterSeconds(limiter, { ...sixth, ip: "192.0.2.8" })).toBe(0);
    time.advance(5 * MINUTE);
    expect(mailRetryAfterSeconds(limiter, sixth)).toBe(0);
  });

  test("5 messages per sender's address, whatever the client address and case", () => {
    const limiter = createContactLimiter(clock().now);
    for (let sent = 0; sent < CONTACT_LIMITS.email.max; sent += 1) {
      recordMail(limiter, { email: " Jana@Example.cz ", ip: `203.0.113.${sent}` });
    }
    expect(
      mailRetryAfterSeconds(limiter, { email: "jana@example.cz", ip: "203.0.113.99" }),
    ).toBeGreaterThan(0);
    expect(mailRetryAfterSeconds(limiter, { email: "petr@example.cz", ip: "203.0.113.99" })).toBe(
      0,
    );
  });
});
