import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { commitCartSession } from "#app/cart/cart-session.server.ts";
import { action, loader } from "#app/routes/kosik/route.tsx";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL, EMPTY_CART } from "#bff/mocks/fixtures.ts";
import { mockServer, storeUrl, setUpMockUpstreams } from "#bff/mocks/server.ts";
import { shoppingDisabled } from "#bff/mocks/store.ts";
import type { Cart } from "#bff/store/schemas.ts";
import cs from "#locales/cs/common.json";

setUpMockUpstreams();

async function guestCookie() {
  return (await cartTokenCookie.serialize("guest-token-abc123")).split(";")[0] ?? "";
}

async function post(fields: Record<string, string>, cookie?: string, clientIp?: string) {
  return formPost(action, "http://localhost/kosik", fields, {
    cookie: cookie ?? (await guestCookie()),
    clientIp,
  });
}

async function loadCart(cookie?: string) {
  return loader({
    request: new Request("http://localhost/kosik", {
      headers: { cookie: cookie ?? (await guestCookie()) },
    }),
    params: {},
    context: {},
  });
}

/** The guest cookie plus the session cookie a response set. */
async function withSession(response: Response | string): Promise<string> {
  const setCookie =
    typeof response === "string"
      ? response
      : response.headers.getSetCookie().find((cookie) => cookie.includes("session="));
  return `${await guestCookie()}; ${(setCookie ?? "").split(";")[0] ?? ""}`;
}

async function flashed(response: Response) {
  const cookie = await withSession(response);
  const { notifications } = await takeNotifications(
    new Request("http://localhost/", { headers: { cookie } }),
  );
  return notifications;
}

const [OIL_LINE] = CART_WITH_OIL.items;
if (!OIL_LINE) throw new Error("the oil line fixture is missing");

function cartWorth(itemsWithTax: number, overrides: Partial<Cart> = {}): Cart {
  return {
    ...CART_WITH_OIL,
    prices: { ...CART_WITH_OIL.prices, itemsWithTax, totalWithTax: itemsWithTax },
    ...overrides,
  };
}

describe("cart loader", () => {
  test("an empty cart without asking the store when the shopper has no token", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => {
        throw new Error("the store must not be asked");
      }),
    );
    const page = await loader({
      request: new Request("http://localhost/kosik"),
      params: {},
      context: {},
    });
    expect(page.items).toEqual([]);
  });

  test("lists items with quantities, unit and total prices, sending the guest token", async () => {
    let token: string | null = null;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), ({ request }) => {
        token = request.headers.get("x-shop-cart-token");
        return HttpResponse.json({ data: CART_WITH_OIL });
      }),
    );
    const page = await loader({
      request: new Request("http://localhost/kosik", { headers: { cookie: await guestCookie() } }),
      params: {},
      context: {},
    });
    expect(token).toBe("guest-token-abc123");
    expect(page.items).toEqual([
      expect.objectContaining({
        id: "item-1",
        name: "Masážní olej Vanilka 200 ml",
        amount: 2,
        unitPrice: 1234.5,
        totalPrice: 2469,
        // A thumbnail beside the name, which says what it shows.
        image: expect.objectContaining({
          src: expect.stringContaining("masazni-olej-vanilka"),
          width: 64,
          height: 64,
          alt: "",
        }),
      }),
    ]);
    expect(page.summary).toMatchObject({ itemsWithTax: 2469, totalWithTax: 2469, final: false });
  });
});

describe("cart action", () => {
  test("changes a quantity with the store and redirects back to the cart", async () => {
    let amount: unknown;
    mockServer.use(
      http.patch(storeUrl("/api/v1/cart/items/item-1"), async ({ request }) => {
        amount = ((await request.json()) as { amount: unknown }).amount;
        const [updatedItem] = CART_WITH_OIL.items;
        return HttpResponse.json({ data: { cart: CART_WITH_OIL, updatedItem, changedAmount: 1 } });
      }),
    );
    const response = (await post({
      intent: "update",
      itemId: "item-1",
      quantity: "3",
    })) as Response;
    expect(amount).toBe(3);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik");
    // A fetcher replaces the cart's history entry instead of adding one.
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  test("removes an item", async () => {
    let removed = false;
    mockServer.use(
      http.delete(storeUrl("/api/v1/cart/items/item-1"), () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = (await post({ intent: "remove", itemId: "item-1" })) as Response;
    expect(removed).toBe(true);
    expect(response.status).toBe(303);
  });

  test("a quantity that is not a whole number is refused with the input kept", async () => {
    const result = await post({ intent: "update", itemId: "item-1", quantity: "1.5" });
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          initialValue: { quantity: "1.5" },
          error: { quantity: ["addToCart.quantity.integer"] },
        },
      },
    });
  });
});

