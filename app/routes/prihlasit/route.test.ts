import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { LOGIN_LIMITS } from "#app/account/login-rate-limit.server.ts";
import { action, headers, loader } from "#app/routes/prihlasit/route.tsx";
import {
  authTokenCookie,
  cartTokenCookie,
  userGroupsCookie,
  userVariantCookie,
} from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { commitSessionId, sessionIdOf } from "#app/shopper/session.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const LOGIN = storeUrl("/api/oauth/login");
const LOGOUT = storeUrl("/api/oauth/logout");
const USER = storeUrl("/api/v1/user");
function wrongPassword() {
  return HttpResponse.json(
    { statusCode: 401, errors: [{ title: "Nesprávný e-mail nebo heslo" }] },
    { status: 401 },
  );
}

let addressCount = 0;
/** Each test logs in from its own address, so the per-address counts do not add up. */
function freshAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

function post(
  fields: Record<string, string>,
  { cookie = "", search = "", ip = freshAddress() } = {},
) {
  return formPost(action, `http://localhost/prihlasit${search}`, fields, { cookie, clientIp: ip });
}

describe("login", () => {
  test("sets the HttpOnly 7-day token cookie and the user's cookies and goes to the target", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(LOGIN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { access_token: "access-token-1" } });
      }),
      http.get(USER, () =>
        HttpResponse.json({ data: { ...STORE_USER, groups: ["b2b"], variantHash: "b2b" } }),
      ),
    );
    const before = await commitSessionId(
      new Request("http://localhost/"),
      "0123456789abcdef01234567",
    );
    const response = redirectOf(
      await post(
        { email: "jana.novakova@example.cz", password: "Heslo123!", redirectTo: "/kosik?krok=2" },
        { cookie: await cookieHeader([before]) },
      ),
    );
    expect(sent).toEqual({ email: "jana.novakova@example.cz", password: "Heslo123!" });
    expect(response.headers.get("location")).toBe("/kosik?krok=2");
    const tokenCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("shop_auth_token="));
    expect(await authTokenCookie.parse(tokenCookie?.split(";")[0] ?? "")).toBe("access-token-1");
    expect(tokenCookie).toMatch(/; Max-Age=604800/);
    expect(tokenCookie).toMatch(/; HttpOnly/);
    expect(tokenCookie).toMatch(/; Path=\//);
    expect(tokenCookie).toMatch(/; SameSite=Lax/);

    const next = nextRequest(response, await cookieHeader([before]));
    const cookie = next.headers.get("cookie");
    expect(await authTokenCookie.parse(cookie)).toBe("access-token-1");
    expect(await userVariantCookie.parse(cookie)).toBe("b2b");
    expect(await userGroupsCookie.parse(cookie)).toEqual(["b2b"]);
    const sessionId = await sessionIdOf(next);
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(sessionId).not.toBe("0123456789abcdef01234567");
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.login.success" }),
    ]);
  });

  test.each(["//evil.example", "https://evil.example/", "/\\evil.example", "/%2F%2Fevil"])(
    "ignores the unsafe target %j and goes home",
    async (redirectTo) => {
      const response = redirectOf(
        await post({ email: "jana.novakova@example.cz", password: "Heslo123!", redirectTo }),
      );
      expect(response.headers.get("location")).toBe("/");
    },
  );

  test("a target with a letter above U+00FF is encoded, and the login still sets its cookie", async () => {
    const response = redirectOf(
      await post({ email: "jana.novakova@example.cz", password: "Heslo123!", redirectTo: "/ž" }),
    );
    expect(response.headers.get("location")).toBe("/%C5%BE");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token="))).toBe(
      true,
    );
  });

  test("takes the target from the address when the form has none; sk goes to its own home", async () => {
    const fromQuery = redirectOf(
      await post(
        { email: "jana.novakova@example.cz", password: "Heslo123!" },
        { search: "?redirectTo=%2Fkosik" },
      ),
    );
    expect(fromQuery.headers.get("location")).toBe("/kosik");
    const slovak = await action({
      request: new Request("http://localhost/sk/prihlasit", {
        method: "POST",
        body: new URLSearchParams({ email: "jana.novakova@example.cz", password: "Heslo123!" }),
      }),
      params: {},
      context: {},
    });
    expect(redirectOf(slovak).headers.get("location")).toBe("/sk");
  });

  test("a wish made as a guest goes on the wish list with the login, and both are said", async () => {
    const wished: Array<{ auth: string | null; body: unknown }> = [];
    mockServer.use(
      http.post(
        storeUrl("/api/v1/user/shopping-lists/code/wishlist/items"),
        async ({ request }) => {
          wished.push({ auth: request.headers.get("authorization"), body: await request.json() });
          return HttpResponse.json(
            { data: { id: 40, code: "wishlist", name: "Oblíbené", items: [] } },
            { status: 201 },
          );
        },
      ),
      http.get(storeUrl("/api/v1/user/shopping-lists/code/wishlist"), () =>
        HttpResponse.json({ data: { id: 40, code: "wishlist", name: "Oblíbené", items: [] } }),
      ),
    );
    const response = redirectOf(
      await post(
        { email: "jana.novakova@example.cz", password: "Heslo123!", oblibene: "1022" },
        { search: "?redirectTo=%2Fprodukt%2Fkrajkove-body-noir" },
      ),
    );
    expect(response.headers.get("location")).toBe("/produkt/krajkove-body-noir");
    expect(wished).toEqual([{ auth: "Bearer access-token-1", body: { id: 1022, amount: 1 } }]);
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toMatchObject([
      { type: "success", message: "auth.login.success" },
      { type: "success", message: "wishList.added" },
    ]);
  });

  test("the login page says it will keep a guest's wish", async () => {
    const page = await loader({
      request: new Request("http://localhost/prihlasit?redirectTo=%2Fvibratory&oblibene=1022"),
      params: {},
      context: {},
    });
    expect((page as unknown as { data: unknown }).data).toMatchObject({
      redirectTo: "/vibratory",
      wishVariantId: 1022,
    });
  });

  test("a wrong password shows the store's message; the e-mail stays, the password goes", async () => {
    mockServer.use(http.post(LOGIN, wrongPassword));
    const { data, init } = answerOf(
      await post({ email: "jana.novakova@example.cz", password: "spatne" }),
    );
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({ "": ["Nesprávný e-mail nebo heslo"] });
    expect(data.result.initialValue).toMatchObject({ email: "jana.novakova@example.cz" });
    expect(data.result.initialValue).not.toHaveProperty("password");
  });

  test("an answer the store does not explain is the generic 'Něco se porouchalo'", async () => {
    mockServer.use(http.post(LOGIN, () => HttpResponse.json({}, { status: 500 })));
    const { data, init } = answerOf(
      await post({ email: "jana.novakova@example.cz", password: "Heslo123!" }),
    );
    expect(init?.status).toBe(503);
    expect(data.result.error).toEqual({ "": ["auth.login.failed"] });
  });

  test("an empty form is refused by its fields without asking the store", async () => {
    const { data, init } = answerOf(await post({ email: "", password: "" }));
    expect(init?.status).toBe(400);
    expect(data.result.error).toMatchObject({
      email: ["auth.login.emailRequired"],
      password: ["auth.login.passwordRequired"],
    });
  });

  test("too many failures for one account from one address answer 429 without asking the store", async () => {
    let asked = 0;
    mockServer.use(
      http.post(LOGIN, () => {
        asked += 1;
        return wrongPassword();
      }),
    );
    const ip = freshAddress();
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFromAddress.max; attempt += 1) {
      expect(
        answerOf(await post({ email: "limit@example.cz", password: `zkouska${attempt}` }, { ip }))
          .init?.status,
      ).toBe(400);
    }
    // Another case: the same account's count still holds from this address.
    const { data, init } = answerOf(
      await post({ email: "LIMIT@example.cz", password: "x" }, { ip }),
    );
    expect(init?.status).toBe(429);
    expect(new Headers(init?.headers).get("retry-after")).toBe(String(15 * 60));
    expect(data.result.error).toEqual({ "": ["auth.login.rateLimited"] });
    expect(data.retryAfterMinutes).toBe(15);
    expect(data.result.initialValue).toMatchObject({ email: "LIMIT@example.cz" });
    expect(asked).toBe(LOGIN_LIMITS.accountFromAddress.max);
  });

  test("six wrong passwords from one address do not lock the owner out from theirs", async () => {
    mockServer.use(http.post(LOGIN, wrongPassword));
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await post({ email: "majitel@example.cz", password: `hadam${attempt}` }, { ip: attacker });
    }
    mockServer.resetHandlers();
    const owner = redirectOf(
      await post({ email: "majitel@example.cz", password: "Heslo123!" }, { ip: freshAddress() }),
    );
    expect(owner.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token="))).toBe(true);
  });

  test("the 429 page sends its Retry-After to the browser", () => {
    const retryAfter = new Headers({ "Retry-After": "900" });
    const sent = headers({
      actionHeaders: retryAfter,
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(sent).get("Retry-After")).toBe("900");
  });

  test("too many failures from one address answer 429, whichever the account", async () => {
    mockServer.use(http.post(LOGIN, wrongPassword));
    const ip = freshAddress();
    for (let attempt = 0; attempt < LOGIN_LIMITS.ip.max; attempt += 1) {
      await post({ email: `host${attempt}@example.cz`, password: "x" }, { ip });
    }
    const { data, init } = answerOf(
      await post({ email: "novy@example.cz", password: "x" }, { ip }),
    );
    expect(init?.status).toBe(429);
    expect(data.result.error).toEqual({ "": ["auth.login.rateLimited"] });
    const elsewhere = answerOf(await post({ email: "novy@example.cz", password: "x" }));
    expect(elsewhere.init?.status).toBe(400);
  });

  test("a restricted group is logged out at once and told so", async () => {
    let revoked: string | null = null;
    mockServer.use(
      http.get(USER, () => HttpResponse.json({ data: { ...STORE_USER, groups: ["wholesale"] } })),
      http.post(LOGOUT, ({ request }) => {
        revoked = request.headers.get("authorization");
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(storeUrl("/api/v1/user/credits/amount"), () => {
        throw new Error("a restricted group gets no credits");
      }),
    );
    const { data, init } = answerOf(
      await post({ email: "velkoobchod@example.cz", password: "Heslo123!" }),
    );
    expect(init?.status).toBe(403);
    expect(data.restricted).toBe(true);
    expect(revoked).toBe("Bearer access-token-1");
    expect(new Headers(init?.headers).getSetCookie()).toEqual([]);
  });

  test("a guest cart is merged into the customer's, told in one notification, and its token dropped", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) =>
        HttpResponse.json({
          data: request.headers.get("authorization") ? EMPTY_CART : CART_WITH_OIL,
        }),
      ),
    );
    const guestCookie = await cookieHeader([await cartTokenCookie.serialize("guest-cart-token")]);
    const response = redirectOf(
      await post(
        { email: "jana.novakova@example.cz", password: "Heslo123!" },
        { cookie: guestCookie },
      ),
    );
    const next = nextRequest(response, guestCookie);
    expect(await cartTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.login.success" }),
      expect.objectContaining({
        type: "success",
        title: "auth.merge.title",
        message: "auth.merge.allMerged",
        values: expect.objectContaining({ count: 1 }),
      }),
    ]);
  });
});

