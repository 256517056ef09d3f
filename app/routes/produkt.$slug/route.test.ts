import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { action, loader } from "#app/routes/produkt.$slug/route.tsx";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { cmsUrl, mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { STORE_PRODUCT } from "#bff/mocks/store-fixtures.ts";
import { shoppingDisabled } from "#bff/mocks/store.ts";
import cs from "#locales/cs/common.json";

setUpMockUpstreams();

async function loadResponse(slug: string, search = "", cookie?: string) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return loader({
    request: new Request(`http://localhost/produkt/${slug}${search}`, { headers }),
    params: { slug },
    context: {},
  });
}

async function load(slug: string, search = "") {
  return (await loadResponse(slug, search)).data;
}

function post(slug: string, fields: Record<string, string>, cookie?: string) {
  return formPost(action, `http://localhost/produkt/${slug}`, fields, {
    cookie,
    params: { slug },
    headers: { origin: "http://localhost" },
  });
}

describe("product loader", () => {
  test("shows the product with its price, availability and add-to-cart limits", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    expect(page).toMatchObject({
      name: "Masážní olej Vanilka 200 ml",
      variant: { id: 1011, price: 1234.5, originalPrice: 1490 },
      isAvailable: true,
      availabilityText: "Skladem",
      addToCart: { enabled: true, min: 1, max: 9999 },
    });
  });

  test("?variant_id selects a variant", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1022");
    expect(page.variant.id).toBe(1022);
  });

  test("a sold-out chosen variant gives way to the first one in stock", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1021");
    expect(page.variant.id).toBe(1022);
  });

  test("an unknown slug is a 404", async () => {
    await expect(load("neexistuje")).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a slug outside the URL alphabet is a 404 without asking the CMS", async () => {
    await expect(load("Nic%20tu")).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("product page details", () => {
  test("joins the store's rules, the parameters, brand and material", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    expect(page.variant).toMatchObject({
      lowestPrice30Days: 1172.8,
      quantityPrices: [{ amountFrom: 5, unitWithTax: 1172.8 }],
      nPlusOne: { buy: 2, free: 1 },
    });
    // Brand and material are boxes; the hidden parameter, the hidden value and the
    // parameter the CMS does not know are left out.
    expect(page.parameters).toEqual([
      expect.objectContaining({
        title: "Vlastnosti",
        linkToVirtualCategory: true,
        values: [expect.objectContaining({ title: "Hřejivý účinek", linkUrl: "/hrejive-oleje" })],
      }),
    ]);
    expect(page.brand).toMatchObject({ title: "Velvet Touch", slug: "velvet-touch" });
    expect(page.materials).toEqual([
      expect.objectContaining({
        title: "Silikon",
        hygiene: "Omývejte teplou vodou a mýdlem.",
        lubricants: "Používejte lubrikanty na vodní bázi.",
      }),
    ]);
  });

  test("shows at most 5 pieces in stock and a delivery date from the fastest shipper", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    expect(page.stockShown).toBe(5);
    expect(page.delivery?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.addToCart).toEqual({ enabled: true, min: 1, max: 9999, decimals: 0 });
  });

  test("each size links to the variant that has it", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1022");
    expect(page.variantDimensions).toEqual([
      {
        id: 4,
        title: "Velikost",
        values: [
          expect.objectContaining({ title: "S", variantId: 1021, isAvailable: false }),
          expect.objectContaining({ title: "M", variantId: 1022, isSelected: true }),
        ],
      },
    ]);
  });

  test("a sold-out variant asked for gives way to one in stock, and the page says so", async () => {
    const page = await load("krajkove-body-noir", "?variant_id=1021");
    expect(page.variant.id).toBe(1022);
    expect(page.soldOutRequest).toEqual({ id: 1021, name: expect.any(String) });
    expect((await load("krajkove-body-noir", "?variant_id=1022")).soldOutRequest).toBeNull();
    expect((await load("krajkove-body-noir")).soldOutRequest).toBeNull();
  });

  test("streams reviews in stars, newest first, and survives a store outage", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    await expect(page.reviews).resolves.toMatchObject({
      total: 1,
      averageStars: 4,
      items: [{ author: "Jana", stars: 4 }],
      hasMore: false,
    });
    mockServer.use(http.get(storeUrl("/api/v1/products/:id/reviews"), () => HttpResponse.error()));
    const withoutStore = await load("masazni-olej-vanilka-200-ml", "?recenze=2");
    await expect(withoutStore.reviews).resolves.toBeNull();
  });

  test("remembers the visit in a cookie, newest first, and shows the earlier ones", async () => {
    const response = await loadResponse(
      "masazni-olej-vanilka-200-ml",
      "",
      "shop_last_visited=102.101",
    );
    const cookie = new Headers(response.init?.headers).get("set-cookie");
    expect(cookie).toMatch(/^shop_last_visited=101\.102;/);
    expect(cookie).toMatch(/HttpOnly/);
    const visited = await response.data.lastVisited;
    expect(visited.map((card) => card.id)).toEqual([102]);
  });

  test("offers only available alternatives", async () => {
    const page = await load("masazni-olej-vanilka-200-ml");
    const alternatives = await page.alternatives;
    expect(alternatives.map((card) => card.id)).toEqual([102]);
  });
});

