import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { loader as listLoader } from "#app/routes/uzivatel_.adresy/route.tsx";
import {
  action as editAction,
  loader as editLoader,
} from "#app/routes/uzivatel_.adresy_.$id/route.tsx";
import {
  action as newAction,
  loader as newLoader,
} from "#app/routes/uzivatel_.adresy_.nova/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { answerOf, cookieHeader, nextRequest, redirectOf } from "#app/testing/action-results.ts";
import { czechText } from "#app/testing/texts.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const ADDRESSES = storeUrl("/api/v1/user/addresses");
const ADDRESS = storeUrl("/api/v1/user/addresses/:id");

const HOME = {
  id: 7,
  type: "delivery",
  name: "Jana Nováková",
  companyName: null,
  street: "Husova 5",
  city: "Brno",
  postcode: "602 00",
  country_code: "CZE",
  region: "Jihomoravský kraj",
  phone: null,
};
const OFFICE = { ...HOME, id: 8, type: "billing", companyName: "Alza.cz a.s.", region: null };

const FORM = {
  type: "delivery",
  name: "Jana Nováková",
  street: "Husova 5",
  city: "Brno",
  postcode: "602 00",
  countryCode: "CZE",
  region: "Jihomoravský kraj",
  phone: "+420 601 234 567",
};

async function customerCookie(): Promise<string> {
  return cookieHeader([await authTokenCookie.serialize("access-token-1")]);
}

async function get(path: string) {
  return new Request(`http://localhost${path}`, { headers: { cookie: await customerCookie() } });
}

async function postTo(path: string, fields: Record<string, string>) {
  const cookie = await customerCookie();
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  return { request, cookie };
}

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } | null }).init?.status;
}

function book(addresses: Array<unknown> = [HOME, OFFICE]) {
  mockServer.use(http.get(ADDRESSES, () => HttpResponse.json({ data: addresses })));
}

function bookOff() {
  const off = { errors: [{ title: "Adresář není v tomto obchodě zapnutý" }] };
  mockServer.use(
    http.get(ADDRESSES, () => HttpResponse.json(off, { status: 403 })),
    http.post(ADDRESSES, () => HttpResponse.json(off, { status: 403 })),
    http.get(storeUrl("/api/v1/globals"), () =>
      HttpResponse.json({
        data: {
          ...STORE_GLOBALS.data,
          settings: {
            ...STORE_GLOBALS.data.settings,
            functions: { loyalty_credits: true, users_addresses: false },
          },
        },
      }),
    ),
  );
}

/** Records the bodies the store was sent to save an address. */
function saves(): Array<{ method: string; id: string | null; body: unknown }> {
  const sent: Array<{ method: string; id: string | null; body: unknown }> = [];
  mockServer.use(
    http.post(ADDRESSES, async ({ request }) => {
      const body = await request.json();
      sent.push({ method: "POST", id: null, body });
      return HttpResponse.json({ data: { ...HOME, ...(body as object) } }, { status: 201 });
    }),
    http.patch(ADDRESS, async ({ request, params }) => {
      const body = await request.json();
      sent.push({ method: "PATCH", id: String(params["id"]), body });
      return HttpResponse.json({ data: { ...HOME, ...(body as object) } });
    }),
  );
  return sent;
}

describe("the address book", () => {
  test("lists the customer's addresses with the countries to name them by", async () => {
    book();
    const page = await listLoader({
      request: await get("/uzivatel/adresy"),
      params: {},
      context: {},
    });
    expect(page.addresses.map((address) => [address.id, address.type])).toEqual([
      [7, "delivery"],
      [8, "billing"],
    ]);
    expect(page.addresses[0]?.countryCode).toBe("CZE");
    expect(page.countries.map((country) => country.code)).toEqual(["CZE", "SVK"]);
    expect(page.menu.entries).toContain("addresses");
  });

  test("is a 404 while the store keeps no address books, new address included", async () => {
    bookOff();
    const list = await thrownBy(async () =>
      listLoader({ request: await get("/uzivatel/adresy"), params: {}, context: {} }),
    );
    expect(statusOf(list)).toBe(404);
    const create = await thrownBy(async () =>
      newLoader({ request: await get("/uzivatel/adresy/nova"), params: {}, context: {} }),
    );
    expect(statusOf(create)).toBe(404);
  });

  test("a token the store refuses leads to the login page", async () => {
    mockServer.use(http.get(ADDRESSES, () => HttpResponse.json({}, { status: 401 })));
    const response = redirectOf(
      await thrownBy(async () =>
        listLoader({ request: await get("/uzivatel/adresy"), params: {}, context: {} }),
      ),
    );
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/adresy" })}`,
    );
  });
});

