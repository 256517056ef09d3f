import sharp from "sharp";
import { afterEach, describe, expect, inject, it } from "vitest";

import { HomepageConfigurationSchema, MenuSchema, ProductListSchema } from "#bff/cms/schemas.ts";
import { normaliseUpstreamError } from "#bff/http/error-normalisation.ts";
import {
  AddCartItemResponseSchema,
  CartResponseSchema,
  CurrencyListSchema,
  UpdateCartItemResponseSchema,
} from "#bff/store/schemas.ts";

import type { FaultRuleInput } from "./faults.ts";

/**
 * The upstream contract (docs/decisions/003-upstream-contract.md) checked against the
 * sandbox: every answer the storefront reads must parse with the BFF's schemas.
 */

const cmsUrl = inject("cmsUrl");
const storeUrl = inject("storeUrl");

const CZK = { "x-shop-currency": "CZK", "x-shop-locale": "cs" };
const EUR = { "x-shop-currency": "EUR", "x-shop-locale": "cs" };
const JSON_BODY = { "content-type": "application/json" };

async function call(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** What the BFF reads from an error answer: the status in the body and the shopper's message. */
function errorOf(response: { status: number; body: unknown }) {
  const error = normaliseUpstreamError(response.status, response.body);
  return {
    httpStatus: response.status,
    bodyStatus: (response.body as { statusCode?: unknown } | null)?.statusCode,
    message: error.message,
  };
}

/** The expected error answer; its titles are Czech. */
function errorAnswer(status: number, title: string, field?: string) {
  return {
    httpStatus: status,
    bodyStatus: status,
    message: field === undefined ? title : `${field} - ${title}`,
  };
}

describe("CMS menus", () => {
  it.each([
    "mainMenu",
    "topHeaderMenu",
    "footerMenu1",
    "footerMenu2",
    "footerMenu3",
    "footerMenu4",
  ])("%s parses", async (code) => {
    const { status, body } = await call(`${cmsUrl}/menu-object/${code}`, { headers: CZK });
    expect(status).toBe(200);
    const menu = MenuSchema.parse(body);
    expect(menu.code).toBe(code);
    expect(menu.items.length).toBeGreaterThan(0);
  });

  it("main menu lists the top categories with their children", async () => {
    const menu = MenuSchema.parse((await call(`${cmsUrl}/menu-object/mainMenu`)).body);
    const categories = menu.items.filter((item) => item.main);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories[0]).toMatchObject({ title: "Vibrátory", path: "/vibratory" });
    expect(categories.every((item) => (item.children?.length ?? 0) > 0)).toBe(true);
  });

  it("footer menus link to the shopping information pages", async () => {
    const menu = MenuSchema.parse((await call(`${cmsUrl}/menu-object/footerMenu1`)).body);
    expect(menu.items.map((item) => item.path)).toContain("/vse-o-nakupu/doprava");
  });

  it("an unknown menu is a 404 in the error shape", async () => {
    expect(errorOf(await call(`${cmsUrl}/menu-object/sideMenu`))).toEqual(
      errorAnswer(404, "Menu nebylo nalezeno"),
    );
  });
});