describe("availability watch and reviews", () => {
  test("a watch with a bad e-mail is refused at the field, input kept", async () => {
    const result = await post("krajkove-body-noir", {
      intent: "watch",
      variantId: "1021",
      email: "jana@",
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        intent: "watch",
        result: {
          initialValue: { email: "jana@" },
          error: { email: ["product.watch.emailInvalid"] },
        },
      },
    });
    expect(cs.product.watch.emailInvalid).toBe("E-mail není ve správném formátu");
  });

  test("a watch is sent to the store and confirmed", async () => {
    let body: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/products/1021/watchers"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { variantId: 1021, email: "jana@example.cz" } },
          { status: 201 },
        );
      }),
    );
    const response = await post("krajkove-body-noir", {
      intent: "watch",
      variantId: "1021",
      email: " jana@example.cz ",
    });
    expect(body).toEqual({ email: "jana@example.cz" });
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get("location")).toBe(
      "/produkt/krajkove-body-noir#hlidat-dostupnost",
    );
  });

  test("a review without stars is refused with the spec's message", async () => {
    const result = await post("masazni-olej-vanilka-200-ml", {
      intent: "review",
      productId: "101",
      text: "Super",
    });
    expect(result).toMatchObject({
      data: {
        intent: "review",
        result: { error: { stars: ["product.review.starsRequired"] } },
      },
    });
    expect(cs.product.review.starsRequired).toBe("Ohodnoťte zboží alespoň pomocí hvězdiček");
  });

  test("a review is stored as 0-100 and a refusal shows the store's own words", async () => {
    let body: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/products/101/reviews"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { statusCode: 403, errors: [{ title: "Hodnotit lze jen zakoupené a odeslané zboží" }] },
          { status: 403 },
        );
      }),
    );
    const result = await post("masazni-olej-vanilka-200-ml", {
      intent: "review",
      productId: "101",
      stars: "4",
      text: "Super",
    });
    expect(body).toEqual({ rating: 80, text: "Super" });
    expect(result).toMatchObject({
      data: { result: { error: { "": ["Hodnotit lze jen zakoupené a odeslané zboží"] } } },
    });
  });
});

