import { describe, expect, test } from "vitest";

import { FULL_CONSENT, NO_CONSENT } from "#app/shopper/consent.ts";
import {
  consentOf,
  cookieConsentCookie,
  parseConsent,
  serialiseConsent,
} from "#app/shopper/cookie-consent.server.ts";

function requestWith(cookie: string) {
  return new Request("http://localhost/", { headers: { cookie } });
}

const ANALYTICS_AND_PERSONALISATION = {
  analytics: true,
  marketing: false,
  personalisation: true,
};

describe("the cookie consent's value", () => {
  test("the cookie bar's two answers keep their words", () => {
    expect(parseConsent("all")).toEqual(FULL_CONSENT);
    expect(parseConsent("necessary")).toEqual(NO_CONSENT);
    expect(serialiseConsent(FULL_CONSENT)).toBe("all");
    expect(serialiseConsent(NO_CONSENT)).toBe("necessary");
  });

  test("a choice by category names the granted ones, in any order when read", () => {
    expect(serialiseConsent(ANALYTICS_AND_PERSONALISATION)).toBe("analytics.personalisation");
    expect(parseConsent("analytics.personalisation")).toEqual(ANALYTICS_AND_PERSONALISATION);
    expect(parseConsent("personalisation.analytics")).toEqual(ANALYTICS_AND_PERSONALISATION);
    expect(parseConsent("marketing")).toEqual({ ...NO_CONSENT, marketing: true });
    expect(parseConsent("analytics.marketing.personalisation")).toEqual(FULL_CONSENT);
  });

  test("anything else is no choice, so the shopper is asked again", () => {
    for (const value of [
      null,
      "",
      "everything",
      "ALL",
      "analytics.",
      ".analytics",
      "analytics..marketing",
      "analytics.analytics",
      "analytics.necessary",
      "analytics.tracking",
    ]) {
      expect(parseConsent(value)).toBeNull();
    }
  });
});

describe("consentOf", () => {
  test("reads back what the Set-Cookie value remembers", () => {
    for (const consent of [NO_CONSENT, FULL_CONSENT, ANALYTICS_AND_PERSONALISATION]) {
      const pair = cookieConsentCookie(consent).split(";")[0] ?? "";
      expect(consentOf(requestWith(`other=1; ${pair}`))).toEqual(consent);
    }
  });

  test("is null before the choice and for a tampered value", () => {
    expect(consentOf(requestWith(""))).toBeNull();
    expect(consentOf(requestWith("shop_cookie_consent=analytics%2Cmarketing"))).toBeNull();
  });

  test("the cookie keeps a year, away from the page's scripts", () => {
    expect(cookieConsentCookie(ANALYTICS_AND_PERSONALISATION)).toMatch(
      /^shop_cookie_consent=analytics\.personalisation; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });
});
