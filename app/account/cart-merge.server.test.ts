import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import {
  mergeGuestCart,
  mergeLines,
  mergeNotification,
  mergeOnSignIn,
  mergeReport,
  type MergeLine,
} from "#app/account/cart-merge.server.ts";
import type { Cart } from "#bff/index.server.ts";
import { testContext } from "#bff/mocks/context.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_OIL_LINE as OIL } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

function cartOf(lines: Array<[variantId: number, amount: number]>): Cart {
  return {
    ...CART_WITH_OIL,
    items: lines.map(([variantId, amount], index) => ({
      ...OIL,
      id: `item-${index}`,
      variantId,
      amount,
    })),
  };
}

const LINES: Array<MergeLine> = [
  { variantId: 1, name: "Olej", amount: 2 },
  { variantId: 2, name: "Body", amount: 3 },
  { variantId: 3, name: "Gel", amount: 1 },
];

describe("mergeLines", () => {
  test("one line per variant, amounts added up", () => {
    const guest = cartOf([
      [1, 2],
      [2, 1],
      [1, 3],
    ]);
    expect(mergeLines(guest).map(({ variantId, amount }) => [variantId, amount])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });
});

describe("mergeReport", () => {
  test("everything added in full", () => {
    const after = cartOf([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
    expect(mergeReport({ lines: LINES, before: EMPTY_CART, after, errors: [] })).toEqual({
      merged: 3,
      removed: [],
      capped: [],
    });
  });

  test("a refused line is removed; a line with less than asked was capped", () => {
    // The customer had one Body already; the store let only one more in.
    const before = cartOf([[2, 1]]);
    const after = cartOf([
      [1, 2],
      [2, 2],
    ]);
    const errors = [{ field: "items.2.amount", title: "Není skladem" }];
    expect(mergeReport({ lines: LINES, before, after, errors })).toEqual({
      merged: 2,
      removed: ["Gel"],
      capped: ["Body"],
    });
  });

  test("a line the store neither added nor refused counts as removed", () => {
    expect(
      mergeReport({ lines: LINES.slice(0, 1), before: null, after: EMPTY_CART, errors: [] }),
    ).toEqual({ merged: 0, removed: ["Olej"], capped: [] });
  });

  test("an error on another line's index does not touch this one", () => {
    const after = cartOf([[1, 2]]);
    const errors = [{ field: "items.10.id", title: "Produkt nebyl nalezen" }];
    expect(mergeReport({ lines: LINES.slice(0, 1), before: null, after, errors }).removed).toEqual(
      [],
    );
  });
});

describe("mergeNotification", () => {
  test("success when nothing changed on the way", () => {
    expect(mergeNotification({ merged: 2, removed: [], capped: [] })).toEqual({
      type: "success",
      title: "auth.merge.title",
      message: "auth.merge.allMerged",
      values: { count: 2, removed: "", capped: "" },
    });
  });

  test("a warning naming what was removed and capped", () => {
    expect(mergeNotification({ merged: 1, removed: ["Gel", "Olej"], capped: ["Body"] })).toEqual({
      type: "warning",
      title: "auth.merge.title",
      message: "auth.merge.removedAndCapped",
      values: { count: 1, removed: "Gel, Olej", capped: "Body" },
    });
    expect(mergeNotification({ merged: 0, removed: ["Gel"], capped: [] })).toMatchObject({
      title: "auth.merge.noneTitle",
      message: "auth.merge.removed",
    });
    expect(mergeNotification({ merged: 1, removed: [], capped: ["Body"] }).message).toBe(
      "auth.merge.capped",
    );
  });
});

describe("mergeGuestCart", () => {
  const guest = testContext({ cartToken: "guest-cart-token" });
  const customer = testContext({ authToken: "access-token-1" });

  test("adds the guest cart's items to the customer's cart with one batch add", async () => {
    let batch: unknown;
    let batchHeaders: Headers | undefined;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) =>
        HttpResponse.json({
          data: request.headers.get("authorization") ? EMPTY_CART : CART_WITH_OIL,
        }),
      ),
      http.post(storeUrl("/api/v1/cart/items/batch"), async ({ request }) => {
        batch = await request.json();
        batchHeaders = request.headers;
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, importIncomplete: 0 },
          errors: [],
        });
      }),
    );
    const report = await mergeGuestCart({ guest, customer });
    expect(report).toEqual({ merged: 1, removed: [], capped: [] });
    expect(batch).toEqual({ items: [{ id: OIL.variantId, amount: OIL.amount }] });
    expect(batchHeaders?.get("authorization")).toBe("Bearer access-token-1");
    expect(batchHeaders?.get("x-shop-cart-token")).toBeNull();
  });

  test("nothing to do for an empty or a forgotten guest cart", async () => {
    let batched = false;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: EMPTY_CART })),
      http.post(storeUrl("/api/v1/cart/items/batch"), () => {
        batched = true;
        return HttpResponse.json({});
      }),
    );
    expect(await mergeGuestCart({ guest, customer })).toBeNull();
    expect(await mergeGuestCart({ guest: testContext(), customer })).toBeNull();
    expect(batched).toBe(false);
  });
});

describe("mergeOnSignIn", () => {
  const guest = testContext({ cartToken: "guest-cart-token" });
  const customer = testContext({ authToken: "access-token-1" });
  const user = { variantHash: "variant-b2b", groups: ["b2b"] };

  test("a store failure during the merge never fails the sign-in: the shopper is told", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
      http.post(storeUrl("/api/v1/cart/items/batch"), () =>
        HttpResponse.json({ errors: [{ title: "Chyba" }] }, { status: 500 }),
      ),
    );
    expect(await mergeOnSignIn({ guest, customer, user })).toEqual({
      type: "warning",
      message: "auth.merge.failed",
    });
  });

  test("the merge is done with the signed-in user's prices, and says what it did", async () => {
    let variant: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) =>
        HttpResponse.json({
          data: request.headers.get("authorization") ? EMPTY_CART : CART_WITH_OIL,
        }),
      ),
      http.post(storeUrl("/api/v1/cart/items/batch"), ({ request }) => {
        variant = request.headers.get("x-shop-user-variant");
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, importIncomplete: 0 },
          errors: [],
        });
      }),
    );
    expect(await mergeOnSignIn({ guest, customer, user })).toMatchObject({
      type: "success",
      title: "auth.merge.title",
      message: "auth.merge.allMerged",
    });
    expect(variant).toBe("variant-b2b");
    expect(await mergeOnSignIn({ guest: testContext(), customer, user })).toBeNull();
  });
});
