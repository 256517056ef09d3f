import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/uzivatel_.zmena-hesla/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { czechText } from "#app/testing/texts.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/uzivatel/zmena-hesla";
const PASSWORD = storeUrl("/api/v1/user/password");
const USER = storeUrl("/api/v1/user");

const VALID = { oldPassword: "Heslo123!", password: "Nove456!", passwordConfirmation: "Nove456!" };

async function post(fields: Record<string, string>) {
  const cookie = await cookieHeader([await authTokenCookie.serialize("access-token-1")]);
  return { result: await formPost(action, PAGE, fields, { cookie }), cookie };
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

function storeAnswers(status: number, body: Record<string, unknown> = {}) {
  mockServer.use(http.patch(PASSWORD, () => HttpResponse.json(body, { status })));
}

describe("change of password", () => {
  test("a guest is sent to the login page first", async () => {
    const request = new Request(PAGE);
    const response = redirectOf(await thrownBy(() => loader({ request, params: {}, context: {} })));
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/zmena-hesla" })}`,
    );
  });

  test("sends the three passwords and stays logged in, with 'Heslo bylo změněno.'", async () => {
    let sent: unknown;
    mockServer.use(
      http.patch(PASSWORD, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result, cookie } = await post(VALID);
    const response = redirectOf(result);
    expect(sent).toEqual({
      old_password: "Heslo123!",
      password: "Nove456!",
      password_confirmation: "Nove456!",
    });
    expect(response.headers.get("location")).toBe("/uzivatel/zmena-hesla");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token="))).toBe(
      false,
    );
    const next = nextRequest(response, cookie);
    expect(await authTokenCookie.parse(next.headers.get("cookie"))).toBe("access-token-1");
    const { notifications } = await takeNotifications(next);
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "accountPassword.changed" }),
    ]);
    expect(czechText("accountPassword.changed")).toBe("Heslo bylo změněno.");
  });

  test("a mistyped confirmation: the spec's message, no password comes back", async () => {
    const { data, init } = answerOf(
      (await post({ ...VALID, passwordConfirmation: "Nove457!" })).result,
    );
    expect(init?.status).toBe(400);
    expect(data.result.error?.["passwordConfirmation"]?.map(czechText)).toEqual([
      "Nepodařilo se vám heslo napsat 2× správně.",
    ]);
    expect(data.result.initialValue ?? {}).not.toHaveProperty("oldPassword");
    expect(data.result.initialValue ?? {}).not.toHaveProperty("password");
    expect(data.result.initialValue ?? {}).not.toHaveProperty("passwordConfirmation");
  });

  test("a wrong current password (the store's 422) is a message at its field, no logout", async () => {
    storeAnswers(422, {
      statusCode: 422,
      errors: [{ field: "old_password", title: "Původní heslo není správné" }],
    });
    const { data, init } = answerOf((await post(VALID)).result);
    expect(init?.status).toBe(422);
    expect(data.result.error?.["oldPassword"]).toEqual(["Původní heslo není správné"]);
    expect(data.result.initialValue ?? {}).not.toHaveProperty("oldPassword");
  });

  test("a 401 while the token is still good is taken for a wrong current password", async () => {
    storeAnswers(401, { errors: [{ title: "Nesprávné heslo" }] });
    const { data } = answerOf((await post(VALID)).result);
    expect(data.result.error?.["oldPassword"]?.map(czechText)).toEqual([
      "Současné heslo není správné.",
    ]);
  });

  test("a 401 of a token the store refuses ends the login", async () => {
    storeAnswers(401);
    mockServer.use(http.get(USER, () => HttpResponse.json({}, { status: 401 })));
    const response = redirectOf(await thrownBy(async () => (await post(VALID)).result));
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/zmena-hesla" })}`,
    );
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token=;"))).toBe(
      true,
    );
  });

  test("the store's refusal of the new password lands at the new password", async () => {
    storeAnswers(422, {
      statusCode: 422,
      errors: [{ field: "password", title: "Heslo musí mít alespoň 8 znaků" }],
    });
    const { data } = answerOf(
      (await post({ ...VALID, password: "kratke", passwordConfirmation: "kratke" })).result,
    );
    expect(data.result.error?.["password"]).toEqual(["Heslo musí mít alespoň 8 znaků"]);
  });

  test("the store down: the form again with the message", async () => {
    storeAnswers(503);
    const { data, init } = answerOf((await post(VALID)).result);
    expect(init?.status).toBe(503);
    expect(data.result.error?.[""]).toEqual(["accountPassword.errors.unavailable"]);
  });
});
