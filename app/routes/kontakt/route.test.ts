import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/kontakt/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CONTACT_FORM_URL, customerServiceHandlers } from "#bff/mocks/customer-service.ts";
import { mockServer, setUpMockUpstreams } from "#bff/mocks/server.ts";

import { CONTACT_LIMITS } from "./contact-rate-limit.server.ts";

setUpMockUpstreams();

let addressCount = 0;
/** Each test writes from its own address, so the per-address counts do not add up. */
function freshAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

const MESSAGE = {
  name: "Jana Nováková",
  email: "jana.novakova@example.cz",
  orderCode: "2026000123",
  message: "Dobrý den, dorazí zásilka do pátku?",
};

function post(fields: Record<string, string>, ip = freshAddress()) {
  return formPost(action, "http://localhost/kontakt", fields, { clientIp: ip });
}

/** The store's error body (content side §8). */
type StoreErrors = { statusCode: number; errors: Array<{ field?: string; title: string }> };

function storeRefuses(status: number, body: StoreErrors) {
  mockServer.use(http.post(CONTACT_FORM_URL, () => HttpResponse.json(body, { status })));
}

describe("contact page loader", () => {
  test("answers the CMS page, with an empty form for a guest", async () => {
    mockServer.use(...customerServiceHandlers());
    const page = await loader({
      request: new Request("http://localhost/kontakt"),
      params: {},
      context: {},
    });
    expect(page.page.title).toBe("Kontakt");
    expect(page.page.seo.slugs.cs).toBe("kontakt");
    expect(page.sender).toBeNull();
  });

  test("fills in a logged-in customer's name and e-mail", async () => {
    mockServer.use(...customerServiceHandlers());
    const cookie = await cookieHeader([await authTokenCookie.serialize("access-token-1")]);
    const page = await loader({
      request: new Request("http://localhost/kontakt", { headers: { cookie } }),
      params: {},
      context: {},
    });
    expect(page.sender).toEqual({ name: "Jana Nováková", email: "jana.novakova@example.cz" });
  });
});

describe("contact form", () => {
  test("sends the message to the store and comes back to /kontakt with a thank-you", async () => {
    const sent: Array<unknown> = [];
    mockServer.use(...customerServiceHandlers(sent));
    const response = redirectOf(await post({ ...MESSAGE, name: ` ${MESSAGE.name} ` }));
    expect(sent).toEqual([
      {
        name: "Jana Nováková",
        email: "jana.novakova@example.cz",
        order_code: "2026000123",
        message: "Dobrý den, dorazí zásilka do pátku?",
      },
    ]);
    expect(response.headers.get("location")).toBe("/kontakt");
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "contact.sent" }),
    ]);
  });

  test("a message without an order code sends none", async () => {
    const sent: Array<unknown> = [];
    mockServer.use(...customerServiceHandlers(sent));
    redirectOf(await post({ ...MESSAGE, orderCode: "" }));
    expect(sent).toEqual([expect.objectContaining({ order_code: null })]);
  });

  test("a filled honeypot gets the same thank-you, and nothing is sent", async () => {
    const sent: Array<unknown> = [];
    mockServer.use(...customerServiceHandlers(sent));
    const response = redirectOf(await post({ ...MESSAGE, website: "https://spam.example" }));
    expect(sent).toEqual([]);
    expect(response.headers.get("location")).toBe("/kontakt");
    const { notifications } = await takeNotifications(nextRequest(response));
    expect(notifications.map((notification) => notification.message)).toEqual(["contact.sent"]);
  });

  test("our own refusals come back at the fields without asking the store", async () => {
    const sent: Array<unknown> = [];
    mockServer.use(...customerServiceHandlers(sent));
    const { data, init } = answerOf(await post({ name: "", email: "jana@", message: "" }));
    expect(init?.status).toBe(400);
    expect(data.result.error).toEqual({
      name: ["contact.nameRequired"],
      email: ["contact.emailInvalid"],
      message: ["contact.messageRequired"],
    });
    expect(sent).toEqual([]);
  });

  test("the store's refusal sits at its field, with everything typed kept", async () => {
    storeRefuses(422, {
      statusCode: 422,
      errors: [{ field: "order_code", title: "Objednávku s tímto číslem jsme nenašli" }],
    });
    const { data, init } = answerOf(await post(MESSAGE));
    expect(init?.status).toBe(422);
    expect(data.result.error).toEqual({ orderCode: ["Objednávku s tímto číslem jsme nenašli"] });
    expect(data.result.initialValue).toEqual(MESSAGE);
  });

  test("a store that is down gets the form's own words, with everything typed kept", async () => {
    storeRefuses(503, { statusCode: 503, errors: [{ title: "Služba je dočasně nedostupná" }] });
    const { data, init } = answerOf(await post(MESSAGE));
    expect(init?.status).toBe(503);
    expect(data.result.error).toEqual({ "": ["contact.failed"] });
    expect(data.result.initialValue).toEqual(MESSAGE);
  });

  test("five messages from one address in 10 minutes, then the Czech wait message", async () => {
    mockServer.use(...customerServiceHandlers());
    const ip = freshAddress();
    for (let sent = 0; sent < CONTACT_LIMITS.ip.max; sent += 1) {
      redirectOf(await post({ ...MESSAGE, email: `odesilatel${sent}@example.cz` }, ip));
    }
    const sent: Array<unknown> = [];
    mockServer.use(...customerServiceHandlers(sent));
    const refused = await post({ ...MESSAGE, email: "dalsi@example.cz" }, ip);
    const { data, init } = answerOf(refused);
    expect(init?.status).toBe(429);
    expect(new Headers(init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(data.result.error).toEqual({ "": ["contact.rateLimited"] });
    expect(data.retryAfterMinutes).toBe(10);
    expect(sent).toEqual([]);
  });
});