describe("login as user", () => {
  let tokenCount = 0;
  /** Each test's link carries a token of its own: a used one is refused afterwards. */
  function freshToken(): string {
    tokenCount += 1;
    return `impersonation-token-${tokenCount}-${Date.now()}`;
  }

  function open(search: string, cookie = "", path = "/prihlasit") {
    return loader({
      request: new Request(`http://localhost${path}${search}`, { headers: { cookie } }),
      params: {},
      context: {},
    });
  }

  function confirm(token: string, cookie = "", extra: Record<string, string> = {}) {
    return action({
      request: new Request("http://localhost/prihlasit", {
        method: "POST",
        body: new URLSearchParams({ intent: "loginAsUser", token, ...extra }),
        headers: { cookie },
      }),
      params: {},
      context: {},
    });
  }

  async function refusedWith(promise: Promise<unknown>): Promise<Response> {
    const thrown = await promise.catch((error: unknown) => error);
    return redirectOf(thrown);
  }

  test("opening the link logs nobody in: it asks whom to act as, uncached", async () => {
    let userAuthorization: string | null = null;
    let revoked = false;
    mockServer.use(
      http.get(USER, ({ request }) => {
        userAuthorization = request.headers.get("authorization");
        return HttpResponse.json({ data: STORE_USER });
      }),
      http.post(LOGOUT, () => {
        revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const token = freshToken();
    const current = await cookieHeader([await authTokenCookie.serialize("earlier-token-1")]);
    const page = await open(`?token=${token}`, current);
    expect(page.data).toEqual({
      redirectTo: null,
      loginAsUser: { token, name: "Jana Nováková", email: "jana.novakova@example.cz" },
      wishVariantId: null,
    });
    expect(new Headers(page.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(userAuthorization).toBe(`Bearer ${token}`);
    expect(revoked).toBe(false);
  });

  test("the confirming POST ends the current login, takes the token and says whom the shopper acts as", async () => {
    let revoked: string | null = null;
    mockServer.use(
      http.post(LOGOUT, ({ request }) => {
        revoked = request.headers.get("authorization");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const token = freshToken();
    const current = await cookieHeader([await authTokenCookie.serialize("earlier-token-1")]);
    const response = redirectOf(await confirm(token, current, { redirectTo: "/kosik" }));
    expect(revoked).toBe("Bearer earlier-token-1");
    expect(response.headers.get("location")).toBe("/kosik");
    const next = nextRequest(response, current);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBe(token);
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "info",
        message: "auth.loginAsUser.done",
        values: { name: "Jana Nováková", email: "jana.novakova@example.cz" },
      }),
    ]);
  });

  test("a link works once: a second confirmation or visit is refused", async () => {
    const token = freshToken();
    redirectOf(await confirm(token));
    const again = redirectOf(await confirm(token));
    const next = nextRequest(again);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    expect((await takeNotifications(next)).notifications).toEqual([
      expect.objectContaining({ type: "danger", message: "auth.loginAsUser.usedToken" }),
    ]);
    const visit = await refusedWith(open(`?token=${token}`));
    expect(visit.headers.get("location")).toBe("/");
    expect((await takeNotifications(nextRequest(visit))).notifications).toEqual([
      expect.objectContaining({ type: "danger", message: "auth.loginAsUser.usedToken" }),
    ]);
  });

  test("a store outage does not use the link up", async () => {
    const token = freshToken();
    mockServer.use(http.get(USER, () => HttpResponse.json({}, { status: 503 })));
    redirectOf(await confirm(token));
    mockServer.resetHandlers();
    const response = redirectOf(await confirm(token));
    expect(await authTokenCookie.parse(nextRequest(response).headers.get("cookie"))).toBe(token);
  });

  test.each(["?token=", "?token=%20bad%20token%20"])(
    "without a usable token (%s): a danger message and home",
    async (search) => {
      const response = await refusedWith(open(search));
      expect(response.headers.get("location")).toBe("/");
      const { notifications } = await takeNotifications(nextRequest(response));
      expect(notifications).toEqual([
        expect.objectContaining({ type: "danger", message: "auth.loginAsUser.missingToken" }),
      ]);
    },
  );

  test("a token the store does not know: a danger message and home, logged in as nobody", async () => {
    mockServer.use(
      http.get(USER, () => HttpResponse.json({ statusCode: 401, errors: [] }, { status: 401 })),
    );
    for (const answer of [open("?token=unknown-token-1"), confirm("unknown-token-1")]) {
      const response = await refusedWith(answer);
      expect(response.headers.get("location")).toBe("/");
      const next = nextRequest(response);
      expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
      expect((await takeNotifications(next)).notifications).toEqual([
        expect.objectContaining({ type: "danger", message: "auth.loginAsUser.invalidToken" }),
      ]);
    }
  });

  test("the login page keeps only a safe target", async () => {
    expect((await open("?redirectTo=%2Fkosik")).data).toEqual({
      redirectTo: "/kosik",
      loginAsUser: null,
      wishVariantId: null,
    });
    expect((await open("?redirectTo=%2F%2Fevil.example")).data.redirectTo).toBeNull();
  });
});
