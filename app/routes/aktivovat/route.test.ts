import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/aktivovat/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { answerOf, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const ACTIVATE = storeUrl("/api/v1/activate");

function post(fields: Record<string, string>, { cookie = "", path = "/aktivovat" } = {}) {
  return formPost(action, `http://localhost${path}?token=from-the-address`, fields, { cookie });
}

async function flashed(response: Response) {
  const next = requestAfter(new Request("http://localhost/"), response.headers.getSetCookie());
  return (await takeNotifications(next)).notifications;
}

function storeAnswers(kind: "account" | "newsletter") {
  let sent: unknown;
  mockServer.use(
    http.post(ACTIVATE, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: { kind } });
    }),
  );
  return () => sent;
}

describe("activation", () => {
  test("the mail's link only shows the button: opening it spends no token", async () => {
    mockServer.use(
      http.post(ACTIVATE, () => {
        throw new Error("opening the link must not activate");
      }),
    );
    const page = await loader({
      request: new Request(
        "http://localhost/aktivovat?token=abc123&email=jana.novakova%40example.cz",
      ),
      params: {},
      context: {},
    });
    expect(page).toEqual({ token: "abc123", email: "jana.novakova@example.cz" });
  });

  test("a link without a token is told as such", async () => {
    const page = await loader({
      request: new Request("http://localhost/aktivovat?token="),
      params: {},
      context: {},
    });
    expect(page).toEqual({ token: null, email: null });
  });

  test("an account confirmed by a guest: thanks and the login page", async () => {
    const sent = storeAnswers("account");
    const response = redirectOf(await post({ token: "abc123" }));
    expect(sent()).toEqual({ token: "abc123" });
    expect(response.headers.get("location")).toBe("/prihlasit");
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "success", message: "auth.activate.accountDoneLogin" }),
    ]);
  });

  test("an account confirmed while logged in: thanks and home", async () => {
    storeAnswers("account");
    const cookie = requestAfter(new Request("http://localhost/"), [
      await authTokenCookie.serialize("account-token"),
    ]).headers.get("cookie");
    const response = redirectOf(await post({ token: "abc123" }, { cookie: cookie ?? "" }));
    expect(response.headers.get("location")).toBe("/");
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "success", message: "auth.activate.accountDone" }),
    ]);
  });

  test("a newsletter confirmation: thanks and home, in the page's language", async () => {
    storeAnswers("newsletter");
    const response = redirectOf(await post({ token: "abc123" }, { path: "/de/aktivieren" }));
    expect(response.headers.get("location")).toBe("/de");
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ type: "success", message: "auth.activate.newsletterDone" }),
    ]);
  });

  test("a token the store refuses (used, expired) says the link is invalid", async () => {
    mockServer.use(
      http.post(ACTIVATE, () =>
        HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "token", title: "Odkaz je neplatný nebo vypršel" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { data, init } = answerOf(await post({ token: "used-token" }));
    expect(init?.status).toBe(422);
    expect(data).toEqual({ outcome: "invalid" });
  });

  test("a post without a token is invalid without asking the store", async () => {
    mockServer.use(
      http.post(ACTIVATE, () => {
        throw new Error("the store must not be asked");
      }),
    );
    expect(answerOf(await post({})).data).toEqual({ outcome: "invalid" });
  });

  test("an outage keeps the button for another try", async () => {
    mockServer.use(http.post(ACTIVATE, () => HttpResponse.json({}, { status: 503 })));
    const { data, init } = answerOf(await post({ token: "abc123" }));
    expect(init?.status).toBe(503);
    expect(data).toEqual({ outcome: "failed" });
  });
});