describe("a new address", () => {
  test("starts as a delivery address, or as a billing one from ?typ=billing", async () => {
    const plain = await newLoader({
      request: await get("/uzivatel/adresy/nova"),
      params: {},
      context: {},
    });
    expect(plain.type).toBe("delivery");
    const billing = await newLoader({
      request: await get("/uzivatel/adresy/nova?typ=billing"),
      params: {},
      context: {},
    });
    expect(billing.type).toBe("billing");
  });

  test("is saved with the store's field names, then the list with 'Adresa byla uložena.'", async () => {
    const sent = saves();
    const { request, cookie } = await postTo("/uzivatel/adresy/nova", FORM);
    const response = redirectOf(await newAction({ request, params: {}, context: {} }));
    expect(response.headers.get("location")).toBe("/uzivatel/adresy");
    expect(sent).toEqual([
      {
        method: "POST",
        id: null,
        body: {
          type: "delivery",
          name: "Jana Nováková",
          companyName: null,
          street: "Husova 5",
          city: "Brno",
          postcode: "602 00",
          country_code: "CZE",
          region: "Jihomoravský kraj",
          phone: "+420 601 234 567",
        },
      },
    ]);
    const { notifications } = await takeNotifications(nextRequest(response, cookie));
    expect(notifications).toEqual([
      expect.objectContaining({ type: "success", message: "accountAddresses.saved" }),
    ]);
  });

  test("the spec's messages at their fields, the input kept, nothing sent", async () => {
    const sent = saves();
    const { request } = await postTo("/uzivatel/adresy/nova", {
      ...FORM,
      name: "Jana",
      postcode: "6020",
      region: "Košický kraj",
    });
    const { data, init } = answerOf(await newAction({ request, params: {}, context: {} }));
    expect(init?.status).toBe(400);
    const errors = data.result?.error ?? {};
    expect(errors["name"]?.map(czechText)).toEqual(["Nezadali jste celé jméno"]);
    expect(errors["postcode"]?.map(czechText)).toEqual(["PSČ musí obsahovat 5 čísel"]);
    expect(errors["region"]?.map(czechText)).toEqual(["Vyberte kraj zvoleného státu."]);
    expect(data.result?.initialValue).toMatchObject({ street: "Husova 5", postcode: "6020" });
    expect(sent).toEqual([]);
  });

  test("the store's refusal of its country_code lands at the country", async () => {
    mockServer.use(
      http.post(ADDRESSES, () =>
        HttpResponse.json(
          {
            statusCode: 422,
            errors: [{ field: "country_code", title: "Vyberte stát ze seznamu" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { request } = await postTo("/uzivatel/adresy/nova", FORM);
    const { data, init } = answerOf(await newAction({ request, params: {}, context: {} }));
    expect(init?.status).toBe(422);
    expect(data.result?.error?.["countryCode"]).toEqual(["Vyberte stát ze seznamu"]);
  });

  test("the store down: the form comes back as typed, with what the page needs", async () => {
    mockServer.use(http.post(ADDRESSES, () => HttpResponse.json({}, { status: 503 })));
    const { request } = await postTo("/uzivatel/adresy/nova", FORM);
    const { data, init } = answerOf(await newAction({ request, params: {}, context: {} }));
    expect(init?.status).toBe(503);
    expect(data.result?.error?.[""]).toEqual(["accountAddresses.errors.unavailable"]);
    expect(data.result?.initialValue).toMatchObject(FORM);
    expect(data.storeDown?.countries.map((country) => country.code)).toEqual(["CZE", "SVK"]);
    expect(data.storeDown?.menu.entries).toContain("addresses");
  });

  test("a token the store refuses on saving ends the login", async () => {
    mockServer.use(http.post(ADDRESSES, () => HttpResponse.json({}, { status: 401 })));
    const { request } = await postTo("/uzivatel/adresy/nova", FORM);
    const response = redirectOf(
      await thrownBy(() => newAction({ request, params: {}, context: {} })),
    );
    expect(response.headers.get("location")).toMatch(/^\/prihlasit\?redirectTo=/);
  });
});

describe("a saved address", () => {
  test("is found in the customer's book; the delete question is asked by ?smazat=1", async () => {
    book();
    const page = await editLoader({
      request: await get("/uzivatel/adresy/8"),
      params: { id: "8" },
      context: {},
    });
    expect(page.address.companyName).toBe("Alza.cz a.s.");
    expect(page.confirmDelete).toBe(false);
    const question = await editLoader({
      request: await get("/uzivatel/adresy/8?smazat=1"),
      params: { id: "8" },
      context: {},
    });
    expect(question.confirmDelete).toBe(true);
  });

  test("another customer's address, or no id at all, is a 404", async () => {
    book();
    for (const id of ["99", "abc", "0"]) {
      const thrown = await thrownBy(async () =>
        editLoader({ request: await get(`/uzivatel/adresy/${id}`), params: { id }, context: {} }),
      );
      expect(statusOf(thrown)).toBe(404);
    }
  });

  test("a change is PATCHed to its id", async () => {
    const sent = saves();
    const { request } = await postTo("/uzivatel/adresy/7", {
      ...FORM,
      city: "Praha",
      postcode: "110 00",
    });
    redirectOf(await editAction({ request, params: { id: "7" }, context: {} }));
    expect(sent).toMatchObject([{ method: "PATCH", id: "7", body: { city: "Praha" } }]);
  });

  test("the delete question's button deletes it, then the list with 'Adresa byla smazána.'", async () => {
    let deleted: string | null = null;
    mockServer.use(
      http.delete(ADDRESS, ({ params }) => {
        deleted = String(params["id"]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { request, cookie } = await postTo("/uzivatel/adresy/7?smazat=1", { intent: "delete" });
    const response = redirectOf(await editAction({ request, params: { id: "7" }, context: {} }));
    expect(deleted).toBe("7");
    expect(response.headers.get("location")).toBe("/uzivatel/adresy");
    const { notifications } = await takeNotifications(nextRequest(response, cookie));
    expect(notifications.map((notice) => notice.message)).toEqual(["accountAddresses.deleted"]);
    expect(czechText("accountAddresses.deleted")).toBe("Adresa byla smazána.");
  });

  test("deleting another customer's address is a 404", async () => {
    mockServer.use(
      http.delete(ADDRESS, () =>
        HttpResponse.json({ errors: [{ title: "Adresa nebyla nalezena" }] }, { status: 404 }),
      ),
    );
    const { request } = await postTo("/uzivatel/adresy/99", { intent: "delete" });
    const thrown = await thrownBy(() => editAction({ request, params: { id: "99" }, context: {} }));
    expect(statusOf(thrown)).toBe(404);
  });

  test("the store down while deleting: the message, and what the page needs", async () => {
    mockServer.use(http.delete(ADDRESS, () => HttpResponse.json({}, { status: 503 })));
    const { request } = await postTo("/uzivatel/adresy/7", { intent: "delete" });
    const { data, init } = answerOf(
      await editAction({ request, params: { id: "7" }, context: {} }),
    );
    expect(init?.status).toBe(503);
    expect(data).toMatchObject({ deleteErrors: ["accountAddresses.errors.deleteUnavailable"] });
    expect(data.storeDown?.menu.entries).toContain("addresses");
  });
});
