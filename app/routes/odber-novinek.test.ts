import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

import { takeNotifications } from "../flash.server.ts";
import { takeNewsletterReply } from "../newsletter.server.ts";

import { action } from "./odber-novinek.ts";

setUpMockUpstreams();

const SUBSCRIBE = storeUrl("/api/v1/newsletter/subscribe");

function post(fields: Record<string, string>) {
  return action({
    request: new Request("http://localhost/odber-novinek", {
      method: "POST",
      body: new URLSearchParams({ source: "footer", redirectTo: "/kosik", ...fields }),
    }),
    params: {},
    context: {},
  });
}

/** The cookies an answer sets, as the next request would send them. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function nextRequest(response: Response) {
  return new Request("http://localhost/kosik", { headers: { cookie: cookiesOf(response) } });
}

function subscribed(body: { email: string }) {
  return HttpResponse.json({ data: { email: body.email, confirmed: false } }, { status: 201 });
}

describe("newsletter sign-up without JavaScript", () => {
  test("subscribes with the spec's fields and comes back with a success notification", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        sent = await request.json();
        return subscribed(sent as { email: string });
      }),
    );
    const response = await post({ email: "jana@example.cz" });
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
    expect(sent).toEqual({
      email: "jana@example.cz",
      source: "footer",
      terms: true,
      callbackUrl: "http://localhost/aktivovat",
    });
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "newsletter.subscribed" }),
    ]);
  });

  test("an address already signed up (401) shows the store's title as success", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, () =>
        HttpResponse.json(
          {
            statusCode: 401,
            errors: [{ field: "email", title: "Tento e-mail už novinky odebírá" }],
          },
          { status: 401 },
        ),
      ),
    );
    const response = await post({ email: "jana@example.cz" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.status).toBe(303);
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({
        type: "success",
        message: "Tento e-mail už novinky odebírá",
        raw: true,
      }),
    ]);
  });

  test("a missing address comes back to the form with the message and nothing is sent", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, () => {
        throw new Error("the store must not be asked");
      }),
    );
    const response = await post({ email: "" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.headers.get("location")).toBe("/kosik#newsletter");
    const { reply } = await takeNewsletterReply(nextRequest(response));
    expect(reply?.error?.email).toEqual(["newsletter.emailRequired"]);
  });

  test("a malformed address keeps what was typed", async () => {
    const response = await post({ email: "jana@" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    const { reply, setCookie } = await takeNewsletterReply(nextRequest(response));
    expect(reply?.error?.email).toEqual(["newsletter.emailInvalid"]);
    expect(reply?.initialValue?.email).toBe("jana@");
    expect(setCookie).toMatch(/Max-Age=0/);
  });

  test("an outage keeps the form with a clear message", async () => {
    mockServer.use(http.post(SUBSCRIBE, () => HttpResponse.json({}, { status: 500 })));
    const response = await post({ email: "jana@example.cz" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    const { reply } = await takeNewsletterReply(nextRequest(response));
    expect(reply?.error?.[""]).toEqual(["newsletter.failed"]);
    expect(reply?.initialValue?.email).toBe("jana@example.cz");
  });

  test("never redirects to another site", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) =>
        subscribed((await request.json()) as { email: string }),
      ),
    );
    const response = await post({ email: "jana@example.cz", redirectTo: "//evil.example/" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("newsletter sign-up through a fetcher", () => {
  test("answers data: subscribed with the form reset, the notification flashed", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) =>
        subscribed((await request.json()) as { email: string }),
      ),
    );
    const answer = await post({ email: "jana@example.cz", source: "welcome", reply: "inline" });
    if (!("data" in answer)) throw new Error("expected data");
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ result: { initialValue: null }, subscribed: true });
  });

  test("a store refusal of the address is the field's message, status 422", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, () =>
        HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "email", title: "E-mail není ve správném formátu" }],
          },
          { status: 422 },
        ),
      ),
    );
    const answer = await post({ email: "jana@example.cz", reply: "inline" });
    if (!("data" in answer)) throw new Error("expected data");
    expect(answer.init?.status).toBe(422);
    expect(answer.data.subscribed).toBe(false);
    expect(answer.data.result.error?.email).toEqual(["E-mail není ve správném formátu"]);
  });
});
