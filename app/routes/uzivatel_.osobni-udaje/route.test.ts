import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/uzivatel_.osobni-udaje/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { czechText } from "#app/testing/texts.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_COMPANY, STORE_USER } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/uzivatel/osobni-udaje";
const USER = storeUrl("/api/v1/user");
const SUBSCRIBE = storeUrl("/api/v1/newsletter/subscribe");

const VALID = { firstName: "Jana", lastName: "Nováková", phone: "+420 601 234 567" };

async function customerCookie(): Promise<string> {
  return cookieHeader([await authTokenCookie.serialize("access-token-1")]);
}

async function post(fields: Record<string, string>) {
  const cookie = await customerCookie();
  return { result: await formPost(action, PAGE, fields, { cookie }), cookie };
}

/** Records what the store was sent with PATCH user. */
function patches(): Array<unknown> {
  const sent: Array<unknown> = [];
  mockServer.use(
    http.patch(USER, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: STORE_USER });
    }),
  );
  return sent;
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("personal data page", () => {
  test("shows the customer's data, and nothing else of the user", async () => {
    mockServer.use(
      http.get(USER, () =>
        HttpResponse.json({
          data: { ...STORE_USER, businessName: "Alza.cz a.s.", tin: "27082440", groups: ["b2b"] },
        }),
      ),
    );
    const request = new Request(PAGE, { headers: { cookie: await customerCookie() } });
    const page = await loader({ request, params: {}, context: {} });
    expect(page.details).toEqual({
      firstName: "Jana",
      lastName: "Nováková",
      email: "jana.novakova@example.cz",
      phone: "+420 601 234 567",
      businessName: "Alza.cz a.s.",
      tin: "27082440",
      vatin: null,
    });
    expect(page.menu.entries).toContain("details");
  });

  test("a token the store refuses ends the login and leads to the login page", async () => {
    mockServer.use(http.get(USER, () => HttpResponse.json({}, { status: 401 })));
    const request = new Request(PAGE, { headers: { cookie: await customerCookie() } });
    const response = redirectOf(await thrownBy(() => loader({ request, params: {}, context: {} })));
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/osobni-udaje" })}`,
    );
  });
});

describe("saving the personal data", () => {
  test("PATCHes the user and comes back with 'Údaje byly uloženy.'", async () => {
    const sent = patches();
    const { result, cookie } = await post({
      ...VALID,
      isBusiness: "on",
      companyName: "Alza.cz a.s.",
      tin: "27082440",
      vatin: "CZ27082440",
    });
    const response = redirectOf(result);
    expect(response.headers.get("location")).toBe("/uzivatel/osobni-udaje");
    expect(sent).toEqual([
      {
        ...VALID,
        businessName: "Alza.cz a.s.",
        tin: "27082440",
        vatin: "CZ27082440",
      },
    ]);
    const { notifications } = await takeNotifications(nextRequest(response, cookie));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "accountDetails.saved" }),
    ]);
    expect(czechText("accountDetails.saved")).toBe("Údaje byly uloženy.");
  });

  test("a customer who no longer buys for a company keeps no business data", async () => {
    const sent = patches();
    redirectOf((await post({ firstName: "Jana", lastName: "Nováková" })).result);
    expect(sent).toEqual([
      {
        firstName: "Jana",
        lastName: "Nováková",
        phone: null,
        businessName: null,
        tin: null,
        vatin: null,
      },
    ]);
  });

  test("a bad IČO is refused at its field with the input kept, the store not asked", async () => {
    const sent = patches();
    const { data, init } = answerOf(
      (await post({ ...VALID, isBusiness: "on", companyName: "Firma", tin: "27074357" })).result,
    );
    expect(init?.status).toBe(400);
    expect(data.result.error?.["tin"]?.map(czechText)).toEqual(["Nesprávný formát IČ"]);
    expect(data.result.initialValue).toMatchObject({ tin: "27074357", companyName: "Firma" });
    expect(sent).toEqual([]);
  });

  test("a phone without its country code gets the spec's message", async () => {
    const { data } = answerOf((await post({ ...VALID, phone: "601234567" })).result);
    expect(data.result.error?.["phone"]?.map(czechText)).toEqual([
      "Nezadali jste správně telefonní číslo",
    ]);
  });

  test("the store's refusal lands at the field it names", async () => {
    mockServer.use(
      http.patch(USER, () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "businessName", title: "Zadejte název firmy" }] },
          { status: 422 },
        ),
      ),
    );
    const { data, init } = answerOf(
      (await post({ ...VALID, companyName: "x", tin: "27082440" })).result,
    );
    expect(init?.status).toBe(422);
    expect(data.result.error?.["companyName"]).toEqual(["Zadejte název firmy"]);
  });

  test("the store down: the form comes back as typed, with the message and the menu", async () => {
    mockServer.use(http.patch(USER, () => HttpResponse.json({}, { status: 503 })));
    const { data, init } = answerOf((await post(VALID)).result);
    expect(init?.status).toBe(503);
    expect(data.result.error?.[""]).toEqual(["accountDetails.errors.unavailable"]);
    expect(data.result.initialValue).toMatchObject(VALID);
    expect(data.storeDown?.menu.entries).toContain("details");
  });

  test("a token the store refuses on saving ends the login", async () => {
    mockServer.use(http.patch(USER, () => HttpResponse.json({}, { status: 401 })));
    const response = redirectOf(await thrownBy(async () => (await post(VALID)).result));
    expect(response.headers.get("location")).toMatch(/^\/prihlasit\?redirectTo=/);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token=;"))).toBe(
      true,
    );
  });

  test("the newsletter box signs the account's e-mail up and says how to confirm it", async () => {
    let subscribed: unknown;
    mockServer.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        subscribed = await request.json();
        return HttpResponse.json(
          { data: { email: STORE_USER.email, confirmed: false } },
          { status: 201 },
        );
      }),
    );
    const { result, cookie } = await post({ ...VALID, newsletter: "on" });
    const response = redirectOf(result);
    expect(subscribed).toEqual({
      email: STORE_USER.email,
      callbackUrl: "http://localhost:3000/aktivovat",
      source: "account",
      terms: true,
    });
    const { notifications } = await takeNotifications(nextRequest(response, cookie));
    expect(notifications.map((notice) => notice.message)).toEqual([
      "accountDetails.saved",
      "accountDetails.newsletterSent",
    ]);
  });
});

describe("Doplnit podle IČO", () => {
  test("fills the company's name and DIČ, keeps the rest as typed and saves nothing", async () => {
    const sent = patches();
    const { data } = answerOf(
      (await post({ ...VALID, firstName: "Janka", intent: "ares", tin: STORE_COMPANY.data.ico }))
        .result,
    );
    expect(data.company).toEqual({
      companyName: STORE_COMPANY.data.name,
      vatin: STORE_COMPANY.data.dic ?? "",
    });
    expect(data.result.initialValue).toMatchObject({
      firstName: "Janka",
      companyName: STORE_COMPANY.data.name,
      isBusiness: "on",
    });
    expect(sent).toEqual([]);
  });

  test("an IČO ARES does not know is told at the IČO", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/ares/ico"), () =>
        HttpResponse.json({ errors: [{ title: "Nenalezeno" }] }, { status: 404 }),
      ),
    );
    const { data } = answerOf((await post({ ...VALID, intent: "ares", tin: "27082440" })).result);
    expect(data.result.error?.["tin"]).toEqual(["accountDetails.ares.notFound"]);
  });
});
