import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test } from "vitest";

import {
  authTokenCookie,
  cartTokenCookie,
  userGroupsCookie,
  userVariantCookie,
} from "#app/shopper/cookies.server.ts";
import { flashNotification, takeNotifications } from "#app/shopper/flash.server.ts";
import { framedShopper, openShopper, publicUser } from "#app/shopper/session-user.server.ts";
import { requestAfter, sessionIdOf } from "#app/shopper/session.server.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

/** The store's user and globals paths asked, in order (the frame's calls left out). */
let calls: Array<string> = [];
mockServer.events.on("request:start", ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/^\/api\/v1\/(user|globals)/.test(pathname)) calls.push(`${request.method} ${pathname}`);
});
afterEach(() => {
  calls = [];
});

async function startShopper(request: Request) {
  const opened = await openShopper(request);
  return { opened, ...(await framedShopper(opened)) };
}

async function cookieHeader(
  cookies: Array<[{ serialize: (v: unknown) => Promise<string> }, unknown]>,
) {
  const pairs = await Promise.all(
    cookies.map(async ([cookie, value]) => (await cookie.serialize(value)).split(";")[0]),
  );
  return pairs.join("; ");
}

async function pageRequest(
  cookies: Array<[{ serialize: (v: unknown) => Promise<string> }, unknown]>,
) {
  return new Request("http://localhost/kosik?krok=2", {
    headers: { cookie: await cookieHeader(cookies) },
  });
}

describe("start-up of a guest", () => {
  test("no session id is made; no user is fetched; variant and groups come from the cookies", async () => {
    const request = await pageRequest([
      [cartTokenCookie, "guest-cart-token"],
      [userVariantCookie, "b2b"],
      [userGroupsCookie, ["b2b"]],
    ]);
    const shopper = await startShopper(request);
    expect(shopper.user).toBeNull();
    expect(shopper.credits).toBeNull();
    expect(shopper.opened.ctx).toMatchObject({
      authToken: null,
      cartToken: "guest-cart-token",
      userVariant: "b2b",
      userGroups: ["b2b"],
    });
    // A page that is only read writes nothing: no session, no cookie (issue 57).
    expect(await sessionIdOf(shopper.opened.request)).toBeNull();
    expect(shopper.setCookies).toEqual([]);
    expect(calls).toEqual([]);
  });

  test("the session gets its id when it is first written, and keeps it", async () => {
    const request = await pageRequest([]);
    const written = requestAfter(request, [
      await flashNotification(request, { type: "success", message: "addToCart.added" }),
    ]);
    const id = await sessionIdOf(written);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const again = await startShopper(written);
    expect(again.setCookies).toEqual([]);
    const { setCookie } = await takeNotifications(written);
    expect(await sessionIdOf(requestAfter(written, [setCookie]))).toBe(id);
  });

  test("variant and groups cookies that were not signed here are ignored", async () => {
    const request = new Request("http://localhost/", {
      headers: { cookie: "shop_user_variant=b2b; shop_user_groups=b2b" },
    });
    expect((await openShopper(request)).ctx).toMatchObject({ userVariant: null, userGroups: [] });
  });
});

describe("start-up of a logged-in shopper", () => {
  test("the user with the token, then the credits; the user's variant and groups are written", async () => {
    let authorization: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ data: { ...STORE_USER, groups: ["b2b"], variantHash: "b2b" } });
      }),
    );
    const request = await pageRequest([
      [authTokenCookie, "access-token-1"],
      [cartTokenCookie, "guest-cart-token"],
    ]);
    const shopper = await startShopper(request);
    expect(authorization).toBe("Bearer access-token-1");
    expect(shopper.opened.ctx).toMatchObject({
      authToken: "access-token-1",
      // The login's cart is the account's: the guest token stays at home.
      cartToken: null,
    });
    // The user, the store's globals and the wish list's hearts at once.
    expect(calls.slice(0, 3).sort()).toEqual([
      "GET /api/v1/globals",
      "GET /api/v1/user",
      "GET /api/v1/user/shopping-lists/code/wishlist",
    ]);
    expect(shopper.credits).toBe(250);
    expect(calls.at(-1)).toBe("GET /api/v1/user/credits/amount");
    expect(publicUser(shopper.user)).toEqual({
      firstName: "Jana",
      email: "jana.novakova@example.cz",
      isBusiness: false,
    });
    // The variant and groups changed: their cookies are written for the next requests.
    const next = requestAfter(request, shopper.setCookies);
    expect(await userVariantCookie.parse(next.headers.get("cookie"))).toBe("b2b");
    expect(await userGroupsCookie.parse(next.headers.get("cookie"))).toEqual(["b2b"]);
  });

  test("a token the store refuses ends the login and goes to login with this page as target", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () =>
        HttpResponse.json(
          { statusCode: 401, errors: [{ title: "Přihlášení vypršelo" }] },
          { status: 401 },
        ),
      ),
    );
    const request = await pageRequest([
      [authTokenCookie, "expired-token-1"],
      [userVariantCookie, "b2b"],
    ]);
    const thrown: unknown = await startShopper(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    if (!(thrown instanceof Response)) return;
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("location")).toBe("/prihlasit?redirectTo=%2Fkosik%3Fkrok%3D2");
    const next = requestAfter(request, thrown.headers.getSetCookie());
    const cookie = next.headers.get("cookie");
    expect(await authTokenCookie.parse(cookie)).toBeNull();
    expect(await userVariantCookie.parse(cookie)).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "info", message: "auth.sessionExpired" }),
    ]);
  });

  test("a store outage shows the page without the user and keeps the login", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () => HttpResponse.json({}, { status: 500 })),
    );
    const shopper = await startShopper(await pageRequest([[authTokenCookie, "access-token-1"]]));
    expect(shopper.user).toBeNull();
    expect(shopper.opened.ctx.authToken).toBe("access-token-1");
    expect(shopper.setCookies.some((cookie) => cookie.startsWith("shop_auth_token="))).toBe(false);
  });
});