describe("CMS products", () => {
  const products = async (query: string, headers: Record<string, string> = CZK) => {
    const { status, body } = await call(`${cmsUrl}/catalog/product?${query}`, { headers });
    expect(status).toBe(200);
    return ProductListSchema.parse(body);
  };

  it("by slugs in CZK, in the order asked", async () => {
    const list = await products(
      "slugs=lubrikacni-gel-aqua-100-ml,stimulator-klitorisu-amora-pulse&checkPermissions=1",
    );
    expect(list.entities.map((p) => p.slug)).toEqual([
      "lubrikacni-gel-aqua-100-ml",
      "stimulator-klitorisu-amora-pulse",
    ]);
    const amora = list.entities[1];
    expect(amora?.variants[0]?.prices).toMatchObject({
      unitWithTax: 1234.5,
      originalWithTax: 1490,
      inDiscount: true,
      currencyCode: "CZK",
    });
  });

  it("by ids in EUR, keeping the ids' order", async () => {
    const list = await products("ids=1026,1003,1012", EUR);
    expect(list.entities.map((p) => p.id)).toEqual([1026, 1003, 1012]);
    expect(list.total).toBe(3);
    const prices = list.entities.flatMap((p) => p.variants.map((v) => v.prices));
    expect(prices.every((price) => price.currencyCode === "EUR")).toBe(true);
    expect(list.entities[1]?.variants[0]?.prices.unitWithTax).toBe(49.9);
  });

  it("a random selection of the asked size", async () => {
    const list = await products("random=5");
    expect(list.entities).toHaveLength(5);
    expect(new Set(list.entities.map((p) => p.id)).size).toBe(5);
  });

  it("by category, subcategories included, up to the limit", async () => {
    const list = await products("categoryIds=10&limit=3");
    expect(list.entities).toHaveLength(3);
    // 7 hand-written vibrators plus the generated ones of categories 11 to 13.
    expect(list.total).toBeGreaterThan(7);
    expect(list.entities.every((p) => [11, 12, 13].includes(p.categoryId ?? 0))).toBe(true);
  });

  it("availability follows the stock of the variants", async () => {
    const list = await products(
      "slugs=vibracni-vajicko-luna-s-dalkovym-ovladanim,vibrator-velvet-classic",
    );
    const [soldOut, velvet] = list.entities;
    expect(soldOut?.availability).toMatchObject({
      isAvailable: false,
      stock: 0,
      availability: "Vyprodáno",
    });
    expect(velvet?.hasVariants).toBe(true);
    expect(velvet?.availability).toMatchObject({
      isAvailable: true,
      stock: 13,
      availability: "Skladem",
    });
    expect(velvet?.variants.map((v) => v.availability.isAvailable)).toEqual([true, true, false]);
  });

  it("checkPermissions hides products of other customer groups", async () => {
    const slug = "slugs=kondomy-classic-velkoobchodni-baleni-144-ks";
    expect((await products(`${slug}&checkPermissions=1`)).entities).toHaveLength(0);
    const b2b = { ...CZK, "x-shop-user-groups": "b2b" };
    expect((await products(`${slug}&checkPermissions=1`, b2b)).entities).toHaveLength(1);
  });

  it("bad parameters and currencies are errors in the error shape", async () => {
    const badIds = await call(`${cmsUrl}/catalog/product?ids=1,abc`);
    expect(errorOf(badIds)).toEqual(
      errorAnswer(400, "Identifikátory produktů musí být kladná celá čísla", "ids"),
    );
    const badCurrency = await call(`${cmsUrl}/catalog/product?ids=1003`, {
      headers: { "x-shop-currency": "USD" },
    });
    expect(errorOf(badCurrency)).toEqual(errorAnswer(400, "Neznámá měna", "currency"));
  });
});

describe("CMS GraphQL", () => {
  it("homepage_configuration parses", async () => {
    const query = `{
      homepage_configuration {
        _id
        title
        content_blocks {
          __typename
          ... on ImageBlock { image { path alt } link }
          ... on ProductsBlock { title product_reference { entityId } }
        }
      }
    }`;
    const { status, body } = await call(`${cmsUrl}/graphql`, {
      method: "POST",
      headers: { ...CZK, ...JSON_BODY },
      body: JSON.stringify({ query }),
    });
    expect(status).toBe(200);
    const parsed = HomepageConfigurationSchema.parse(body.data);
    const blocks = (parsed.homepage_configuration?.content_blocks ?? []) as Array<{
      __typename: string;
      title?: string;
      product_reference?: Array<unknown>;
    }>;
    expect(blocks[0]).toMatchObject({ __typename: "ImageBlock" });
    const recommended = blocks.find((block) => block.__typename === "ProductsBlock");
    expect(recommended).toMatchObject({ title: "Doporučujeme" });
    expect(recommended?.product_reference).toHaveLength(13);
  });
});