describe("cart page states", () => {
  test("tells the minimum order remainder and blocks checkout until it is met", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: cartWorth(120.5) })),
    );
    const page = await loadCart();
    expect(page.minimumOrderRemaining).toBe(179.5);
    expect(page.freeShippingRemaining).toBe(1379.5);
    expect(page.checkoutBlocked).toBe(true);
  });

  test("a cart above the minimum may go on to checkout", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
    );
    const page = await loadCart();
    expect(page.minimumOrderRemaining).toBeNull();
    expect(page.freeShippingRemaining).toBeNull();
    expect(page.checkoutBlocked).toBe(false);
  });

  test("shopping disabled shows its configured text and blocks checkout", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
      shoppingDisabled("Inventura do pondělí."),
    );
    const page = await loadCart();
    expect(page.shopping).toEqual({ disabled: true, text: "Inventura do pondělí." });
    expect(page.checkoutBlocked).toBe(true);
  });

  test("lines without product, variant or shoppable are deleted one by one, then refetched", async () => {
    const broken: Cart = {
      ...CART_WITH_OIL,
      items: [
        { ...OIL_LINE, id: "gone-1", variant: null },
        OIL_LINE,
        { ...OIL_LINE, id: "gone-2", shoppable: null },
      ],
    };
    const deleted: Array<string> = [];
    let reads = 0;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => {
        reads += 1;
        return HttpResponse.json({ data: deleted.length === 2 ? CART_WITH_OIL : broken });
      }),
      http.delete(storeUrl("/api/v1/cart/items/:id"), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const page = await loadCart();
    expect(deleted).toEqual(["gone-1", "gone-2"]);
    expect(reads).toBe(2);
    expect(page.removedItems).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual(["item-1"]);
  });

  test("offers the gifts the cart reaches and names the next one", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () =>
        HttpResponse.json({
          data: cartWorth(1400, {
            prices: { ...cartWorth(1400).prices, discountLimitPriceWithVat: 1260 },
          }),
        }),
      ),
    );
    const page = await loadCart();
    expect(page.gifts.choosable.map((gift) => gift.id)).toEqual([1]);
    expect(page.gifts.next).toEqual({ name: "Masážní svíčka", remaining: 240 });
  });

  test("discount lines are marked with the units given free", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () =>
        HttpResponse.json({
          data: {
            ...CART_WITH_OIL,
            items: [
              { ...OIL_LINE, attributes: { discount: { type: "n_plus_free", freeUnits: 1 } } },
            ],
          },
        }),
      ),
    );
    const page = await loadCart();
    expect(page.items[0]?.discount).toEqual({ freeUnits: 1 });
  });
});

