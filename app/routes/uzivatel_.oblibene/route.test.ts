import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";

import { action, loader } from "#app/routes/uzivatel_.oblibene/route.tsx";
import { authTokenCookie } from "#app/shopper/cookies.server.ts";
import { noticesAfter, thrownStatus } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS, STORE_WISH_LIST } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const FAVOURITES = "http://localhost/uzivatel/oblibene";
const WISH_LIST = storeUrl("/api/v1/user/shopping-lists/code/wishlist");

async function customerCookie(): Promise<string> {
  return (await authTokenCookie.serialize("customer-token-1")).split(";")[0] ?? "";
}

async function load(cookie?: string) {
  return loader({
    request: new Request(FAVOURITES, { headers: { cookie: cookie ?? (await customerCookie()) } }),
    params: {},
    context: {},
  });
}

async function post(fields: Record<string, string>, cookie?: string) {
  return formPost(action, FAVOURITES, fields, { cookie: cookie ?? (await customerCookie()) });
}

async function redirected(result: unknown): Promise<Response> {
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

/** What the store was asked to do with the wish list. */
function recordWishChanges() {
  const changes: Array<string> = [];
  mockServer.use(
    http.post(storeUrl("/api/v1/user/shopping-lists/code/wishlist/items"), async ({ request }) => {
      changes.push(`add ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(STORE_WISH_LIST, { status: 201 });
    }),
    http.delete(storeUrl("/api/v1/user/shopping-lists/:id/items/:itemId"), ({ params }) => {
      changes.push(`remove ${String(params.id)}/${String(params.itemId)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return changes;
}

const heart = (variantId: string, wished: "0" | "1", extra: Record<string, string> = {}) => ({
  intent: "wish",
  variantId,
  wished,
  returnTo: "/vibratory?page=2#produkt-101",
  ...extra,
});

describe("the favourites page", () => {
  test("a guest logs in first and comes back to it", async () => {
    const { status, thrown } = await thrownStatus(load(""));
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/uzivatel/oblibene" })}`,
    );
  });

  test("the wished variants as boxes: the available one can go to the cart, the sold-out one not", async () => {
    const { page, watches, menu } = await load();
    expect(menu.entries).toContain("favourites");
    expect(page.available).toBe(1);
    const [oil, body] = page.favourites;
    expect(oil).toMatchObject({ itemId: 401, variantId: 1011, card: { addVariantId: 1011 } });
    // The body in S: named with its size, sold out, no "Do košíku".
    expect(body?.card).toMatchObject({
      name: "Krajkové body Noir (S)",
      isAvailable: false,
      addVariantId: null,
    });
    expect(watches).toEqual([expect.objectContaining({ id: 7, variantId: 1021 })]);
  });

  test("a login the store refuses (401) is ended and leads to the login page", async () => {
    mockServer.use(
      http.get(WISH_LIST, () =>
        HttpResponse.json({ errors: [{ title: "Nejste přihlášeni" }] }, { status: 401 }),
      ),
    );
    const { status, thrown } = await thrownStatus(load());
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/prihlasit\?/);
  });

  test("a store that cannot answer is the 503 page", async () => {
    mockServer.use(http.get(WISH_LIST, () => HttpResponse.error()));
    expect((await thrownStatus(load())).status).toBe(503);
  });
});

describe("the heart (wish-list toggle)", () => {
  test("adds a variant not yet wished and returns to the box, saying so", async () => {
    const changes = recordWishChanges();
    const response = await redirected(await post(heart("1022", "1")));
    expect(response.headers.get("location")).toBe("/vibratory?page=2#produkt-101");
    expect(changes).toEqual(['add {"id":1022,"amount":1}']);
    expect(await noticesAfter(response)).toMatchObject([
      { type: "success", message: "wishList.added" },
    ]);
  });

  test("removes a wished variant by its item", async () => {
    const changes = recordWishChanges();
    const response = await redirected(await post(heart("1011", "0")));
    expect(changes).toEqual(["remove 40/401"]);
    expect(await noticesAfter(response)).toMatchObject([{ message: "wishList.removed" }]);
  });

  test("a doubled click changes nothing the second time", async () => {
    const changes = recordWishChanges();
    await post(heart("1011", "1"));
    expect(changes).toEqual([]);
  });

  test("with JavaScript, the heart gets data and the notice comes with the next root load", async () => {
    recordWishChanges();
    const result = (await post(heart("1022", "1", { enhanced: "1" }))) as unknown as {
      data: unknown;
      init: ResponseInit;
    };
    expect(result.data).toEqual({ kind: "done", wished: true });
  });

  test("a guest is asked to log in, and the login page carries the wish", async () => {
    const changes = recordWishChanges();
    const response = await redirected(await post(heart("1011", "1"), ""));
    const location = new URL(response.headers.get("location") ?? "", "http://localhost");
    expect(location.pathname).toBe("/prihlasit");
    expect(location.searchParams.get("redirectTo")).toBe("/vibratory?page=2");
    expect(location.searchParams.get("oblibene")).toBe("1011");
    expect(await noticesAfter(response)).toMatchObject([
      { type: "info", message: "wishList.loginFirst" },
    ]);
    expect(changes).toEqual([]);

    const enhanced = (await post(heart("1011", "1", { enhanced: "1" }), "")) as unknown as {
      data: { kind: string; loginHref: string };
    };
    expect(enhanced.data.kind).toBe("login");
    expect(enhanced.data.loginHref).toContain("oblibene=1011");
  });

  test("a store that fails says 'Něco se porouchalo' and the page stays", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/user/shopping-lists/code/wishlist/items"), () =>
        HttpResponse.json({ errors: [{ title: "Chyba" }] }, { status: 503 }),
      ),
    );
    const response = await redirected(await post(heart("1022", "1")));
    expect(response.headers.get("location")).toBe("/vibratory?page=2#produkt-101");
    expect(await noticesAfter(response)).toMatchObject([
      { type: "danger", message: "wishList.failed" },
    ]);
  });

  test("a login the store refuses (401) ends the login", async () => {
    mockServer.use(
      http.get(WISH_LIST, () =>
        HttpResponse.json({ errors: [{ title: "Nejste přihlášeni" }] }, { status: 401 }),
      ),
    );
    const { status, thrown } = await thrownStatus(post(heart("1022", "1")));
    expect(status).toBe(303);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/prihlasit/);
  });

  test("a return target off the shop is not followed", async () => {
    recordWishChanges();
    const response = await redirected(
      await post(heart("1022", "1", { returnTo: "//evil.example/" })),
    );
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the page's own forms", () => {
  test("Odebrat takes a wish off the list", async () => {
    const changes = recordWishChanges();
    const response = await redirected(await post({ intent: "remove", itemId: "402" }));
    expect(response.headers.get("location")).toBe("/uzivatel/oblibene");
    expect(changes).toEqual(["remove 40/402"]);
  });

  test("everything available goes to the cart in one batch; the sold-out wish is named", async () => {
    const batches: Array<unknown> = [];
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items/batch"), async ({ request }) => {
        batches.push(await request.json());
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, importIncomplete: 0 },
          errors: [],
          meta: { custom: "cart-token-1" },
        });
      }),
    );
    const response = await redirected(await post({ intent: "addAll" }));
    expect(batches).toEqual([{ items: [{ id: 1011, amount: 1 }] }]);
    expect(response.headers.get("location")).toBe("/kosik");
    const notices = await noticesAfter(response);
    expect(notices).toMatchObject([
      { type: "success", values: { items: "Masážní olej Vanilka 200 ml" } },
      { type: "warning", values: { items: "Krajkové body Noir (S) (Vyprodáno)" } },
    ]);
  });

  test("with shopping switched off nothing is added and the configured text says why", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/globals"), () =>
        HttpResponse.json({
          ...STORE_GLOBALS,
          data: {
            ...STORE_GLOBALS.data,
            settings: {
              ...STORE_GLOBALS.data.settings,
              shopping_disabled: true,
              shopping_disabled_text: "Nákup je dočasně vypnutý.",
            },
          },
        }),
      ),
    );
    const response = await redirected(await post({ intent: "addAll" }));
    expect(response.headers.get("location")).toBe("/uzivatel/oblibene");
    expect(await noticesAfter(response)).toMatchObject([
      { type: "warning", message: "Nákup je dočasně vypnutý.", raw: true },
    ]);
  });

  test("a watch ends with Zrušit hlídání; one gone already counts as ended", async () => {
    const ended: Array<string> = [];
    mockServer.use(
      http.delete(storeUrl("/api/v1/user/watchers/:id"), ({ params }) => {
        ended.push(String(params.id));
        return HttpResponse.json({ errors: [{ title: "Nenalezeno" }] }, { status: 404 });
      }),
    );
    const response = await redirected(await post({ intent: "unwatch", watchId: "7" }));
    expect(ended).toEqual(["7"]);
    expect(await noticesAfter(response)).toMatchObject([{ message: "watches.removed" }]);
  });
});

describe("with the wish list switched off", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test("the favourites page is not there", async () => {
    vi.stubEnv("SHOP_FEATURES", "favourites");
    vi.resetModules();
    const route = await import("#app/routes/uzivatel_.oblibene/route.tsx");
    const request = new Request(FAVOURITES, { headers: { cookie: await customerCookie() } });
    const loaded = await thrownStatus(route.loader({ request, params: {}, context: {} }));
    expect(loaded.status).toBe(404);
  });
});
