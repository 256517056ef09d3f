import { describe, expect, test } from "vitest";

import { action } from "#app/routes/souhlas-s-cookies.ts";
import { FULL_CONSENT, NO_CONSENT } from "#app/shopper/consent.ts";
import { consentOf } from "#app/shopper/cookie-consent.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { visitorIdOf } from "#app/tracking/visitor-id.server.ts";

async function choose(fields: Array<[string, string]>) {
  return redirectOf(
    await action({
      request: new Request("http://localhost/souhlas-s-cookies", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    }),
  );
}

async function noticesAfter(response: Response) {
  return (await takeNotifications(nextRequest(response))).notifications.map(
    (notice) => notice.message,
  );
}

describe("the cookie choice", () => {
  test("accept all allows every category and returns to the page, without a notice", async () => {
    const response = await choose([
      ["choice", "all"],
      ["redirectTo", "/kosik?a=1"],
    ]);
    expect(response.headers.get("location")).toBe("/kosik?a=1");
    expect(consentOf(nextRequest(response))).toEqual(FULL_CONSENT);
    expect(await noticesAfter(response)).toEqual([]);
  });

  test("allowing personalisation gives the recommender's visitor id with the answer", async () => {
    const response = await choose([
      ["choice", "all"],
      ["redirectTo", "/"],
    ]);
    expect(visitorIdOf(nextRequest(response))).toMatch(/^[0-9a-f]{24}$/);
    const refused = await choose([
      ["choice", "necessary"],
      ["redirectTo", "/"],
    ]);
    expect(visitorIdOf(nextRequest(refused))).toBeNull();
  });

  test("necessary only allows nothing", async () => {
    const response = await choose([
      ["choice", "necessary"],
      ["redirectTo", "/"],
    ]);
    expect(response.headers.get("set-cookie")).toMatch(/^shop_cookie_consent=necessary;/);
    expect(consentOf(nextRequest(response))).toEqual(NO_CONSENT);
  });

  test("the settings allow the ticked categories, unknown ones left out, and say so", async () => {
    const response = await choose([
      ["choice", "custom"],
      ["category", "personalisation"],
      ["category", "tracking"],
      ["category", "analytics"],
      ["redirectTo", "/nastaveni-cookies"],
    ]);
    expect(response.headers.get("location")).toBe("/nastaveni-cookies");
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^shop_cookie_consent=analytics\.personalisation;/,
    );
    expect(consentOf(nextRequest(response))).toEqual({
      analytics: true,
      marketing: false,
      personalisation: true,
    });
    expect(await noticesAfter(response)).toEqual(["cookieSettings.saved"]);
  });

  test("the settings with nothing ticked mean necessary only", async () => {
    const response = await choose([["choice", "custom"]]);
    expect(response.headers.get("set-cookie")).toMatch(/^shop_cookie_consent=necessary;/);
  });

  test("an unknown choice sets nothing, and no redirect leaves the site", async () => {
    for (const choice of ["everything", "", "analytics"]) {
      const response = await choose([
        ["choice", choice],
        ["category", "analytics"],
        ["redirectTo", "https://evil.example/"],
      ]);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBe("/");
    }
  });
});
