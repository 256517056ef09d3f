import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { redirectOf } from "#app/testing/action-results.ts";
import { MARKETING_TEST_ENV, thirdPartyCalls } from "#bff/mocks/marketing.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const SUBSCRIBE = storeUrl("/api/v1/newsletter/subscribe");

beforeEach(() => {
  thirdPartyCalls.length = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A sign-up without JavaScript, through the action with the service configured. */
async function signUp(fields: Record<string, string>, cookie = "") {
  for (const [name, value] of Object.entries(MARKETING_TEST_ENV)) vi.stubEnv(name, value);
  vi.resetModules();
  const { newsletterAction } = await import("./newsletter.server.ts");
  const { createMailLimiter } = await import("#app/account/mail-rate-limit.server.ts");
  const request = new Request("http://localhost/odber-novinek", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ redirectTo: "/", ...fields }),
  });
  return newsletterAction(request, {}, createMailLimiter("mail:newsletter"));
}

const sent = (path: string) =>
  thirdPartyCalls.filter((call) => call.url.endsWith(path)).map((call) => call.body);

describe("the newsletter's marketing contact", () => {
  test("a welcome sign-up adds the contact, an explicit opt-in, even with necessary cookies only", async () => {
    const response = await signUp(
      { email: "jana@example.cz", source: "welcome" },
      "shop_cookie_consent=necessary",
    );
    expect(redirectOf(response).status).toBe(303);
    expect(sent("/api/contacts")).toEqual([
      expect.objectContaining({
        email: "jana@example.cz",
        origin: "welcome",
        isOptedIn: false,
        forceDoubleReOptIn: true,
      }),
    ]);
    expect(sent("/api/events")).toEqual([]);
  });

  test("with marketing consent the footer form also sends newsletter_subscribed", async () => {
    await signUp(
      { email: "jana@example.cz", source: "footer" },
      "shop_cookie_consent=all; shop_visitor=visitor-1",
    );
    expect(sent("/api/contacts")).toHaveLength(1);
    expect(sent("/api/events")).toEqual([
      expect.objectContaining({
        event: "newsletter_subscribed",
        visitorId: "visitor-1",
        email: "jana@example.cz",
        data: { source: "footer" },
      }),
    ]);
  });

  test("an address signed up already (401) counts; a refusal or a bot adds nobody", async () => {
    mockServer.use(
      http.post(
        SUBSCRIBE,
        () =>
          HttpResponse.json(
            { errors: [{ title: "Tento e-mail už odebírá novinky" }] },
            { status: 401 },
          ),
        { once: true },
      ),
    );
    await signUp({ email: "jana@example.cz", source: "welcome" });
    expect(sent("/api/contacts")).toHaveLength(1);

    mockServer.use(
      http.post(SUBSCRIBE, () =>
        HttpResponse.json(
          { errors: [{ field: "email", title: "E-mail není platný" }] },
          { status: 422 },
        ),
      ),
    );
    await signUp({ email: "petr@example.cz", source: "welcome" });
    await signUp({ email: "bot@example.cz", source: "footer", website: "spam" });
    expect(sent("/api/contacts")).toHaveLength(1);
  });
});