describe("cart controls", () => {
  test("a refused coupon keeps the code and shows the store's message at the field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/coupon"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "couponCode", title: "Platnost kupónu vypršela" }] },
          { status: 422 },
        ),
      ),
    );
    const result = await post({ intent: "coupon", couponCode: "LETO2024" });
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          initialValue: { couponCode: "LETO2024" },
          error: { couponCode: ["Platnost kupónu vypršela"] },
        },
      },
    });
  });

  test("after 10 refused codes on one cart, or 30 from one address, the next is 429 unasked", async () => {
    let asked = 0;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/coupon"), () => {
        asked += 1;
        return HttpResponse.json(
          { statusCode: 422, errors: [{ field: "couponCode", title: "Kupón neexistuje" }] },
          { status: 422 },
        );
      }),
    );
    const cartCookie = async (token: string) =>
      (await cartTokenCookie.serialize(token)).split(";")[0] ?? "";
    const guess = async (cart: string, ip: string, code: string) =>
      post({ intent: "coupon", couponCode: code }, await cartCookie(cart), ip);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await guess("guessing-cart-1", "203.0.113.7", `KOD${attempt}`)).toMatchObject({
        init: { status: 422 },
      });
    }
    const refused = await guess("guessing-cart-1", "203.0.113.8", "KOD10");
    expect(refused).toMatchObject({
      init: { status: 429, headers: { "Retry-After": expect.stringMatching(/^\d+$/) } },
      data: {
        result: {
          initialValue: { couponCode: "KOD10" },
          error: { couponCode: ["cart.coupon.rateLimited"] },
        },
      },
    });
    expect(asked).toBe(10);

    // New carts from the same address: 20 more refusals reach the address's 30.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await guess(`guessing-cart-${attempt + 2}`, "203.0.113.7", `KOD${attempt}`);
    }
    expect(await guess("guessing-cart-99", "203.0.113.7", "KOD99")).toMatchObject({
      init: { status: 429 },
    });
    expect(asked).toBe(30);
    expect(cs.cart.coupon.rateLimited).toBe(
      "Zkusili jste příliš mnoho neplatných kódů kupónu. Další kód můžete zkusit nejpozději za 15 minut.",
    );
  });

  test("a coupon is applied and removed, each redirecting back with a notice", async () => {
    let sent: unknown;
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/coupon"), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { cart: { ...CART_WITH_OIL, couponCode: "SLEVA10" } } });
      }),
    );
    const applied = (await post({ intent: "coupon", couponCode: " SLEVA10 " })) as Response;
    expect(sent).toEqual({ couponCode: "SLEVA10" });
    expect(applied.status).toBe(303);
    expect(await flashed(applied)).toEqual([
      expect.objectContaining({ type: "success", message: "cart.coupon.applied" }),
    ]);
    const removed = (await post({ intent: "removeCoupon" })) as Response;
    expect(removed.status).toBe(303);
  });

  test("credits left on a cart that became empty are set to 0", async () => {
    let credits: unknown;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () =>
        HttpResponse.json({ data: { ...EMPTY_CART, credits: 50 } }),
      ),
      http.post(storeUrl("/api/v1/cart/credits"), async ({ request }) => {
        credits = ((await request.json()) as { credits: unknown }).credits;
        return HttpResponse.json({ data: { cart: { ...EMPTY_CART, credits: 0 } } });
      }),
    );
    const response = (await post({ intent: "remove", itemId: "item-1" })) as Response;
    expect(response.status).toBe(303);
    expect(credits).toBe(0);
  });

  test("credits are sent to the store; its refusal shows at the field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/credits"), () =>
        HttpResponse.json(
          { statusCode: 422, errors: [{ field: "credits", title: "Nemáte dost kreditů" }] },
          { status: 422 },
        ),
      ),
    );
    const result = await post({ intent: "credits", credits: "900" });
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { credits: ["Nemáte dost kreditů"] } } },
    });
  });

  test("a chosen gift is kept in the session and dropped when the cart no longer reaches it", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
    );
    const chosen = (await post({ intent: "gift", giftId: "2" })) as Response;
    expect(chosen.status).toBe(303);
    const cookie = await withSession(chosen);
    expect((await loadCart(cookie)).gifts.chosenId).toBe(2);

    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: cartWorth(1000) })),
    );
    expect((await loadCart(cookie)).gifts.chosenId).toBeNull();
  });

  test("a quantity lowered under the chosen gift's price_from drops it, and says which and why", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
    );
    const cookie = await withSession((await post({ intent: "gift", giftId: "2" })) as Response);
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: cartWorth(1000) })),
    );
    const lowered = (await post(
      { intent: "update", itemId: String(OIL_LINE.id), quantity: "1" },
      cookie,
    )) as Response;
    expect(lowered.status).toBe(303);
    // After the gift's own "chosen" message, still queued in this test's session.
    const told = (await flashed(lowered)).slice(-2);
    expect(told.map(({ type, message, values }) => ({ type, message, values }))).toEqual([
      { type: "success", message: "cart.updated", values: undefined },
      {
        type: "warning",
        message: "cart.gifts.droppedThreshold",
        values: { name: "Masážní svíčka" },
      },
    ]);
  });

  test("a gift the cart does not reach is refused", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: cartWorth(1000) })),
    );
    const result = await post({ intent: "gift", giftId: "2" });
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { giftId: ["cart.gifts.unavailable"] } } },
    });
  });

  test("a change that finds invalid lines removes them and says so for 30 s", async () => {
    let broken = true;
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () =>
        HttpResponse.json({
          data: broken
            ? { ...CART_WITH_OIL, items: [{ ...OIL_LINE, id: "gone", product: null }] }
            : EMPTY_CART,
        }),
      ),
      http.delete(storeUrl("/api/v1/cart/items/gone"), () => {
        broken = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const session = await commitCartSession(new Request("http://localhost/"), {
      giftId: null,
      notifications: [],
    });
    const response = (await post(
      { intent: "update", itemId: "item-1", quantity: "2" },
      await withSession(session),
    )) as Response;
    expect(await flashed(response)).toEqual([
      expect.objectContaining({ message: "cart.updated" }),
      expect.objectContaining({ type: "danger", message: "cart.removedInvalid" }),
    ]);
  });
});
