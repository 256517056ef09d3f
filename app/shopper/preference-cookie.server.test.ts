import { describe, expect, test } from "vitest";

import { ageConfirmedCookie, isAgeConfirmed } from "#app/shopper/age-confirmation.server.ts";
import { NO_CONSENT } from "#app/shopper/consent.ts";
import { consentOf, cookieConsentCookie } from "#app/shopper/cookie-consent.server.ts";

function requestWith(cookie: string) {
  return new Request("http://localhost/", { headers: { cookie } });
}

describe("remembered choices", () => {
  test("the age confirmation and the cookie consent read back what they set", () => {
    const age = ageConfirmedCookie().split(";")[0] ?? "";
    const consent = cookieConsentCookie(NO_CONSENT).split(";")[0] ?? "";
    const request = requestWith(`other=1; ${age}; ${consent}`);
    expect(isAgeConfirmed(request)).toBe(true);
    expect(consentOf(request)).toEqual(NO_CONSENT);
  });

  test("a year, HttpOnly and SameSite=Lax", () => {
    expect(ageConfirmedCookie()).toMatch(/Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
  });

  test("unknown or tampered values count as no choice", () => {
    expect(isAgeConfirmed(requestWith("shop_age_confirmed=0"))).toBe(false);
    expect(consentOf(requestWith("shop_cookie_consent=everything"))).toBeNull();
    expect(consentOf(requestWith(""))).toBeNull();
  });
});