describe("CMS images", () => {
  it("draws a cacheable webp in the asked size", async () => {
    const response = await fetch(`${cmsUrl}/image/w400h300/products/vibrator-velvet-classic.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const image = Buffer.from(await response.arrayBuffer());
    expect(image.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(image.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(await sharp(image).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it("unknown files and styles are errors", async () => {
    expect((await call(`${cmsUrl}/image/w400h400/products/nic`)).status).toBe(404);
    const badStyle = await call(`${cmsUrl}/image/big/products/vibrator-velvet-classic`);
    expect(errorOf(badStyle)).toEqual(errorAnswer(400, "Neplatný styl obrázku", "style"));
  });
});

describe("health", () => {
  it("both servers answer", async () => {
    expect((await fetch(`${cmsUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${storeUrl}/healthz`)).status).toBe(200);
  });
});

describe("store currencies", () => {
  it("parse, CZK first", async () => {
    const { status, body } = await call(`${storeUrl}/api/v1/currencies`);
    expect(status).toBe(200);
    const { data } = CurrencyListSchema.parse(body);
    expect(data.map((c) => c.code)).toEqual(["CZK", "EUR"]);
    expect(data[0]).toMatchObject({ symbol: "Kč", symbolPlacement: "right", decimalPoint: "," });
  });
});

describe("store cart", () => {
  const api = `${storeUrl}/api/v1`;
  const withToken = (token: string, headers: Record<string, string> = CZK) => ({
    ...headers,
    "x-shop-cart-token": token,
  });

  it("add, read, change and remove items", async () => {
    const added = await call(`${api}/cart/items`, {
      method: "POST",
      headers: { ...CZK, ...JSON_BODY },
      body: JSON.stringify({ id: 10031, type: "product", amount: 1 }),
    });
    expect(added.status).toBe(200);
    const first = AddCartItemResponseSchema.parse(added.body);
    const token = first.meta?.custom ?? "";
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(first.data.changedAmount).toBe(1);

    const again = AddCartItemResponseSchema.parse(
      (
        await call(`${api}/cart/items`, {
          method: "POST",
          headers: { ...withToken(token), ...JSON_BODY },
          body: JSON.stringify({ id: 10031, type: "product", amount: 2 }),
        })
      ).body,
    );
    expect(again.meta?.custom).toBe(token);
    expect(again.data.addedItem).toMatchObject({ id: first.data.addedItem.id, amount: 3 });
    expect(again.data.cart.prices).toMatchObject({ itemsWithTax: 3703.5, freeShippingAt: 1500 });

    const read = await call(`${api}/cart`, { headers: withToken(token, EUR) });
    const inEuros = CartResponseSchema.parse(read.body).data;
    expect(inEuros.currencyCode).toBe("EUR");
    expect(inEuros.items[0]?.prices.unitWithTax).toBe(49.9);

    const itemId = first.data.addedItem.id;
    const patched = await call(`${api}/cart/items/${itemId}`, {
      method: "PATCH",
      headers: { ...withToken(token), ...JSON_BODY },
      body: JSON.stringify({ amount: 1 }),
    });
    const updated = UpdateCartItemResponseSchema.parse(patched.body);
    expect(updated.data.changedAmount).toBe(-2);
    expect(updated.data.updatedItem.amount).toBe(1);

    const removed = await fetch(`${api}/cart/items/${itemId}`, {
      method: "DELETE",
      headers: withToken(token),
    });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    const empty = CartResponseSchema.parse(
      (await call(`${api}/cart`, { headers: withToken(token) })).body,
    );
    expect(empty.data.items).toEqual([]);
    expect(empty.data.prices.totalWithTax).toBe(0);
  });

  it("refusals are errors in the error shape with Czech titles", async () => {
    const noToken = await call(`${api}/cart`);
    expect(errorOf(noToken)).toEqual(errorAnswer(401, "Chybí token košíku"));

    const unknownToken = await call(`${api}/cart`, { headers: withToken("0".repeat(32)) });
    expect(errorOf(unknownToken)).toEqual(errorAnswer(404, "Košík nebyl nalezen"));

    const post = (body: object) =>
      call(`${api}/cart/items`, {
        method: "POST",
        headers: { ...CZK, ...JSON_BODY },
        body: JSON.stringify(body),
      });
    const tooMany = await post({ id: 10031, type: "product", amount: 6 });
    expect(errorOf(tooMany)).toEqual(errorAnswer(422, "Není skladem", "amount"));
    expect(errorOf(await post({ id: 10031, type: "product", amount: 0 }))).toEqual(
      errorAnswer(422, "Množství musí být kladné celé číslo", "amount"),
    );
    const unknownVariant = await post({ id: 999999, type: "product", amount: 1 });
    expect(errorOf(unknownVariant)).toEqual(errorAnswer(404, "Produkt nebyl nalezen", "id"));
  });
});

describe("fault injection", () => {
  const created: Array<{ url: string; id: number }> = [];

  const injectFault = async (url: string, rule: FaultRuleInput) => {
    const { status, body } = await call(`${url}/__sandbox/faults`, {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify(rule),
    });
    expect(status).toBe(201);
    created.push({ url, id: body.data.id });
  };

  // Other test files share the servers, so each test removes only its own rules.
  afterEach(async () => {
    for (const { url, id } of created.splice(0)) {
      await fetch(`${url}/__sandbox/faults/${id}`, { method: "DELETE" });
    }
  });

  it("answers a status in the error shape the given number of times", async () => {
    const url = `${storeUrl}/api/v1/currencies?probe=status`;
    await injectFault(storeUrl, {
      pathPattern: "^/api/v1/currencies\\?probe=status",
      status: 503,
      times: 1,
    });
    const faulted = await call(url);
    expect(errorOf(faulted)).toEqual(errorAnswer(503, "Služba je dočasně nedostupná"));
    expect((await call(url)).status).toBe(200);
  });

  it("delays, holds until the client gives up, or drops the connection", async () => {
    await injectFault(cmsUrl, { pathPattern: "probe=delay", delayMs: 120 });
    const started = performance.now();
    expect((await call(`${cmsUrl}/menu-object/mainMenu?probe=delay`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);

    await injectFault(cmsUrl, { pathPattern: "probe=timeout", status: "timeout" });
    await expect(
      fetch(`${cmsUrl}/menu-object/mainMenu?probe=timeout`, { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow(/abort|timeout/i);

    await injectFault(cmsUrl, { pathPattern: "probe=reset", status: "reset" });
    await expect(fetch(`${cmsUrl}/menu-object/mainMenu?probe=reset`)).rejects.toThrow();
  });

  it("does a delayed call's work at once and holds only its answer", async () => {
    const api = `${storeUrl}/api/v1`;
    const created = await call(`${api}/cart/items`, {
      method: "POST",
      headers: { ...CZK, ...JSON_BODY },
      body: JSON.stringify({ id: 10031, type: "product", amount: 1 }),
    });
    const token = AddCartItemResponseSchema.parse(created.body).meta?.custom ?? "";
    const withToken = { ...CZK, "x-shop-cart-token": token };
    await injectFault(storeUrl, {
      pathPattern: "^/api/v1/cart/items",
      method: "post",
      headers: { "x-shop-cart-token": token },
      delayMs: 400,
    });

    let answered = false;
    const adding = call(`${api}/cart/items`, {
      method: "POST",
      headers: { ...withToken, ...JSON_BODY },
      body: JSON.stringify({ id: 10031, type: "product", amount: 1 }),
    }).then((response) => {
      answered = true;
      return response;
    });
    const amount = async () =>
      CartResponseSchema.parse((await call(`${api}/cart`, { headers: withToken })).body).data
        .items[0]?.amount;
    await expect.poll(amount, { interval: 20, timeout: 300 }).toBe(2);
    expect(answered).toBe(false);
    expect((await adding).status).toBe(200);
  });

  it("can be scoped to one shopper's cart token", async () => {
    const token = "f".repeat(32);
    await injectFault(storeUrl, {
      pathPattern: "^/api/v1/cart",
      method: "get",
      headers: { "x-shop-cart-token": token },
      status: 500,
    });
    const faulted = await call(`${storeUrl}/api/v1/cart`, {
      headers: { "x-shop-cart-token": token },
    });
    expect(errorOf(faulted)).toEqual(errorAnswer(500, "Něco se porouchalo"));
    expect((await call(`${storeUrl}/api/v1/cart`)).status).toBe(401);
  });

  it("refuses an invalid rule and lists and clears the rules", async () => {
    const invalid = await call(`${cmsUrl}/__sandbox/faults`, {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify({ pathPattern: "(", status: 200 }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error: { field: string }) => error.field)).toEqual([
      "pathPattern",
      "status",
    ]);
    await injectFault(cmsUrl, { pathPattern: "probe=listed", status: 500 });
    const listed = await call(`${cmsUrl}/__sandbox/faults`);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ pathPattern: "probe=listed" })]),
    );
  });
});
