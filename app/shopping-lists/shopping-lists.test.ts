import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import type * as ListsRoute from "#app/routes/uzivatel_.nakupni-seznamy/route.tsx";
import type * as ListRoute from "#app/routes/uzivatel_.nakupni-seznamy_.$id/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { noticesAfter, thrownStatus } from "#app/testing/action-results.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

/** The spec leaves shopping lists off: these tests switch the flag on. */
let lists: typeof ListsRoute;
let list: typeof ListRoute;

beforeAll(async () => {
  vi.stubEnv("SHOP_FEATURES", "favourites,wishList,shoppingLists");
  vi.resetModules();
  lists = await import("#app/routes/uzivatel_.nakupni-seznamy/route.tsx");
  list = await import("#app/routes/uzivatel_.nakupni-seznamy_.$id/route.tsx");
});
// The routes above have their own module graph: its platform (the data cache) is reset too.
afterEach(async () => {
  const { setPlatform } = await import("#bff/http/platform.ts");
  setPlatform(undefined);
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const LISTS = "http://localhost/uzivatel/nakupni-seznamy";

const WEEKEND = {
  id: 12,
  code: "vikend",
  name: "Na víkend",
  items: [
    {
      id: 121,
      variantId: 1011,
      productId: 101,
      amount: 3,
      product: {
        id: 101,
        name: "Masážní olej Vanilka 200 ml",
        slug: "masazni-olej-vanilka-200-ml",
      },
    },
    {
      id: 122,
      variantId: 1021,
      productId: 102,
      amount: 1,
      product: { id: 102, name: "Krajkové body Noir", slug: "krajkove-body-noir" },
    },
  ],
};

async function customerCookie(): Promise<string> {
  return (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
}

async function request(url: string, fields?: Record<string, string>, cookie?: string) {
  return new Request(url, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: { cookie: cookie ?? (await customerCookie()) },
  });
}

function storeLists() {
  const calls: Array<string> = [];
  mockServer.use(
    http.get(storeUrl("/api/v1/user/shopping-lists"), () => HttpResponse.json({ data: [WEEKEND] })),
    http.get(storeUrl("/api/v1/user/shopping-lists/12"), () =>
      HttpResponse.json({ data: WEEKEND }),
    ),
    http.get(storeUrl("/api/v1/user/shopping-lists/code/vikend"), () =>
      HttpResponse.json({ data: WEEKEND }),
    ),
    http.post(storeUrl("/api/v1/user/shopping-lists"), async ({ request: sent }) => {
      calls.push(`create ${JSON.stringify(await sent.json())}`);
      return HttpResponse.json({ data: { ...WEEKEND, id: 13, items: [] } }, { status: 201 });
    }),
    http.post(
      storeUrl("/api/v1/user/shopping-lists/:id/items"),
      async ({ params, request: sent }) => {
        calls.push(`add ${String(params.id)} ${JSON.stringify(await sent.json())}`);
        return HttpResponse.json({ data: WEEKEND }, { status: 201 });
      },
    ),
    http.delete(storeUrl("/api/v1/user/shopping-lists/:id"), ({ params }) => {
      calls.push(`delete ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(storeUrl("/api/v1/cart/items/batch"), async ({ request: sent }) => {
      calls.push(`batch ${JSON.stringify(await sent.json())}`);
      return HttpResponse.json({
        data: { cart: CART_WITH_OIL, importIncomplete: 0 },
        errors: [],
        meta: { custom: "cart-token-1" },
      });
    }),
  );
  return calls;
}

describe("the shopping lists page", () => {
  test("a guest logs in first", async () => {
    const { status, thrown } = await thrownStatus(
      lists.loader({ request: await request(LISTS, undefined, ""), params: {}, context: {} }),
    );
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toContain("/prihlasit?redirectTo=");
  });

  test("lists the customer's lists with their line counts", async () => {
    storeLists();
    const page = await lists.loader({ request: await request(LISTS), params: {}, context: {} });
    expect(page.lists).toEqual([{ id: 12, name: "Na víkend", itemCount: 2 }]);
    expect(page.menu.entries).toContain("shoppingLists");
  });

  test("an empty name is refused by its field, nothing is created", async () => {
    const calls = storeLists();
    const answer = (await lists.action({
      request: await request(LISTS, { intent: "create", name: "  " }),
      params: {},
      context: {},
    })) as unknown as { data: { result: { error: Record<string, Array<string>> } } };
    expect(answer.data.result.error.name).toEqual(["shoppingLists.errors.nameRequired"]);
    expect(calls).toEqual([]);
  });

  test("a new list opens its own page", async () => {
    const calls = storeLists();
    const response = (await lists.action({
      request: await request(LISTS, { intent: "create", name: "Dárky" }),
      params: {},
      context: {},
    })) as Response;
    expect(calls).toEqual(['create {"name":"Dárky"}']);
    expect(response.headers.get("location")).toBe("/uzivatel/nakupni-seznamy/13");
  });

  test("a store that fails keeps the typed name with 'Seznam se teď nepodařilo uložit'", async () => {
    mockServer.use(http.post(storeUrl("/api/v1/user/shopping-lists"), () => HttpResponse.error()));
    const answer = (await lists.action({
      request: await request(LISTS, { intent: "create", name: "Dárky" }),
      params: {},
      context: {},
    })) as unknown as {
      data: { result: { error: Record<string, Array<string>>; initialValue: unknown } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.data.result.error[""]).toEqual(["shoppingLists.failed"]);
    expect(answer.data.result.initialValue).toMatchObject({ name: "Dárky" });
  });
});

describe("one list", () => {
  const url = (id: string) => `${LISTS}/${id}`;

  test("by its code it leads on to its id", async () => {
    storeLists();
    const { status, thrown } = await thrownStatus(
      list.loader({ request: await request(url("vikend")), params: { id: "vikend" }, context: {} }),
    );
    expect(status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/uzivatel/nakupni-seznamy/12");
  });

  test("its lines with the catalogue's prices and stock", async () => {
    storeLists();
    const page = await list.loader({
      request: await request(url("12")),
      params: { id: "12" },
      context: {},
    });
    expect(page.list.available).toBe(1);
    expect(page.list.lines).toMatchObject([
      { itemId: 121, amount: 3, isAvailable: true },
      { itemId: 122, name: "Krajkové body Noir (S)", isAvailable: false },
    ]);
  });

  test("another customer's list is not found", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/user/shopping-lists/99"), () =>
        HttpResponse.json({ errors: [{ title: "Nákupní seznam nebyl nalezen" }] }, { status: 404 }),
      ),
    );
    const { status } = await thrownStatus(
      list.loader({ request: await request(url("99")), params: { id: "99" }, context: {} }),
    );
    expect(status).toBe(404);
  });

  test("the whole list goes to the cart in one batch with its amounts; the sold-out line is named", async () => {
    const calls = storeLists();
    const response = (await list.action({
      request: await request(url("12"), { intent: "addToCart" }),
      params: { id: "12" },
      context: {},
    })) as Response;
    expect(calls).toEqual(['batch {"items":[{"id":1011,"amount":3}]}']);
    expect(response.headers.get("location")).toBe("/kosik");
    expect(await noticesAfter(response)).toMatchObject([
      { type: "success", values: { items: "Masážní olej Vanilka 200 ml" } },
      { type: "warning", values: { items: "Krajkové body Noir (S) (Vyprodáno)" } },
    ]);
  });

  test("an amount outside 1 to 9999 is refused at its line", async () => {
    const answer = (await list.action({
      request: await request(url("12"), { intent: "amount", itemId: "121", amount: "0" }),
      params: { id: "12" },
      context: {},
    })) as unknown as {
      data: { itemId: number; result: { error: Record<string, Array<string>> } };
    };
    expect(answer.data.itemId).toBe(121);
    expect(answer.data.result.error.amount).toEqual(["shoppingLists.errors.amount"]);
  });

  test("deleting goes back to the lists, naming the list", async () => {
    const calls = storeLists();
    const response = (await list.action({
      request: await request(url("12"), { intent: "delete", name: "Na víkend" }),
      params: { id: "12" },
      context: {},
    })) as Response;
    expect(calls).toEqual(["delete 12"]);
    expect(response.headers.get("location")).toBe("/uzivatel/nakupni-seznamy");
    expect(await noticesAfter(response)).toMatchObject([
      { message: "shoppingLists.deleted", values: { name: "Na víkend" } },
    ]);
  });

  test("a login the store refuses (401) ends the login", async () => {
    mockServer.use(
      http.delete(storeUrl("/api/v1/user/shopping-lists/:id"), () =>
        HttpResponse.json({ errors: [{ title: "Nejste přihlášeni" }] }, { status: 401 }),
      ),
    );
    const { status, thrown } = await thrownStatus(
      list.action({
        request: await request(url("12"), { intent: "delete", name: "Na víkend" }),
        params: { id: "12" },
        context: {},
      }),
    );
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/prihlasit/);
  });
});

describe("from the product page", () => {
  test("the variant goes onto the chosen list with its amount, back to the product", async () => {
    const calls = storeLists();
    const response = (await lists.action({
      request: await request(LISTS, {
        intent: "addItem",
        variantId: "1011",
        amount: "3",
        listId: "12",
        returnTo: "/produkt/masazni-olej-vanilka-200-ml",
      }),
      params: {},
      context: {},
    })) as Response;
    expect(calls).toEqual(['add 12 {"id":1011,"amount":3}']);
    expect(response.headers.get("location")).toBe("/produkt/masazni-olej-vanilka-200-ml");
    expect(await noticesAfter(response)).toMatchObject([
      { message: "shoppingLists.added", values: { name: "Na víkend" } },
    ]);
  });

  test("a customer without lists names the first one in the same form", async () => {
    const calls = storeLists();
    await lists.action({
      request: await request(LISTS, {
        intent: "addItem",
        variantId: "1011",
        amount: "1",
        newListName: "Můj seznam",
        returnTo: "/produkt/masazni-olej-vanilka-200-ml",
      }),
      params: {},
      context: {},
    });
    expect(calls).toEqual(['create {"name":"Můj seznam"}', 'add 13 {"id":1011,"amount":1}']);
  });
});