describe("a bot that fills the honeypot", () => {
  test("is told its watch and its review went through, and nothing reaches the store", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/products/:id/watchers"), () => {
        throw new Error("a bot's watch reached the store");
      }),
      http.post(storeUrl("/api/v1/products/:id/reviews"), () => {
        throw new Error("a bot's review reached the store");
      }),
    );
    const watch = await post("krajkove-body-noir", {
      intent: "watch",
      variantId: "1021",
      email: "bot@example.com",
      website: "https://spam.example",
    });
    expect(watch).toBeInstanceOf(Response);
    expect((watch as Response).status).toBe(303);
    expect((watch as Response).headers.get("location")).toBe(
      "/produkt/krajkove-body-noir#hlidat-dostupnost",
    );
    const review = await post("masazni-olej-vanilka-200-ml", {
      intent: "review",
      productId: "101",
      stars: "5",
      text: "Cheap pills",
      website: "https://spam.example",
    });
    expect((review as Response).status).toBe(303);
    const cookie = (review as Response).headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const next = new Request("http://localhost/", { headers: { cookie } });
    expect((await takeNotifications(next)).notifications).toEqual([
      expect.objectContaining({ type: "success", message: "product.review.thanks" }),
    ]);
  });
});

describe("add to cart", () => {
  test("adds the item, keeps the store's guest token in an HttpOnly cookie for 1 day and redirects back", async () => {
    let body: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = await request.json();
        const [addedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, addedItem, changedAmount: 2 },
          meta: { custom: "guest-token-abc123" },
        });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      quantity: "2",
    });

    expect(body).toEqual({ id: 1011, type: "product", amount: 2 });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/produkt/masazni-olej-vanilka-200-ml");
    const cookies = redirect.headers.getSetCookie();
    const tokenCookie = cookies.find((cookie) => cookie.startsWith("shop_cart_token="));
    expect(tokenCookie).toMatch(/Max-Age=86400/);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(cookies.some((cookie) => cookie.startsWith("shop_session="))).toBe(true);
  });

  test("a hydrated form gets the added item and the gifts now in reach for the modal, not a redirect", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), () => {
        const [addedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({
          data: { cart: CART_WITH_OIL, addedItem, changedAmount: 2 },
          meta: { custom: "guest-token-abc123" },
        });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      quantity: "2",
      enhanced: "1",
    });
    expect(response).toMatchObject({
      data: {
        added: {
          name: CART_WITH_OIL.items[0]?.product?.name,
          amount: 2,
          unit: "ks",
          gifts: {
            choosable: [
              { id: 1, name: "Vzorek lubrikačního gelu" },
              { id: 2, name: "Masážní svíčka" },
            ],
            next: null,
          },
        },
      },
    });
    const headers = new Headers((response as { init: ResponseInit }).init.headers);
    const cookies = headers.getSetCookie();
    const tokenCookie = cookies.find((cookie) => cookie.startsWith("shop_cart_token="));
    expect(await cartTokenCookie.parse(tokenCookie ?? "")).toBe("guest-token-abc123");
    // The modal says it; no notification repeats it.
    expect(cookies.some((cookie) => cookie.startsWith("shop_session="))).toBe(false);
  });

  test("letters in the quantity are refused next to the field with the input kept", async () => {
    const result = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      productId: "101",
      quantity: "dva",
    });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          initialValue: { variantId: "1011", quantity: "dva" },
          error: { quantity: ["addToCart.quantity.integer"] },
        },
      },
    });
  });

  test("a quantity below the minimum is added at the minimum, with the spec's notice", async () => {
    let body: unknown;
    const [variant] = STORE_PRODUCT.data.variants;
    mockServer.use(
      http.get(storeUrl("/api/v1/products/:id"), () =>
        HttpResponse.json({
          data: {
            ...STORE_PRODUCT.data,
            variants: [{ ...variant, store: { ...variant?.store, amountMin: 3 } }],
          },
        }),
      ),
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = await request.json();
        const [addedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({ data: { cart: CART_WITH_OIL, addedItem, changedAmount: 3 } });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      productId: "101",
      quantity: "1",
    });
    expect(body).toMatchObject({ id: 1011, amount: 3 });
    expect((response as Response).status).toBe(303);
  });

  test("a quantity of 0 is refused at the field and nothing is added", async () => {
    let asked = false;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), () => {
        asked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    for (const quantity of ["0", "00"]) {
      const result = await post("masazni-olej-vanilka-200-ml", {
        variantId: "1011",
        productId: "101",
        quantity,
      });
      expect(result).toMatchObject({
        init: { status: 400 },
        data: {
          result: { initialValue: { quantity }, error: { quantity: ["addToCart.quantity.zero"] } },
        },
      });
    }
    expect(asked).toBe(false);
    expect(cs.addToCart.quantity.zero).toBe("Zadejte množství větší než 0.");
  });

  test("the store's refusal is shown at the quantity field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/items"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "amount", title: "Není skladem" }] },
          { status: 422 },
        ),
      ),
    );
    const result = await post("masazni-olej-vanilka-200-ml", { variantId: "1011", quantity: "50" });
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { quantity: ["Není skladem"] } } },
    });
  });

  test("with shopping switched off nothing is added and the configured text is shown", async () => {
    let storeAsked = false;
    mockServer.use(
      shoppingDisabled("Inventura do pondělí."),
      http.post(storeUrl("/api/v1/cart/items"), () => {
        storeAsked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      quantity: "1",
    });
    expect(storeAsked).toBe(false);
    expect((response as Response).status).toBe(303);
    const session = (response as Response).headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("shop_session="));
    const next = new Request("http://localhost/", {
      headers: { cookie: session?.split(";")[0] ?? "" },
    });
    const { notifications } = await takeNotifications(next);
    expect(notifications).toMatchObject([
      { type: "warning", message: "Inventura do pondělí.", raw: true },
    ]);
  });

  test("with shopping switched off a hydrated form gets the text as a notice, not a redirect", async () => {
    mockServer.use(shoppingDisabled("Inventura do pondělí."));
    const response = await post("masazni-olej-vanilka-200-ml", {
      variantId: "1011",
      quantity: "1",
      enhanced: "1",
    });
    expect(response).not.toBeInstanceOf(Response);
    expect(response).not.toHaveProperty("data.added");
    const headers = new Headers((response as { init: ResponseInit }).init.headers);
    const next = new Request("http://localhost/", {
      headers: { cookie: headers.get("set-cookie")?.split(";")[0] ?? "" },
    });
    const { notifications } = await takeNotifications(next);
    expect(notifications).toMatchObject([
      { type: "warning", message: "Inventura do pondělí.", raw: true },
    ]);
  });

  test("with the CMS down, the item is added on what the store knows", async () => {
    let body: unknown;
    mockServer.use(
      http.all(`${cmsUrl("")}*`, () => HttpResponse.error()),
      http.post(storeUrl("/api/v1/cart/items"), async ({ request }) => {
        body = await request.json();
        const [addedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({ data: { cart: CART_WITH_OIL, addedItem, changedAmount: 2 } });
      }),
    );
    const response = await post("masazni-olej-vanilka-200-ml", {
      productId: "101",
      variantId: "1011",
      quantity: "2",
    });
    expect(body).toEqual({ id: 1011, type: "product", amount: 2 });
    expect((response as Response).status).toBe(303);
  });

  test("with the CMS and the store down, the quantity is kept and the cart is unavailable", async () => {
    mockServer.use(
      http.all(`${cmsUrl("")}*`, () => HttpResponse.error()),
      http.all(`${storeUrl("")}*`, () => HttpResponse.error()),
    );
    const result = await post("masazni-olej-vanilka-200-ml", {
      productId: "101",
      variantId: "1011",
      quantity: "3",
    });
    expect(result).toMatchObject({
      init: { status: 503 },
      data: {
        result: { initialValue: { quantity: "3" }, error: { "": ["addToCart.storeUnavailable"] } },
      },
    });
  });

  test("a store outage keeps the input and says something broke", async () => {
    mockServer.use(http.post(storeUrl("/api/v1/cart/items"), () => HttpResponse.error()));
    const result = await post("masazni-olej-vanilka-200-ml", { variantId: "1011", quantity: "1" });
    expect(result).toMatchObject({
      init: { status: 503 },
      data: {
        result: { initialValue: { quantity: "1" }, error: { "": ["addToCart.storeUnavailable"] } },
      },
    });
  });
});
