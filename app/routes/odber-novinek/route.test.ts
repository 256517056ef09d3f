import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { MAIL_LIMITS, createMailLimiter } from "#app/account/mail-rate-limit.server.ts";
import { newsletterAction, takeNewsletterReply } from "#app/newsletter/newsletter.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { answerOf } from "#app/testing/action-results.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const SUBSCRIBE = storeUrl("/api/v1/newsletter/subscribe");

function signUp(fields: Record<string, string>, origin = "http://localhost") {
  return new Request(`${origin}/odber-novinek`, {
    method: "POST",
    body: new URLSearchParams({ source: "footer", redirectTo: "/kosik", ...fields }),
  });
}

/** The route's action, counting mails apart from the other tests. */
function post(fields: Record<string, string>, origin = "http://localhost") {
  return newsletterAction(signUp(fields, origin), {}, createMailLimiter("mail:newsletter"));
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
      callbackUrl: "http://localhost:3000/aktivovat",
    });
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "newsletter.subscribed" }),
    ]);
  });

  test("the confirmation link leads to the configured origin for a spoofed Host", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        sent = await request.json();
        return subscribed(sent as { email: string });
      }),
    );
    await post({ email: "jana@example.cz" }, "http://evil.example");
    expect(sent).toEqual(
      expect.objectContaining({ callbackUrl: "http://localhost:3000/aktivovat" }),
    );
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
    const answer = await post({ email: "jana@example.cz", source: "welcome", enhanced: "1" });
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
    const answer = await post({ email: "jana@example.cz", enhanced: "1" });
    if (!("data" in answer)) throw new Error("expected data");
    expect(answer.init?.status).toBe(422);
    expect(answer.data.subscribed).toBe(false);
    expect(answer.data.result.error?.email).toEqual(["E-mail není ve správném formátu"]);
  });
});

describe("a bot that fills the honeypot", () => {
  test("is answered as subscribed, in both modes, and the store is never asked", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, () => {
        throw new Error("a bot's sign-up reached the store");
      }),
    );
    const plain = await post({ email: "bot@example.com", website: "spam" });
    if (!(plain instanceof Response)) throw new Error("expected a redirect");
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/kosik");
    expect((await takeNotifications(nextRequest(plain))).notifications).toEqual([
      expect.objectContaining({ type: "success", message: "newsletter.subscribed" }),
    ]);

    const inline = await post({ email: "bot@example.com", website: "spam", enhanced: "1" });
    if (!("data" in inline)) throw new Error("expected data");
    expect(inline.data).toEqual({ result: { initialValue: null }, subscribed: true });
  });
});

describe("newsletter sign-up limits (mail bombing)", () => {
  test("three confirmations per e-mail in 15 minutes, then 429 with Retry-After, the store not asked", async () => {
    let asked = 0;
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        asked += 1;
        return subscribed((await request.json()) as { email: string });
      }),
    );
    const limiter = createMailLimiter("mail:newsletter");
    const from = (ip: string) => ({ clientIp: ip });
    for (let attempt = 0; attempt < MAIL_LIMITS.email.max; attempt += 1) {
      const ok = await newsletterAction(
        signUp({ email: "obet@example.cz", enhanced: "1" }),
        from(`192.0.2.${attempt + 1}`),
        limiter,
      );
      expect(ok).not.toBeInstanceOf(Response);
    }
    const refused = await newsletterAction(
      signUp({ email: "OBET@example.cz", enhanced: "1" }),
      from("192.0.2.99"),
      limiter,
    );
    const { data, init } = answerOf(refused);
    expect(init?.status).toBe(429);
    expect(Number(new Headers(init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(data.result.error).toEqual({ "": ["newsletter.rateLimited"] });
    expect(asked).toBe(MAIL_LIMITS.email.max);
  });

  test("ten sign-ups per address in 15 minutes, whichever the e-mail", async () => {
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) =>
        subscribed((await request.json()) as { email: string }),
      ),
    );
    const limiter = createMailLimiter("mail:newsletter");
    const ip = { clientIp: "198.51.100.77" };
    for (let attempt = 0; attempt < MAIL_LIMITS.ip.max; attempt += 1) {
      await newsletterAction(signUp({ email: `adresat${attempt}@example.cz` }), ip, limiter);
    }
    const refused = await newsletterAction(signUp({ email: "dalsi@example.cz" }), ip, limiter);
    if (!(refused instanceof Response)) throw new Error("expected a redirect");
    expect(refused.status).toBe(303);
    const { reply } = await takeNewsletterReply(nextRequest(refused));
    expect(reply?.error).toEqual({ "": ["newsletter.rateLimited"] });
    const elsewhere = await newsletterAction(
      signUp({ email: "dalsi@example.cz" }),
      { clientIp: "198.51.100.78" },
      limiter,
    );
    expect(elsewhere instanceof Response && elsewhere.headers.get("location")).toBe("/kosik");
  });
});
