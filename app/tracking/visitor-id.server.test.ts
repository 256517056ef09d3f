import { describe, expect, test } from "vitest";

import { visitorCookie, visitorIdOf } from "#app/tracking/visitor-id.server.ts";

const ID = "0123456789abcdef01234567";

function request(cookies: Array<string> = []) {
  return new Request("http://shop.test/", { headers: { cookie: cookies.join("; ") } });
}

describe("the visitor id", () => {
  test("is written only with personalisation consent: 24 hex characters for a year", () => {
    expect(visitorCookie(request())).toBeNull();
    expect(visitorCookie(request(["shop_cookie_consent=necessary"]))).toBeNull();
    expect(visitorCookie(request(["shop_cookie_consent=analytics.marketing"]))).toBeNull();
    const written = visitorCookie(request(["shop_cookie_consent=personalisation"]));
    expect(written).toMatch(
      /^shop_visitor=[0-9a-f]{24}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(visitorCookie(request(["shop_cookie_consent=all"]))).not.toEqual(written);
  });

  test("is kept while allowed and removed once personalisation is withdrawn", () => {
    expect(visitorCookie(request(["shop_cookie_consent=all", `shop_visitor=${ID}`]))).toBeNull();
    expect(visitorCookie(request(["shop_cookie_consent=necessary", `shop_visitor=${ID}`]))).toMatch(
      /^shop_visitor=; Max-Age=0;/,
    );
    expect(visitorCookie(request(["shop_cookie_consent=all", "shop_visitor=podvrh"]))).toMatch(
      /^shop_visitor=[0-9a-f]{24};/,
    );
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
