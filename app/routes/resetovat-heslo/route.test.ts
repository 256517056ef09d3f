import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/resetovat-heslo/route.tsx";
import { authTokenCookie, cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { commitSessionId, sessionIdOf } from "#app/shopper/session.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { czechText } from "#app/testing/texts.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_USER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const RESET = storeUrl("/api/v1/reset-password");
const LOGIN = storeUrl("/api/oauth/login");
const LOGOUT = storeUrl("/api/oauth/logout");
const USER = storeUrl("/api/v1/user");

const VALID = {
  token: "reset-token-1",
  email: "jana.novakova@example.cz",
  password: "NoveHeslo1!",
  passwordConfirmation: "NoveHeslo1!",
};

function post(fields: Record<string, string>, { cookie = "" } = {}) {
  return formPost(action, "http://localhost/resetovat-heslo?token=reset-token-1", fields, {
    cookie,
  });
}

describe("password reset", () => {
  test("the mail's link fills the form: token and e-mail", async () => {
    const page = await loader({
      request: new Request(
        "http://localhost/resetovat-heslo?token=reset-token-1&email=jana.novakova%40example.cz",
      ),
      params: {},
      context: {},
    });
    expect(page).toEqual({ token: "reset-token-1", email: "jana.novakova@example.cz" });
  });

  test("a new password logs in: HttpOnly 7-day token, a new session id, home, a welcome", async () => {
    let reset: unknown;
    let login: unknown;
    mockServer.use(
      http.post(RESET, async ({ request }) => {
        reset = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(LOGIN, async ({ request }) => {
        login = await request.json();
        return HttpResponse.json({ data: { access_token: "after-reset-token" } });
      }),
    );
    const before = await cookieHeader([
      await commitSessionId(new Request("http://localhost/"), "0123456789abcdef01234567"),
    ]);
    const response = redirectOf(await post(VALID, { cookie: before }));
    expect(reset).toEqual({
      email: "jana.novakova@example.cz",
      token: "reset-token-1",
      password: "NoveHeslo1!",
      password_confirmation: "NoveHeslo1!",
    });
    expect(login).toEqual({ email: "jana.novakova@example.cz", password: "NoveHeslo1!" });
    expect(response.headers.get("location")).toBe("/");

    const tokenCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("shop_auth_token="));
    expect(tokenCookie).toMatch(/; Max-Age=604800/);
    expect(tokenCookie).toMatch(/; HttpOnly/);
    expect(tokenCookie).toMatch(/; SameSite=Lax/);
    const next = nextRequest(response, before);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBe("after-reset-token");
    const sessionId = await sessionIdOf(next);
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(sessionId).not.toBe("0123456789abcdef01234567");
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "success",
        message: "auth.reset.success",
        values: { name: STORE_USER.firstName },
      }),
    ]);
  });

  test("a guest cart moves into the account and its token goes", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) =>
        HttpResponse.json({
          data: request.headers.get("authorization") ? EMPTY_CART : CART_WITH_OIL,
        }),
      ),
    );
    const cookie = await cookieHeader([await cartTokenCookie.serialize("guest-cart-token")]);
    const next = nextRequest(redirectOf(await post(VALID, { cookie })), cookie);
    expect(await cartTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications[1]).toMatchObject({ title: "auth.merge.title" });
  });

  test("an earlier login in this browser is revoked", async () => {
    let revoked: string | null = null;
    mockServer.use(
      http.post(LOGOUT, ({ request }) => {
        revoked = request.headers.get("authorization");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const cookie = await cookieHeader([await authTokenCookie.serialize("earlier-token")]);
    const next = nextRequest(redirectOf(await post(VALID, { cookie })), cookie);
    expect(revoked).toBe("Bearer earlier-token");
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBe("access-token-1");
  });

  test("passwords that differ: the spec's message, nothing sent, nothing echoed", async () => {
    mockServer.use(
      http.post(RESET, () => {
        throw new Error("the store must not be asked");
      }),
    );
    const { data, init } = answerOf(await post({ ...VALID, passwordConfirmation: "Jine1!" }));
    expect(init?.status).toBe(400);
    expect(data.invalidLink).toBe(false);
    expect(data.result.error).toEqual({ passwordConfirmation: ["auth.reset.passwordMismatch"] });
    expect(czechText("auth.reset.passwordMismatch")).toBe(
      "Nepodařilo se vám heslo napsat 2× správně.",
    );
    expect(data.result.initialValue).not.toHaveProperty("password");
    expect(data.result.initialValue).not.toHaveProperty("passwordConfirmation");
  });

  test("an empty password is asked for", async () => {
    const { data } = answerOf(await post({ ...VALID, password: "", passwordConfirmation: "" }));
    expect(data.result.error).toEqual({ password: ["auth.reset.passwordRequired"] });
  });

  test.each([
    [{ field: "token", title: "Odkaz je neplatný nebo vypršel" }],
    [{ field: "email", title: "E-mail není ve správném formátu" }],
  ])("a refused link (%j) turns the page into 'ask for a new link'", async (error) => {
    mockServer.use(
      http.post(RESET, () =>
        HttpResponse.json({ statusCode: 422, errors: [error] }, { status: 422 }),
      ),
      http.post(LOGIN, () => {
        throw new Error("no login with a refused link");
      }),
    );
    const { data, init } = answerOf(await post(VALID));
    expect(init?.status).toBe(422);
    expect(data.invalidLink).toBe(true);
  });

  test("a post without the link's token is an invalid link", async () => {
    const { data } = answerOf(await post({ ...VALID, token: "" }));
    expect(data.invalidLink).toBe(true);
  });

  test("the store's password rule sits by the password", async () => {
    mockServer.use(
      http.post(RESET, () =>
        HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "password", title: "Heslo musí mít alespoň 8 znaků" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { data } = answerOf(
      await post({ ...VALID, password: "kratke", passwordConfirmation: "kratke" }),
    );
    expect(data.invalidLink).toBe(false);
    expect(data.result.error).toEqual({ password: ["Heslo musí mít alespoň 8 znaků"] });
  });

  test("an outage is the generic message", async () => {
    mockServer.use(http.post(RESET, () => HttpResponse.json({}, { status: 500 })));
    const { data, init } = answerOf(await post(VALID));
    expect(init?.status).toBe(503);
    expect(data.result.error).toEqual({ "": ["auth.reset.failed"] });
  });

  test("when the login after the change fails, the login page says the password changed", async () => {
    mockServer.use(http.post(LOGIN, () => HttpResponse.json({}, { status: 503 })));
    const response = redirectOf(await post(VALID));
    expect(response.headers.get("location")).toBe("/prihlasit");
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.reset.successLogin" }),
    ]);
  });

  test("a restricted group changes the password but is not logged in here", async () => {
    mockServer.use(
      http.get(USER, () => HttpResponse.json({ data: { ...STORE_USER, groups: ["wholesale"] } })),
    );
    const response = redirectOf(await post(VALID));
    expect(response.headers.get("location")).toBe("/prihlasit");
    const next = nextRequest(response);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications.map((notification) => notification.message)).toEqual([
      "auth.reset.successLogin",
      "auth.restricted.text",
    ]);
  });
});
