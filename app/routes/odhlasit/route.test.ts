import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/odhlasit/route.ts";
import {
  authTokenCookie,
  cartTokenCookie,
  userGroupsCookie,
  userVariantCookie,
} from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const LOGOUT = storeUrl("/api/oauth/logout");

async function loggedInCookie(): Promise<string> {
  const cookies = await Promise.all([
    authTokenCookie.serialize("access-token-1"),
    userVariantCookie.serialize("b2b"),
    userGroupsCookie.serialize(["b2b"]),
    cartTokenCookie.serialize("customer-cart-token"),
  ]);
  return requestAfter(new Request("http://localhost/"), cookies).headers.get("cookie") ?? "";
}

function post(fields: Record<string, string>, cookie: string, path = "/odhlasit") {
  return formPost(action, `http://localhost${path}`, fields, { cookie });
}

describe("logout", () => {
  test("revokes the token and clears the token, variant, groups and cart cookies", async () => {
    let revoked: string | null = null;
    mockServer.use(
      http.post(LOGOUT, ({ request }) => {
        revoked = request.headers.get("authorization");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const cookie = await loggedInCookie();
    const response = await post({ redirectTo: "/kosik" }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
    expect(revoked).toBe("Bearer access-token-1");
    const cleared = response.headers
      .getSetCookie()
      .filter((setCookie) => /Max-Age=0/.test(setCookie))
      .map((setCookie) => setCookie.split("=")[0]);
    expect(cleared.sort()).toEqual([
      "shop_auth_token",
      "shop_cart_token",
      "shop_user_groups",
      "shop_user_variant",
    ]);
    const next = requestAfter(new Request("http://localhost/", { headers: { cookie } }), [
      ...response.headers.getSetCookie(),
    ]);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.logout.done" }),
    ]);
  });

  test("clears the login even when the store cannot be reached; an unsafe target goes home", async () => {
    mockServer.use(http.post(LOGOUT, () => HttpResponse.json({}, { status: 503 })));
    const response = await post(
      { redirectTo: "//evil.example" },
      await loggedInCookie(),
      "/de/abmelden",
    );
    expect(response.headers.get("location")).toBe("/de");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token=;"))).toBe(
      true,
    );
  });

  test("is POST only", () => {
    expect(() => loader()).toThrow();
  });
});
