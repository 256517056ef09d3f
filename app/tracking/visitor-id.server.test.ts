import { describe, expect, test } from "vitest";

import { FULL_CONSENT, NO_CONSENT } from "#app/shopper/consent.ts";
import { visitorCookie, visitorIdOf } from "#app/tracking/visitor-id.server.ts";

const ID = "0123456789abcdef01234567";

function request(cookies: Array<string> = []) {
  return new Request("http://shop.test/", { headers: { cookie: cookies.join("; ") } });
}

const issued = { issue: true };

describe("the visitor id", () => {
  test("is written only with personalisation consent: 24 hex characters for a year", () => {
    expect(visitorCookie(request(), issued)).toBeNull();
    expect(visitorCookie(request(["shop_cookie_consent=necessary"]), issued)).toBeNull();
    expect(visitorCookie(request(["shop_cookie_consent=analytics.marketing"]), issued)).toBeNull();
    const written = visitorCookie(request(["shop_cookie_consent=personalisation"]), issued);
    expect(written).toMatch(
      /^shop_visitor=[0-9a-f]{24}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(visitorCookie(request(["shop_cookie_consent=all"]), issued)).not.toEqual(written);
  });

  test("comes with the consent's answer, from the consent just chosen", () => {
    expect(visitorCookie(request(), { consent: FULL_CONSENT, issue: true })).toMatch(
      /^shop_visitor=[0-9a-f]{24};/,
    );
    expect(
      visitorCookie(request(["shop_cookie_consent=all", `shop_visitor=${ID}`]), {
        consent: NO_CONSENT,
        issue: true,
      }),
    ).toMatch(/^shop_visitor=; Max-Age=0;/);
  });

  test("is never written by a page a shared cache may keep, but still removed there", () => {
    expect(visitorCookie(request(["shop_cookie_consent=all"]), { issue: false })).toBeNull();
    expect(
      visitorCookie(request(["shop_cookie_consent=necessary", `shop_visitor=${ID}`]), {
        issue: false,
      }),
    ).toMatch(/^shop_visitor=; Max-Age=0;/);
  });

  test("is kept while allowed and removed once personalisation is withdrawn", () => {
    expect(
      visitorCookie(request(["shop_cookie_consent=all", `shop_visitor=${ID}`]), issued),
    ).toBeNull();
    expect(
      visitorCookie(request(["shop_cookie_consent=necessary", `shop_visitor=${ID}`]), issued),
    ).toMatch(/^shop_visitor=; Max-Age=0;/);
    expect(
      visitorCookie(request(["shop_cookie_consent=all", "shop_visitor=podvrh"]), issued),
    ).toMatch(/^shop_visitor=[0-9a-f]{24};/);
  });

  test("reaches the recommender only with personalisation consent", () => {
    expect(visitorIdOf(request([`shop_visitor=${ID}`]))).toBeNull();
    expect(
      visitorIdOf(request(["shop_cookie_consent=marketing", `shop_visitor=${ID}`])),
    ).toBeNull();
    expect(
      visitorIdOf(request(["shop_cookie_consent=personalisation", `shop_visitor=${ID}`])),
    ).toBe(ID);
    expect(visitorIdOf(request(["shop_cookie_consent=all", "shop_visitor=podvrh"]))).toBeNull();
    expect(visitorIdOf(request(["shop_cookie_consent=all"]))).toBeNull();
  });
});
