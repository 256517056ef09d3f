import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { accountPage, requireCustomer } from "#app/account/customer.server.ts";
import { loader as accountIndex } from "#app/routes/uzivatel/route.ts";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { getUser } from "#bff/index.server.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

async function customerRequest(path: string): Promise<Request> {
  const cookie = (await authTokenCookie.serialize("access-token-1")).split(";")[0] ?? "";
  return new Request(`http://localhost${path}`, { headers: { cookie } });
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("the account's door", () => {
  test("a guest is sent to the login page, which brings them back to the page they asked for", async () => {
    const response = await thrown(() =>
      requireCustomer(new Request("http://localhost/uzivatel/objednavky?strana=2"), {}),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky?strana=2" })}`,
    );
  });

  test("the Slovak account sends a guest to the Slovak login", async () => {
    const response = await thrown(() =>
      requireCustomer(new Request("http://localhost/sk/pouzivatel/prehlad"), {}),
    );
    expect(response.headers.get("location")).toMatch(/^\/sk\/prihlasit\?redirectTo=/);
  });

  test("/uzivatel opens the dashboard", async () => {
    const request = await customerRequest("/uzivatel");
    const response = await thrown(() => accountIndex({ request, params: {}, context: {} }));
    expect(response.headers.get("location")).toBe("/uzivatel/prehled");
  });

  test("a page's data comes with the user menu of the store's settings", async () => {
    const page = await accountPage(await customerRequest("/uzivatel/prehled"), {}, async () => ({
      greeting: "Dobrý den",
    }));
    expect(page.greeting).toBe("Dobrý den");
    expect(page.menu.entries).toEqual([
      "dashboard",
      "details",
      "orders",
      "password",
      "addresses",
      "quickOrder",
      "favourites",
      "returns",
    ]);
  });

  test("a token the store refuses ends the login and leads to the login page with a notice", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () =>
        HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }),
      ),
    );
    const request = await customerRequest("/uzivatel/objednavky");
    const response = await thrown(() => accountPage(request, {}, (ctx) => getUser({ ctx })));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/objednavky" })}`,
    );
    expect(response.headers.getSetCookie().some((c) => c.startsWith("shop_auth_token=;"))).toBe(
      true,
    );
  });

  test("a store that is down gives the 503 page, and the login is kept", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () => HttpResponse.json({}, { status: 503 })),
    );
    const request = await customerRequest("/uzivatel/objednavky");
    let failure: unknown;
    try {
      await accountPage(request, {}, (ctx) => getUser({ ctx }));
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ init: { status: 503 } });
  });
});
