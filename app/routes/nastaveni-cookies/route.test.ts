import { describe, expect, test } from "vitest";

import { loader } from "#app/routes/nastaveni-cookies/route.tsx";

function open(path: string, cookie = "") {
  return loader({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    params: {},
    context: {},
  });
}

describe("the cookie settings", () => {
  test("show the choice made, and return to the page the link was on", () => {
    expect(
      open("/nastaveni-cookies?redirectTo=%2Fkosik%3Fa%3D1", "shop_cookie_consent=marketing"),
    ).toEqual({
      consent: { analytics: false, marketing: true, personalisation: false },
      redirectTo: "/kosik?a=1",
    });
  });

  test("before any choice nothing is ticked, and saving stays here without a page to return to", () => {
    expect(open("/sk/nastavenie-cookies")).toEqual({
      consent: null,
      redirectTo: "/sk/nastavenie-cookies",
    });
  });

  test("never return to another site", () => {
    expect(open("/nastaveni-cookies?redirectTo=https%3A%2F%2Fevil.example%2F").redirectTo).toBe(
      "/nastaveni-cookies",
    );
    expect(open("/nastaveni-cookies?redirectTo=%2F%2Fevil.example").redirectTo).toBe(
      "/nastaveni-cookies",
    );
  });
});
