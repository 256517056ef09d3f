import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { MAIL_LIMITS } from "#app/account/mail-rate-limit.server.ts";
import { action, loader } from "#app/routes/zapomenute-heslo/route.tsx";
import { answerOf, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const FORGOT = storeUrl("/api/v1/forgot-password");

let addressCount = 0;
/** Each test asks from its own address, so the per-address counts do not add up. */
function freshAddress(): string {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

function post(
  fields: Record<string, string>,
  { path = "/zapomenute-heslo", ip = freshAddress(), origin = "http://localhost" } = {},
) {
  return formPost(action, `${origin}${path}`, fields, { clientIp: ip });
}

describe("forgotten password", () => {
  test("asks the store to mail a link to this site's reset page, then shows the note", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(FORGOT, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = redirectOf(await post({ email: " jana.novakova@example.cz " }));
    expect(sent).toEqual({
      email: "jana.novakova@example.cz",
      callbackUrl: "http://localhost:3000/resetovat-heslo",
    });
    expect(response.headers.get("location")).toBe("/zapomenute-heslo?odeslano=1");
  });

  test("the mailed link leads to the shop's configured origin, not to the request's host", async () => {
    let sentUrl: unknown;
    mockServer.use(
      http.post(FORGOT, async ({ request }) => {
        sentUrl = ((await request.json()) as { callbackUrl?: unknown }).callbackUrl;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    redirectOf(
      await post({ email: "jana.novakova@example.cz" }, { origin: "http://evil.example" }),
    );
    // The default SHOP_ORIGIN: the victim's reset token never goes to the attacker's host.
    expect(sentUrl).toBe("http://localhost:3000/resetovat-heslo");
  });

  test.each([
    [
      "/sk/zabudnute-heslo",
      "http://localhost:3000/sk/resetovat-heslo",
      "/sk/zabudnute-heslo?odeslano=1",
    ],
    [
      "/de/passwort-vergessen",
      "http://localhost:3000/de/passwort-zuruecksetzen",
      "/de/passwort-vergessen?odeslano=1",
    ],
  ])("from %s the link leads to %s", async (path, callbackUrl, location) => {
    let sentUrl: unknown;
    mockServer.use(
      http.post(FORGOT, async ({ request }) => {
        sentUrl = ((await request.json()) as { callbackUrl?: unknown }).callbackUrl;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = redirectOf(await post({ email: `jana+${path.length}@example.cz` }, { path }));
    expect(sentUrl).toBe(callbackUrl);
    expect(response.headers.get("location")).toBe(location);
  });

  test("an unknown address gets the same answer as a known one", async () => {
    const known = redirectOf(await post({ email: "petr.dvorak@example.cz" }));
    const unknown = redirectOf(await post({ email: "nikdo@example.cz" }));
    expect(unknown.headers.get("location")).toBe(known.headers.get("location"));
  });

  test.each([
    ["", "auth.forgot.emailRequired"],
    ["jana@", "auth.forgot.emailInvalid"],
  ])("the e-mail %j is refused without asking the store", async (email, message) => {
    mockServer.use(
      http.post(FORGOT, () => {
        throw new Error("the store must not be asked");
      }),
    );
    const { data, init } = answerOf(await post({ email }));
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({ email: [message] });
  });

  test("the store's refusal of the address sits by the field", async () => {
    mockServer.use(
      http.post(FORGOT, () =>
        HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "email", title: "E-mail není ve správném formátu" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { data } = answerOf(await post({ email: "jana@example.cz" }));
    expect(data.result.error).toEqual({ email: ["E-mail není ve správném formátu"] });
    expect(data.result.initialValue).toMatchObject({ email: "jana@example.cz" });
  });

  test("an outage is the generic message and sends no note", async () => {
    mockServer.use(http.post(FORGOT, () => HttpResponse.json({}, { status: 502 })));
    const { data, init } = answerOf(await post({ email: "vypadek@example.cz" }));
    expect(init?.status).toBe(503);
    expect(data.result.error).toEqual({ "": ["auth.forgot.failed"] });
  });

  test("too many links for one address answer 429 without asking the store", async () => {
    let asked = 0;
    mockServer.use(
      http.post(FORGOT, () => {
        asked += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    for (let attempt = 0; attempt < MAIL_LIMITS.email.max; attempt += 1) {
      redirectOf(await post({ email: "limit@example.cz" }));
    }
    const { data, init } = answerOf(await post({ email: "LIMIT@example.cz" }));
    expect(init?.status).toBe(429);
    expect(Number(new Headers(init?.headers).get("retry-after"))).toBeGreaterThan(0);
    expect(data.result.error).toEqual({ "": ["auth.forgot.rateLimited"] });
    expect(data.retryAfterMinutes).toBe(15);
    expect(asked).toBe(MAIL_LIMITS.email.max);
  });

  test("the page shows the note only after a request", async () => {
    const visit = (search: string) =>
      loader({
        request: new Request(`http://localhost/zapomenute-heslo${search}`),
        params: {},
        context: {},
      });
    expect(await visit("")).toEqual({ sent: false });
    expect(await visit("?odeslano=1")).toEqual({ sent: true });
  });
});
