import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readSetting, writeSetting } from "./settings.ts";
import { customerAuth, startTestStore } from "./test-store.ts";

/** The customer's shopping lists and wish list over HTTP. */

let store: Awaited<ReturnType<typeof startTestStore>>;
let eva: string;
let petr: string;

beforeAll(async () => {
  store = await startTestStore();
  eva = await customerAuth(store.url, "eva.seznamy@example.cz");
  petr = await customerAuth(store.url, "petr.seznamy@example.cz");
});
afterAll(() => store.close());

/** Stimulátor klitorisu Petal, Masážní olej Mandle a vanilka 100 ml, Kondomy Classic 3 ks. */
const PETAL = 10071;
const OIL = 10221;
const CONDOMS = 10171;
const PETAL_PRODUCT = {
  id: 1007,
  name: "Stimulátor klitorisu Petal",
  slug: "stimulator-klitorisu-petal",
};
const OIL_PRODUCT = {
  id: 1022,
  name: "Masážní olej Mandle a vanilka",
  slug: "masazni-olej-mandle-a-vanilka",
};

async function call(method: string, path: string, auth: string | null, body?: unknown) {
  const response = await fetch(`${store.url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(auth === null ? {} : { authorization: auth }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
}

interface List {
  id: number;
  code: string | null;
  name: string;
  items: Array<{
    id: number;
    variantId: number;
    productId: number;
    amount: number;
    product: { id: number; name: string; slug: string };
  }>;
}

async function dataOf(
  method: string,
  path: string,
  auth: string,
  body?: unknown,
  status = method === "POST" ? 201 : 200,
): Promise<List> {
  const answer = await call(method, path, auth, body);
  // Compared with the body, so a failure shows the error the store answered.
  expect(answer).toMatchObject({ status });
  return (answer.body as { data: List }).data;
}

const error = (status: number, title: string, field?: string) => ({
  status,
  body: { statusCode: status, errors: [field === undefined ? { title } : { field, title }] },
});

const anyId = expect.any(Number) as number;

describe("shopping lists", () => {
  it("create, list, read, rename and delete a list", async () => {
    const list = await dataOf("POST", "/user/shopping-lists", eva, { name: "  Na chatu " });
    expect(list).toEqual({ id: anyId, code: null, name: "Na chatu", items: [] });
    const coded = await dataOf("POST", "/user/shopping-lists", eva, {
      name: "Dárky",
      code: "darky-2026",
    });
    expect(coded).toEqual({ id: anyId, code: "darky-2026", name: "Dárky", items: [] });

    expect((await call("GET", "/user/shopping-lists", eva)).body).toEqual({
      data: [list, coded],
    });
    expect(await dataOf("GET", `/user/shopping-lists/${list.id}`, eva)).toEqual(list);
    expect(await dataOf("GET", "/user/shopping-lists/code/darky-2026", eva)).toEqual(coded);

    const renamed = await dataOf("PATCH", `/user/shopping-lists/${list.id}`, eva, {
      name: "Na hory",
    });
    expect(renamed).toEqual({ ...list, name: "Na hory" });

    expect((await call("DELETE", `/user/shopping-lists/${list.id}`, eva)).status).toBe(204);
    expect(await call("GET", `/user/shopping-lists/${list.id}`, eva)).toEqual(
      error(404, "Nákupní seznam nebyl nalezen"),
    );
    expect((await call("DELETE", `/user/shopping-lists/${list.id}`, eva)).status).toBe(404);
    expect((await call("DELETE", `/user/shopping-lists/${coded.id}`, eva)).status).toBe(204);
    expect((await call("GET", "/user/shopping-lists", eva)).body).toEqual({ data: [] });
  });

  it("answer 422 for the reserved code, a code in use and a bad name", async () => {
    expect(
      await call("POST", "/user/shopping-lists", eva, { name: "Přání", code: "wishlist" }),
    ).toEqual(error(422, "Kód wishlist je vyhrazen pro oblíbené", "code"));
    expect(
      await call("POST", "/user/shopping-lists", eva, { name: "Přání", code: "WishList" }),
    ).toEqual(error(422, "Kód wishlist je vyhrazen pro oblíbené", "code"));

    await dataOf("POST", "/user/shopping-lists", eva, { name: "Týden", code: "tyden" });
    expect(
      await call("POST", "/user/shopping-lists", eva, { name: "Jiný týden", code: "tyden" }),
    ).toEqual(error(422, "Seznam s tímto kódem už máte", "code"));
    // Codes belong to one customer: another may use the same.
    await dataOf("POST", "/user/shopping-lists", petr, { name: "Týden", code: "tyden" });

    expect(await call("POST", "/user/shopping-lists", eva, { name: "   " })).toEqual(
      error(422, "Zadejte název seznamu", "name"),
    );
    expect(await call("POST", "/user/shopping-lists", eva, {})).toEqual(
      error(422, "Zadejte název seznamu", "name"),
    );
    expect(await call("POST", "/user/shopping-lists", eva, { name: "x".repeat(101) })).toEqual(
      error(422, "Název seznamu může mít nejvýše 100 znaků", "name"),
    );
    expect(
      (await call("POST", "/user/shopping-lists", eva, { name: "Kód", code: "s mezerou" })).body,
    ).toMatchObject({ errors: [{ field: "code" }] });

    const list = await dataOf("POST", "/user/shopping-lists", eva, { name: "x".repeat(100) });
    expect(await call("PATCH", `/user/shopping-lists/${list.id}`, eva, { name: "" })).toEqual(
      error(422, "Zadejte název seznamu", "name"),
    );
  });

  it("answer 404 for an unknown code and a malformed id", async () => {
    expect(await call("GET", "/user/shopping-lists/code/nic", eva)).toEqual(
      error(404, "Nákupní seznam nebyl nalezen"),
    );
    expect(
      (await call("POST", "/user/shopping-lists/code/nic/items", eva, { id: PETAL })).status,
    ).toBe(404);
    expect((await call("GET", "/user/shopping-lists/abc", eva)).status).toBe(404);
    expect((await call("GET", "/user/shopping-lists/999999", eva)).status).toBe(404);
  });
});

describe("the wish list", () => {
  it("is created empty on the first read and kept out of the lists", async () => {
    const jitka = await customerAuth(store.url, "jitka.prani@example.cz");
    const wishlist = await dataOf("GET", "/user/shopping-lists/code/wishlist", jitka);
    expect(wishlist).toEqual({ id: anyId, code: "wishlist", name: "Oblíbené", items: [] });
    expect(await dataOf("GET", "/user/shopping-lists/code/wishlist", jitka)).toEqual(wishlist);
    expect(await dataOf("GET", `/user/shopping-lists/${wishlist.id}`, jitka)).toEqual(wishlist);
    expect((await call("GET", "/user/shopping-lists", jitka)).body).toEqual({ data: [] });

    expect(await call("DELETE", `/user/shopping-lists/${wishlist.id}`, jitka)).toEqual(
      error(422, "Oblíbené nelze smazat"),
    );
    expect(
      await call("PATCH", `/user/shopping-lists/${wishlist.id}`, jitka, { name: "Přání" }),
    ).toEqual(error(422, "Oblíbené nelze přejmenovat", "name"));
  });

  it("is created on the first add and holds each wish once", async () => {
    const karel = await customerAuth(store.url, "karel.prani@example.cz");
    const first = await dataOf("POST", "/user/shopping-lists/code/wishlist/items", karel, {
      id: PETAL,
    });
    expect(first).toEqual({
      id: anyId,
      code: "wishlist",
      name: "Oblíbené",
      items: [{ id: anyId, variantId: PETAL, productId: 1007, amount: 1, product: PETAL_PRODUCT }],
    });

    // A wish is there or not: adding it again, by code or by id, changes nothing.
    const again = await dataOf("POST", "/user/shopping-lists/code/wishlist/items", karel, {
      id: PETAL,
      amount: 3,
    });
    expect(again).toEqual(first);
    expect(
      await dataOf("POST", `/user/shopping-lists/${first.id}/items`, karel, { id: PETAL }),
    ).toEqual(first);

    const two = await dataOf("POST", `/user/shopping-lists/${first.id}/items`, karel, {
      id: OIL,
    });
    expect(two.items.map((item) => [item.variantId, item.product])).toEqual([
      [PETAL, PETAL_PRODUCT],
      [OIL, OIL_PRODUCT],
    ]);

    const petal = two.items[0]?.id;
    expect(
      (await call("DELETE", `/user/shopping-lists/${first.id}/items/${petal}`, karel)).status,
    ).toBe(204);
    const left = await dataOf("GET", "/user/shopping-lists/code/wishlist", karel);
    expect(left.items.map((item) => item.variantId)).toEqual([OIL]);
    expect(
      (await call("DELETE", `/user/shopping-lists/${first.id}/items/${petal}`, karel)).status,
    ).toBe(404);
  });
});

describe("shopping list items", () => {
  it("add, sum, change and remove items of a list", async () => {
    const list = await dataOf("POST", "/user/shopping-lists", eva, {
      name: "Nákup",
      code: "nakup",
    });
    const added = await dataOf("POST", `/user/shopping-lists/${list.id}/items`, eva, {
      id: OIL,
      amount: 2,
      custom: { note: "větší balení" },
    });
    expect(added.items).toEqual([
      { id: anyId, variantId: OIL, productId: 1022, amount: 2, product: OIL_PRODUCT },
    ]);

    // The same variant again adds its amount to the item's, by id or by the list's code.
    const summed = await dataOf("POST", "/user/shopping-lists/code/nakup/items", eva, {
      id: OIL,
      amount: 3,
    });
    expect(summed.items).toEqual([{ ...added.items[0], amount: 5 }]);
    const withDefault = await dataOf("POST", `/user/shopping-lists/${list.id}/items`, eva, {
      id: CONDOMS,
    });
    expect(withDefault.items.map((item) => [item.variantId, item.amount])).toEqual([
      [OIL, 5],
      [CONDOMS, 1],
    ]);
    // At most 9999 of a line, however often it is added.
    const capped = await dataOf("POST", `/user/shopping-lists/${list.id}/items`, eva, {
      id: OIL,
      amount: 9999,
    });
    expect(capped.items[0]?.amount).toBe(9999);

    const oilItem = added.items[0]?.id ?? 0;
    const changed = await dataOf("PATCH", `/user/shopping-lists/${list.id}/items/${oilItem}`, eva, {
      amount: 7,
    });
    expect(changed.items.map((item) => [item.variantId, item.amount])).toEqual([
      [OIL, 7],
      [CONDOMS, 1],
    ]);

    expect(
      (await call("DELETE", `/user/shopping-lists/${list.id}/items/${oilItem}`, eva)).status,
    ).toBe(204);
    const left = await dataOf("GET", `/user/shopping-lists/${list.id}`, eva);
    expect(left.items.map((item) => item.variantId)).toEqual([CONDOMS]);
  });

  it("refuse an unknown variant and a bad amount", async () => {
    const list = await dataOf("POST", "/user/shopping-lists", eva, { name: "Chyby" });
    const items = `/user/shopping-lists/${list.id}/items`;
    expect(await call("POST", items, eva, { id: 99 })).toEqual(error(404, "Produkt nebyl nalezen"));
    expect(await call("POST", items, eva, { id: OIL, amount: 0 })).toEqual(
      error(422, "Zadejte množství od 1 do 9999", "amount"),
    );
    expect(await call("POST", items, eva, { id: OIL, amount: 10_000 })).toEqual(
      error(422, "Zadejte množství od 1 do 9999", "amount"),
    );
    expect(await call("POST", items, eva, { id: "10221" })).toEqual(
      error(422, "Vyberte produkt", "id"),
    );
    expect(await call("POST", items, eva, { id: OIL, custom: [1] })).toEqual(
      error(422, "Doplňující údaje musí být objekt", "custom"),
    );
    const { items: [item] = [] } = await dataOf("POST", items, eva, { id: OIL });
    expect(await call("PATCH", `${items}/${item?.id}`, eva, { amount: 1.5 })).toEqual(
      error(422, "Zadejte množství od 1 do 9999", "amount"),
    );
    expect(await call("PATCH", `${items}/abc`, eva, { amount: 2 })).toEqual(
      error(404, "Položka seznamu nebyla nalezena"),
    );
  });

  it("hide another customer's lists and items behind 404", async () => {
    const list = await dataOf("POST", "/user/shopping-lists", eva, {
      name: "Jen moje",
      code: "moje",
    });
    const { items } = await dataOf("POST", `/user/shopping-lists/${list.id}/items`, eva, {
      id: PETAL,
    });
    const itemId = items[0]?.id ?? 0;
    const notFound = error(404, "Nákupní seznam nebyl nalezen");

    expect(await call("GET", `/user/shopping-lists/${list.id}`, petr)).toEqual(notFound);
    expect(await call("GET", "/user/shopping-lists/code/moje", petr)).toEqual(notFound);
    expect(await call("PATCH", `/user/shopping-lists/${list.id}`, petr, { name: "Cizí" })).toEqual(
      notFound,
    );
    expect(await call("DELETE", `/user/shopping-lists/${list.id}`, petr)).toEqual(notFound);
    expect(await call("POST", `/user/shopping-lists/${list.id}/items`, petr, { id: OIL })).toEqual(
      notFound,
    );
    expect(
      await call("PATCH", `/user/shopping-lists/${list.id}/items/${itemId}`, petr, { amount: 2 }),
    ).toEqual(notFound);
    expect(await call("DELETE", `/user/shopping-lists/${list.id}/items/${itemId}`, petr)).toEqual(
      notFound,
    );
    const lists = (await call("GET", "/user/shopping-lists", petr)).body as { data: Array<List> };
    expect(lists.data.map((own) => own.id)).not.toContain(list.id);

    // Her item through his own list is not on that list.
    const his = await dataOf("POST", "/user/shopping-lists", petr, { name: "Jeho" });
    expect(await call("DELETE", `/user/shopping-lists/${his.id}/items/${itemId}`, petr)).toEqual(
      error(404, "Položka seznamu nebyla nalezena"),
    );
    // Nor is it on another list of hers.
    const other = await dataOf("POST", "/user/shopping-lists", eva, { name: "Jiný" });
    expect(
      (await call("PATCH", `/user/shopping-lists/${other.id}/items/${itemId}`, eva, { amount: 2 }))
        .status,
    ).toBe(404);
    expect(await dataOf("GET", `/user/shopping-lists/${list.id}`, eva)).toEqual({
      ...list,
      items,
    });
  });
});

describe("shopping list access", () => {
  it("answer 401 without a login", async () => {
    const unauthorised = error(401, "Nejste přihlášeni");
    expect(await call("GET", "/user/shopping-lists", null)).toEqual(unauthorised);
    expect(await call("GET", "/user/shopping-lists/code/wishlist", null)).toEqual(unauthorised);
    expect(await call("POST", "/user/shopping-lists", null, { name: "Host" })).toEqual(
      unauthorised,
    );
    expect(
      await call("POST", "/user/shopping-lists/code/wishlist/items", null, { id: PETAL }),
    ).toEqual(unauthorised);
    expect((await call("GET", "/user/shopping-lists/1", null)).status).toBe(401);
    expect((await call("PATCH", "/user/shopping-lists/1", null, { name: "Host" })).status).toBe(
      401,
    );
    expect((await call("DELETE", "/user/shopping-lists/1", null)).status).toBe(401);
    expect((await call("POST", "/user/shopping-lists/1/items", null, { id: PETAL })).status).toBe(
      401,
    );
    expect(
      (await call("PATCH", "/user/shopping-lists/1/items/1", null, { amount: 1 })).status,
    ).toBe(401);
    expect((await call("DELETE", "/user/shopping-lists/1/items/1", null)).status).toBe(401);
    expect((await call("GET", "/user/shopping-lists", "Bearer nope")).status).toBe(401);
  });

  it("answer 403 while the shop has shopping lists off, the wish list still working", async () => {
    const lucie = await customerAuth(store.url, "lucie.vypnuto@example.cz");
    const list = await dataOf("POST", "/user/shopping-lists", lucie, {
      name: "Později",
      code: "pozdeji",
    });
    const { items } = await dataOf("POST", `/user/shopping-lists/${list.id}/items`, lucie, {
      id: OIL,
    });
    const itemId = items[0]?.id ?? 0;

    const functions = readSetting(store.db, "functions") as Record<string, boolean>;
    writeSetting(store.db, "functions", { ...functions, shopping_lists: false });
    try {
      const off = error(403, "Nákupní seznamy nejsou v tomto obchodě zapnuté");
      const path = `/user/shopping-lists/${list.id}`;
      expect(await call("GET", "/user/shopping-lists", lucie)).toEqual(off);
      expect(await call("POST", "/user/shopping-lists", lucie, { name: "Nový" })).toEqual(off);
      expect(await call("GET", path, lucie)).toEqual(off);
      expect(await call("GET", "/user/shopping-lists/code/pozdeji", lucie)).toEqual(off);
      expect(await call("PATCH", path, lucie, { name: "Jinak" })).toEqual(off);
      expect(await call("DELETE", path, lucie)).toEqual(off);
      expect(await call("POST", `${path}/items`, lucie, { id: PETAL })).toEqual(off);
      expect(
        await call("POST", "/user/shopping-lists/code/pozdeji/items", lucie, { id: PETAL }),
      ).toEqual(off);
      expect(await call("PATCH", `${path}/items/${itemId}`, lucie, { amount: 2 })).toEqual(off);
      expect(await call("DELETE", `${path}/items/${itemId}`, lucie)).toEqual(off);
      // An id that is no list of hers says the same, so nothing is told about the lists.
      expect(await call("GET", "/user/shopping-lists/999999", lucie)).toEqual(off);

      const wishlist = await dataOf("POST", "/user/shopping-lists/code/wishlist/items", lucie, {
        id: PETAL,
      });
      expect(wishlist.items.map((item) => item.variantId)).toEqual([PETAL]);
      expect(await dataOf("GET", `/user/shopping-lists/${wishlist.id}`, lucie)).toEqual(wishlist);
      const wish = wishlist.items[0]?.id ?? 0;
      expect(
        (await call("DELETE", `/user/shopping-lists/${wishlist.id}/items/${wish}`, lucie)).status,
      ).toBe(204);
      expect(await dataOf("GET", "/user/shopping-lists/code/wishlist", lucie)).toEqual({
        ...wishlist,
        items: [],
      });
    } finally {
      writeSetting(store.db, "functions", functions);
    }
    expect((await call("GET", "/user/shopping-lists", lucie)).body).toEqual({
      data: [{ ...list, items }],
    });
  });
});
