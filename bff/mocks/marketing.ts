import { http, HttpResponse } from "msw";

/** The marketing-automation service as the tests configure it (`vi.stubEnv`). */
export const MARKETING_TEST_ENV = {
  MARKETING_AUTOMATION_URL: "http://marketing-automation.test/rest",
  MARKETING_AUTOMATION_ACCOUNT_ID: "test-account",
  MARKETING_AUTOMATION_USER: "test-user",
  MARKETING_AUTOMATION_PASSWORD: "test-password",
};

/** The shop-certification service as the tests configure it; the only key it takes. */
export const CERTIFICATION_TEST_ENV = {
  SHOP_CERTIFICATION_URL: "http://shop-certification.test",
  SHOP_CERTIFICATION_API_KEY: "test-certification-key",
};

export type ThirdPartyCall = { url: string; authorization: string | null; body: unknown };

/** What the mocked services received, oldest first; a test empties it before it starts. */
export const thirdPartyCalls: Array<ThirdPartyCall> = [];

async function recorded(request: Request): Promise<unknown> {
  const body: unknown = await request.json();
  thirdPartyCalls.push({
    url: request.url,
    authorization: request.headers.get("authorization"),
    body,
  });
  return body;
}

function hasKey(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    "apiKey" in body &&
    body.apiKey === CERTIFICATION_TEST_ENV.SHOP_CERTIFICATION_API_KEY
  );
}

export const marketingHandlers = [
  http.post(`${MARKETING_TEST_ENV.MARKETING_AUTOMATION_URL}/api/contacts`, async ({ request }) => {
    await recorded(request);
    return HttpResponse.json({ data: { status: "pending_double_opt_in" } }, { status: 201 });
  }),
  http.post(`${MARKETING_TEST_ENV.MARKETING_AUTOMATION_URL}/api/events`, async ({ request }) => {
    await recorded(request);
    return HttpResponse.json({ data: { accepted: true } }, { status: 202 });
  }),
  http.post(`${CERTIFICATION_TEST_ENV.SHOP_CERTIFICATION_URL}/api/orders`, async ({ request }) => {
    const body = await recorded(request);
    return hasKey(body)
      ? HttpResponse.json({ data: { status: "logged" } })
      : HttpResponse.json({ errors: [{ title: "Neplatný klíč API" }] }, { status: 401 });
  }),
];
