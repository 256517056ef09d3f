import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import type * as BulkRoute from "#app/routes/kosik_.hromadne-vlozeni.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { noticesAfter } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_GLOBALS } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const URL = "http://localhost/kosik/hromadne-vlozeni";
let route: typeof BulkRoute;

beforeAll(async () => {
  vi.stubEnv("SHOP_FEATURES", "favourites,wishList,bulkOrder");
  vi.resetModules();
  route = await import("#app/routes/kosik_.hromadne-vlozeni.ts");
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

async function post(fields: Record<string, string>) {
  const result = await formPost(route.action, URL, fields);
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

function recordBatches() {
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
  return batches;
}

const BOX = {
  returnTo: "/eroticke-pradlo#produkt-102",
  "name.1021": "Body S",
  "name.1022": "Body M",
};

describe("a business buyer's quantities from a box", () => {
  test("three variants in one batch, back to the box with 'Produkty byly vloženy do košíku'", async () => {
    const batches = recordBatches();
    const response = await post({
      ...BOX,
      "amount.1021": "2",
      "amount.1022": "1",
      "amount.1011": "4",
      "name.1011": "Olej",
    });
    expect(batches).toEqual([
      {
        items: [
          { id: 1021, amount: 2 },
          { id: 1022, amount: 1 },
          { id: 1011, amount: 4 },
        ],
      },
    ]);
    expect(response.headers.get("location")).toBe("/eroticke-pradlo#produkt-102");
    const cartCookie = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${cartTokenCookie.name}=`));
    expect(await cartTokenCookie.parse(cartCookie?.split(";")[0] ?? "")).toBe("cart-token-1");
    expect(await noticesAfter(response)).toMatchObject([
      { type: "success", message: "addToCart.batch.added" },
    ]);
  });

  test("nothing entered adds nothing and says so", async () => {
    const batches = recordBatches();
    const response = await post({ ...BOX, "amount.1021": "", "amount.1022": "0" });
    expect(batches).toEqual([]);
    expect(await noticesAfter(response)).toMatchObject([{ message: "bulkOrder.empty" }]);
  });

  test("a number that is no amount is refused by its variant's name", async () => {
    const batches = recordBatches();
    const response = await post({ ...BOX, "amount.1021": "1,5" });
    expect(batches).toEqual([]);
    expect(await noticesAfter(response)).toMatchObject([
      { type: "danger", message: "bulkOrder.invalid", values: { names: "Body S" } },
    ]);
  });

  test("with shopping switched off the configured text is the warning and nothing is added", async () => {
    const batches = recordBatches();
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
    const response = await post({ ...BOX, "amount.1021": "2" });
    expect(batches).toEqual([]);
    expect(await noticesAfter(response)).toMatchObject([
      { type: "warning", message: "Nákup je dočasně vypnutý.", raw: true },
    ]);
  });

  test("a return target off the shop is not followed", async () => {
    recordBatches();
    const response = await post({ ...BOX, returnTo: "https://evil.example/", "amount.1021": "1" });
    expect(response.headers.get("location")).toBe("/");
  });
});
