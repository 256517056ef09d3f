import { afterEach, describe, expect, test, vi } from "vitest";

import { loader as rootLoader } from "#app/document/root-loader.server.ts";
import { action, loader } from "#app/routes/porovnani/route.tsx";
import { noticesAfter, thrownStatus } from "#app/testing/action-results.ts";
import { formPost } from "#app/testing/form-post.ts";
import { setUpMockUpstreams } from "#bff/mocks/server.ts";

// The spec has the comparison off; these tests run a shop that has it on.
vi.hoisted(() => vi.stubEnv("SHOP_FEATURES", "favourites,wishList,compare"));

setUpMockUpstreams();

const COMPARE = "http://localhost/porovnani";

function listCookie(ids: string): string {
  return `shop_compare=${ids}`;
}

async function load(url = COMPARE, ids?: string) {
  return loader({
    request: new Request(url, { headers: ids === undefined ? {} : { cookie: listCookie(ids) } }),
    params: {},
    context: {},
  });
}

function post(fields: Record<string, string>, ids?: string) {
  return formPost(action, COMPARE, fields, {
    cookie: ids === undefined ? undefined : listCookie(ids),
  });
}

/** The status of what the loader or action threw. */
async function statusThrown(run: Promise<unknown>): Promise<number> {
  return (await thrownStatus(run)).status;
}

function redirected(result: unknown): Response {
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

/** The list cookie an answer sets: its value, or undefined when it leaves the list alone. */
function listSet(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("shop_compare="));
  return cookie?.split(";")[0]?.slice("shop_compare=".length);
}

const box = (intent: string, productId: string, extra: Record<string, string> = {}) => ({
  intent,
  productId,
  returnTo: "/vibratory?page=2#produkt-101",
  ...extra,
});

describe("the compare page", () => {
  test("an empty list is an empty page, asking nobody", async () => {
    const loaded = await load();
    expect(loaded.data).toMatchObject({ products: [], rows: [], onlyDifferences: false });
  });

  test("the products side by side in the order added, a row per parameter", async () => {
    const { data } = await load(COMPARE, "102.101");
    expect(data.products.map((product) => product.name)).toEqual([
      "Krajkové body Noir",
      "Masážní olej Vanilka 200 ml",
    ]);
    expect(data.rows.map((row) => (row.kind === "parameter" ? row.title : row.kind))).toEqual([
      "price",
      "availability",
      "Velikost",
      "Značka",
      "Materiál",
      "Vlastnosti",
    ]);
    expect(data.rows.find((row) => row.key === "parameter-2")).toMatchObject({
      values: [null, "Velvet Touch"],
      differs: true,
    });
  });

  test("?rozdily=1 keeps only the rows that differ", async () => {
    const all = await load(COMPARE, "102.101");
    const { data } = await load(`${COMPARE}?rozdily=1`, "102.101");
    expect(data.onlyDifferences).toBe(true);
    expect(data.rows.every((row) => row.differs)).toBe(true);
    // Both are in stock: availability is the same and goes.
    expect(all.data.rows.map((row) => row.kind)).toContain("availability");
    expect(data.rows.map((row) => row.kind)).not.toContain("availability");
  });

  test("a product the catalogue no longer shows leaves the list", async () => {
    const loaded = await load(COMPARE, "999.101");
    expect(loaded.data.products.map((product) => product.id)).toEqual([101]);
    expect(listSet(new Headers(loaded.init?.headers))).toBe("101");
    // A list the catalogue shows whole is left alone.
    const whole = await load(COMPARE, "101");
    expect(listSet(new Headers(whole.init?.headers))).toBeUndefined();
  });

  test("a cookie someone wrote by hand is read leniently", async () => {
    const { data } = await load(COMPARE, "abc.101.101.-5");
    expect(data.products.map((product) => product.id)).toEqual([101]);
  });

  test("the root gives every page the list", async () => {
    const loaded = await rootLoader({
      request: new Request("http://localhost/", { headers: { cookie: listCookie("101.102") } }),
      params: {},
      context: {},
    });
    expect(loaded.data.compareIds).toEqual([101, 102]);
  });
});

