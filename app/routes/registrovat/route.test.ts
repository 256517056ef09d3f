import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/registrovat/route.tsx";
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

const REGISTER = storeUrl("/api/v1/register");
const SUBSCRIBE = storeUrl("/api/v1/newsletter/subscribe");
const USER = storeUrl("/api/v1/user");

const VALID = {
  firstName: "Petra",
  lastName: "Svobodová",
  email: "petra.svobodova@example.cz",
  phone: "",
  password: "Heslo123!",
  passwordConfirmation: "Heslo123!",
  terms: "on",
};

function post(
  fields: Record<string, string>,
  {
    cookie = "",
    path = "/registrovat",
    origin = "http://localhost",
    clientIp,
  }: { cookie?: string; path?: string; origin?: string; clientIp?: string } = {},
) {
  return formPost(action, `${origin}${path}`, fields, { cookie, clientIp });
}

function storeRefuses(errors: Array<{ field: string; title: string }>) {
  mockServer.use(
    http.post(REGISTER, () => HttpResponse.json({ statusCode: 422, errors }, { status: 422 })),
  );
}

describe("registration", () => {
  test("creates the account with the activation link, logs in for 7 days and welcomes", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(REGISTER, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              user: { ...STORE_USER, firstName: "Petra", email: VALID.email },
              access_token: "new-account-token",
            },
          },
          { status: 201 },
        );
      }),
      http.post(SUBSCRIBE, () => {
        throw new Error("no newsletter was asked for");
      }),
    );
    const before = await cookieHeader([
      await commitSessionId(new Request("http://localhost/"), "0123456789abcdef01234567"),
    ]);
    const response = redirectOf(await post(VALID, { cookie: before }));
    expect(sent).toEqual({
      email: VALID.email,
      password: "Heslo123!",
      password_confirmation: "Heslo123!",
      firstName: "Petra",
      lastName: "Svobodová",
      phone: null,
      newsletter: false,
      callbackUrl: "http://localhost:3000/aktivovat",
    });
    expect(response.headers.get("location")).toBe("/");

    const tokenCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("shop_auth_token="));
    expect(tokenCookie).toMatch(/; Max-Age=604800/);
    expect(tokenCookie).toMatch(/; HttpOnly/);
    const next = nextRequest(response, before);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBe("new-account-token");
    const sessionId = await sessionIdOf(next);
    expect(sessionId).toMatch(/^[0-9a-f]{24}$/);
    expect(sessionId).not.toBe("0123456789abcdef01234567");
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "success",
        message: "auth.register.success",
        values: { name: "Petra", email: VALID.email },
      }),
    ]);
  });

  test("a Slovak registration gets the Slovak activation page and a safe target", async () => {
    let callbackUrl: unknown;
    mockServer.use(
      http.post(REGISTER, async ({ request }) => {
        callbackUrl = ((await request.json()) as { callbackUrl?: unknown }).callbackUrl;
        return HttpResponse.json(
          { data: { user: STORE_USER, access_token: "new-account-token" } },
          { status: 201 },
        );
      }),
    );
    const response = redirectOf(
      await post({ ...VALID, redirectTo: "/sk/kosik" }, { path: "/sk/registrovat" }),
    );
    expect(callbackUrl).toBe("http://localhost:3000/sk/aktivovat");
    expect(response.headers.get("location")).toBe("/sk/kosik");
    const unsafe = redirectOf(await post({ ...VALID, redirectTo: "//evil.example" }));
    expect(unsafe.headers.get("location")).toBe("/");
  });

  test("the newsletter box signs the address up, confirmed through the activation page", async () => {
    let subscribed: unknown;
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        subscribed = await request.json();
        return HttpResponse.json(
          { data: { email: VALID.email, confirmed: false } },
          { status: 201 },
        );
      }),
    );
    redirectOf(await post({ ...VALID, newsletter: "on", phone: "+420 777 123 456" }));
    expect(subscribed).toEqual({
      email: VALID.email,
      callbackUrl: "http://localhost:3000/aktivovat",
      source: "registration",
      terms: true,
    });
  });

  test("both mailed links lead to the configured origin for a spoofed Host", async () => {
    const sent: Array<unknown> = [];
    mockServer.use(
      http.post(REGISTER, async ({ request }) => {
        sent.push(((await request.json()) as { callbackUrl?: unknown }).callbackUrl);
        return HttpResponse.json(
          { data: { user: STORE_USER, access_token: "new-account-token" } },
          { status: 201 },
        );
      }),
      http.post(SUBSCRIBE, async ({ request }) => {
        sent.push(((await request.json()) as { callbackUrl?: unknown }).callbackUrl);
        return HttpResponse.json(
          { data: { email: VALID.email, confirmed: false } },
          { status: 201 },
        );
      }),
    );
    redirectOf(await post({ ...VALID, newsletter: "on" }, { origin: "http://evil.example" }));
    expect(sent).toEqual(["http://localhost:3000/aktivovat", "http://localhost:3000/aktivovat"]);
  });

  test("a failed newsletter sign-up still registers, with a warning", async () => {
    mockServer.use(http.post(SUBSCRIBE, () => HttpResponse.json({}, { status: 500 })));
    const response = redirectOf(await post({ ...VALID, newsletter: "on" }));
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications.map((notification) => notification.message)).toEqual([
      "auth.register.success",
      "auth.register.newsletterFailed",
    ]);
  });

  test("the guest cart moves into the new account and its token goes", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) =>
        HttpResponse.json({
          data: request.headers.get("authorization") ? EMPTY_CART : CART_WITH_OIL,
        }),
      ),
    );
    const guest = await cookieHeader([await cartTokenCookie.serialize("guest-cart-token")]);
    const next = nextRequest(redirectOf(await post(VALID, { cookie: guest })), guest);
    expect(await cartTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications[1]).toMatchObject({ title: "auth.merge.title" });
  });

  test("passwords that differ: the spec's message at the confirmation, nothing sent", async () => {
    mockServer.use(
      http.post(REGISTER, () => {
        throw new Error("the store must not be asked");
      }),
    );
    const { data, init } = answerOf(await post({ ...VALID, passwordConfirmation: "Heslo124!" }));
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({ passwordConfirmation: ["auth.register.passwordMismatch"] });
    expect(czechText("auth.register.passwordMismatch")).toBe(
      "Nepodařilo se vám heslo napsat 2× správně.",
    );
    expect(data.result.initialValue).toMatchObject({ email: VALID.email, firstName: "Petra" });
    expect(data.result.initialValue).not.toHaveProperty("password");
    expect(data.result.initialValue).not.toHaveProperty("passwordConfirmation");
  });

  test("an empty confirmation is a mismatch too; an empty password is asked for", async () => {
    const mismatch = answerOf(await post({ ...VALID, passwordConfirmation: "" }));
    expect(mismatch.data.result.error).toEqual({
      passwordConfirmation: ["auth.register.passwordMismatch"],
    });
    const empty = answerOf(await post({ ...VALID, password: "", passwordConfirmation: "" }));
    expect(empty.data.result.error).toEqual({ password: ["auth.register.passwordRequired"] });
  });

  test("an empty form: every required field and the consent, with the mismatch beside them", async () => {
    const { data, init } = answerOf(await post({ password: "a", passwordConfirmation: "b" }));
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({
      firstName: ["auth.register.firstNameRequired"],
      lastName: ["auth.register.lastNameRequired"],
      email: ["auth.register.emailRequired"],
      terms: ["auth.register.termsRequired"],
      passwordConfirmation: ["auth.register.passwordMismatch"],
    });
  });

  test.each([
    ["jana@", "email", "auth.register.emailInvalid", "E-mail není ve správném formátu"],
    ["777 123 456", "phone", "auth.register.phoneInvalid", "Nezadali jste správně telefonní číslo"],
    ["+420 1234", "phone", "auth.register.phoneInvalid", "Nezadali jste správně telefonní číslo"],
    [
      "+420 777 abc 456",
      "phone",
      "auth.register.phoneInvalid",
      "Nezadali jste správně telefonní číslo",
    ],
  ])("%j is refused at %s with the spec's message", async (value, field, key, text) => {
    const { data } = answerOf(await post({ ...VALID, [field]: value }));
    expect(data.result.error).toEqual({ [field]: [key] });
    expect(czechText(key)).toBe(text);
  });

  test.each(["+420 777 123 456", "+421.900/123-456", "+49 (30) 1234567"])(
    "the phone %j fits the spec's rule (+ and at least 9 digits, spaces, . - / ( ))",
    async (phone) => {
      let sentPhone: unknown;
      mockServer.use(
        http.post(REGISTER, async ({ request }) => {
          sentPhone = ((await request.json()) as { phone?: unknown }).phone;
          return HttpResponse.json(
            { data: { user: STORE_USER, access_token: "new-account-token" } },
            { status: 201 },
          );
        }),
      );
      redirectOf(await post({ ...VALID, phone }));
      expect(sentPhone).toBe(phone);
    },
  );

  test("after 10 refused registrations from one address the next waits, the store not asked", async () => {
    let asked = 0;
    mockServer.use(
      http.post(REGISTER, () => {
        asked += 1;
        return HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "email", title: "Účet s tímto e-mailem už existuje" }],
          },
          { status: 422 },
        );
      }),
    );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const email = `zkouska${attempt}@example.cz`;
      const { init } = answerOf(await post({ ...VALID, email }, { clientIp: "203.0.113.9" }));
      expect(init?.status).toBe(422);
    }
    const { data, init } = answerOf(
      await post({ ...VALID, email: "dalsi@example.cz" }, { clientIp: "203.0.113.9" }),
    );
    expect(init).toMatchObject({ status: 429, headers: { "Retry-After": expect.any(String) } });
    expect(data.result.error).toEqual({ "": ["auth.register.rateLimited"] });
    expect(asked).toBe(10);
    expect(czechText("auth.register.rateLimited")).toBe(
      "Z této adresy jsme v poslední době odmítli příliš mnoho registrací. Zkuste to prosím znovu nejpozději za 15 minut.",
    );
  });

  test("the store's refusals sit by their fields; the input stays, the passwords go", async () => {
    storeRefuses([
      { field: "email", title: "Účet s tímto e-mailem už existuje" },
      { field: "password", title: "Heslo musí mít alespoň 8 znaků" },
      { field: "password_confirmation", title: "Hesla se neshodují" },
      { field: "phone", title: "Nezadali jste správně telefonní číslo" },
    ]);
    const { data, init } = answerOf(await post(VALID));
    expect(init?.status).toBe(422);
    expect(data.result.error).toEqual({
      email: ["Účet s tímto e-mailem už existuje"],
      password: ["Heslo musí mít alespoň 8 znaků"],
      passwordConfirmation: ["Hesla se neshodují"],
      phone: ["Nezadali jste správně telefonní číslo"],
    });
    expect(data.result.initialValue).toMatchObject({
      firstName: "Petra",
      lastName: "Svobodová",
      email: VALID.email,
    });
    expect(data.result.initialValue).not.toHaveProperty("password");
    expect(data.result.initialValue).not.toHaveProperty("passwordConfirmation");
  });

  test("a refusal of a field the form does not show is a message for the whole form", async () => {
    storeRefuses([{ field: "callbackUrl", title: "Chybí adresa odkazu" }]);
    const { data } = answerOf(await post(VALID));
    expect(data.result.error).toEqual({ "": ["Chybí adresa odkazu"] });
  });

  test("an outage is the generic 'Něco se porouchalo'", async () => {
    mockServer.use(http.post(REGISTER, () => HttpResponse.json({}, { status: 500 })));
    const { data, init } = answerOf(await post(VALID));
    expect(init?.status).toBe(503);
    expect(data.result.error).toEqual({ "": ["auth.register.failed"] });
    expect(czechText("auth.register.failed")).toMatch(/^Něco se porouchalo/);
  });

  test("when the new user cannot be loaded, the login page says the account exists", async () => {
    mockServer.use(http.get(USER, () => HttpResponse.json({}, { status: 503 })));
    const response = redirectOf(await post(VALID));
    expect(response.headers.get("location")).toBe("/prihlasit");
    const next = nextRequest(response);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.register.successLogin" }),
    ]);
  });

  test("a bot that fills the honeypot is told it registered; the store is not asked", async () => {
    mockServer.use(
      http.post(REGISTER, () => {
        throw new Error("a bot's registration reached the store");
      }),
    );
    const response = redirectOf(await post({ ...VALID, website: "https://spam.example" }));
    expect(response.headers.get("location")).toBe("/prihlasit");
    const next = nextRequest(response);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBeNull();
    expect((await takeNotifications(next)).notifications).toEqual([
      expect.objectContaining({ type: "success", message: "auth.register.successLogin" }),
    ]);
  });

  test("a logged-in shopper is sent back to the page, the store is not asked", async () => {
    mockServer.use(
      http.post(REGISTER, () => {
        throw new Error("the store must not be asked");
      }),
    );
    const cookie = await cookieHeader([await authTokenCookie.serialize("current-token")]);
    const response = redirectOf(await post(VALID, { cookie }));
    expect(response.headers.get("location")).toBe("/registrovat");
  });

  test("the page keeps only a safe target", async () => {
    const visit = (search: string) =>
      loader({
        request: new Request(`http://localhost/registrovat${search}`),
        params: {},
        context: {},
      });
    expect(await visit("?redirectTo=%2Fkosik")).toEqual({ redirectTo: "/kosik" });
    expect(await visit("?redirectTo=https%3A%2F%2Fevil.example")).toEqual({ redirectTo: null });
  });
});