describe("the compare button and the page's forms without JavaScript", () => {
  test("adds a product at the end and returns to its box, saying so", async () => {
    const response = redirected(await post(box("add", "102"), "101"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/vibratory?page=2#produkt-101");
    expect(listSet(response.headers)).toBe("101.102");
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("shop_compare"));
    expect(set).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await noticesAfter(response.headers)).toMatchObject([
      { type: "success", message: "compare.added" },
    ]);
  });

  test("a product already there changes nothing", async () => {
    const response = redirected(await post(box("add", "101"), "101.102"));
    expect(listSet(response.headers)).toBe("101.102");
  });

  test("a fifth product is refused with a warning and the list stays", async () => {
    const response = redirected(await post(box("add", "105"), "101.102.103.104"));
    expect(response.headers.get("location")).toBe("/vibratory?page=2#produkt-101");
    expect(listSet(response.headers)).toBeUndefined();
    expect(await noticesAfter(response.headers)).toMatchObject([
      { type: "warning", message: "compare.full" },
    ]);
  });

  test("Odebrat takes a product off; the last one leaves an empty list", async () => {
    const response = redirected(await post(box("remove", "101"), "101.102"));
    expect(listSet(response.headers)).toBe("102");
    expect(await noticesAfter(response.headers)).toMatchObject([
      { type: "success", message: "compare.removed" },
    ]);
    const last = redirected(await post(box("remove", "102"), "102"));
    expect(listSet(last.headers)).toBe("");
  });

  test("clearing empties the list and comes back to the compare page", async () => {
    const response = redirected(await post({ intent: "clear" }, "101.102"));
    expect(response.headers.get("location")).toBe("/porovnani");
    expect(listSet(response.headers)).toBe("");
    expect(await noticesAfter(response.headers)).toMatchObject([{ message: "compare.cleared" }]);
  });

  test("a return target off the shop is not followed", async () => {
    const response = redirected(await post(box("add", "101", { returnTo: "//evil.example/" })));
    expect(response.headers.get("location")).toBe("/porovnani");
  });

  test("a form without a product or with another intent is refused", async () => {
    expect(await statusThrown(post({ intent: "add" }))).toBe(400);
    expect(await statusThrown(post({ intent: "add", productId: "0" }))).toBe(400);
    expect(await statusThrown(post({ intent: "remove", productId: "x" }))).toBe(400);
    expect(await statusThrown(post({ intent: "swap", productId: "101" }))).toBe(400);
  });
});

describe("with JavaScript", () => {
  test("the button gets data, the list cookie and the notice for the root's revalidation", async () => {
    const result = (await post(box("add", "102", { enhanced: "1" }), "101")) as unknown as {
      data: unknown;
      init: ResponseInit;
    };
    expect(result.data).toEqual({ kind: "added", ids: [101, 102] });
    const headers = new Headers(result.init.headers);
    expect(listSet(headers)).toBe("101.102");
    expect(await noticesAfter(headers)).toMatchObject([{ message: "compare.added" }]);
  });

  test("a full list answers so, with the warning and without touching the list", async () => {
    const result = (await post(
      box("add", "105", { enhanced: "1" }),
      "101.102.103.104",
    )) as unknown as { data: unknown; init: ResponseInit };
    expect(result.data).toEqual({ kind: "full", ids: [101, 102, 103, 104] });
    const headers = new Headers(result.init.headers);
    expect(listSet(headers)).toBeUndefined();
    expect(await noticesAfter(headers)).toMatchObject([
      { type: "warning", message: "compare.full" },
    ]);
  });
});

describe("with the comparison switched off (the spec's choice)", () => {
  afterEach(() => {
    vi.stubEnv("SHOP_FEATURES", "favourites,wishList,compare");
    vi.resetModules();
  });

  test("the page and its action are not there, and the root has no list", async () => {
    vi.stubEnv("SHOP_FEATURES", "favourites,wishList");
    vi.resetModules();
    const route = await import("#app/routes/porovnani/route.tsx");
    const root = await import("#app/root.tsx");
    const headers = { cookie: listCookie("101.102") };
    expect(
      await statusThrown(
        route.loader({ request: new Request(COMPARE, { headers }), params: {}, context: {} }),
      ),
    ).toBe(404);
    const request = new Request(COMPARE, {
      method: "POST",
      body: new URLSearchParams(box("add", "101")),
      headers,
    });
    expect(await statusThrown(route.action({ request, params: {}, context: {} }))).toBe(404);
    const loaded = await root.loader({
      request: new Request("http://localhost/", { headers }),
      params: {},
      context: {},
    });
    expect(loaded.data.compareIds).toEqual([]);
  });
});
