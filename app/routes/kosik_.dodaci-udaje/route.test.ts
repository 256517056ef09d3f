import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, test, vi } from "vitest";

import type * as AddressService from "#app/checkout/address-service.server.ts";
import { checkAddresses } from "#app/checkout/address-service.server.ts";
import type * as CheckoutSession from "#app/checkout/checkout-session.server.ts";
import {
  checkoutGate,
  commitCheckoutChoices,
  readCheckoutChoices,
} from "#app/checkout/checkout-session.server.ts";
import { action, loader } from "#app/routes/kosik_.dodaci-udaje/route.tsx";
import { authTokenCookie, cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { attributionCookies } from "#app/tracking/attribution.server.ts";
import { setPlatform } from "#bff/http/platform.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_COMPANY, STORE_ORDER, STORE_SHIPPERS } from "#bff/mocks/store-fixtures.ts";
import { shoppingDisabled } from "#bff/mocks/store.ts";

// The address service is off in unit tests; a test that needs its word says so.
vi.mock("#app/checkout/address-service.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof AddressService>();
  return { ...original, checkAddresses: vi.fn(original.checkAddresses) };
});

// The action's gate is the methods step's business (tested there); here it is open.
vi.mock("#app/checkout/checkout-session.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof CheckoutSession>()),
  checkoutGate: vi.fn(async () => null),
}));

setUpMockUpstreams();

const PAGE = "http://localhost/kosik/dodaci-udaje";
const PICKUP = { shipperId: 2, paymentId: 2, branchId: 100, deliveryTimeId: null };

const VALID = {
  email: "jana@example.cz",
  fullName: "Jana Nováková",
  phone: "+420 601 234 567",
  dateOfBirth: "1990-05-01",
  terms: "on",
  privacy: "on",
};

beforeEach(() => {
  vi.mocked(checkoutGate).mockResolvedValue(null);
  mockServer.use(
    http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
  );
});

/** The cookies of a guest with a cart and the shipping-and-payment choices made. */
async function shopperCookies(extra: Array<string> = []) {
  const guest = await cartTokenCookie.serialize("guest-token-abc123");
  const choices = await commitCheckoutChoices(new Request(PAGE), PICKUP);
  return requestAfter(new Request(PAGE), [guest, choices, ...extra]).headers.get("cookie") ?? "";
}

async function load(extra: Array<string> = []) {
  const request = new Request(PAGE, { headers: { cookie: await shopperCookies(extra) } });
  return loader({ request, params: {}, context: {} });
}

/** Loads the page for its one-time key, then posts the form as a browser without JS does. */
async function keyed() {
  const page = await load();
  const setCookie = page.init?.headers ? new Headers(page.init.headers).get("set-cookie") : null;
  return { key: page.data.orderKey, cookies: setCookie ? [setCookie] : [] };
}

async function post(fields: Record<string, string>, extra: Array<string> = [], url = PAGE) {
  return formPost(action, url, fields, { cookie: await shopperCookies(extra) });
}

function replyOf(result: unknown) {
  if (result instanceof Response || typeof result !== "object" || result === null) {
    throw new Error("expected the form's reply");
  }
  return result as { init: { status: number } | null; data: Record<string, unknown> };
}

function redirectOf(result: unknown): Response {
  if (!(result instanceof Response)) throw new Error("expected a redirect");
  return result;
}

/** A store that ignores Idempotency-Key: every POST would be a new order. */
function forgetfulStore() {
  const posts: Array<unknown> = [];
  mockServer.use(
    http.post(storeUrl("/api/v1/cart/place"), async ({ request }) => {
      posts.push(await request.json());
      await new Promise((resolve) => setTimeout(resolve, 20));
      const n = posts.length;
      return HttpResponse.json(
        { data: { ...STORE_ORDER, id: n, token: `order-token-${n}` } },
        { status: 201 },
      );
    }),
  );
  return posts;
}

describe("delivery details loader", () => {
  test("is reached only with the shipping and payment chosen", async () => {
    const guest = await cartTokenCookie.serialize("guest-token-abc123");
    const cookie = requestAfter(new Request(PAGE), [guest]).headers.get("cookie") ?? "";
    const request = new Request(PAGE, { headers: { cookie } });
    const thrown = await loader({ request, params: {}, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(redirectOf(thrown).headers.get("location")).toBe("/kosik/doprava-a-platba");
  });

  test("a store that cannot say how far the shopper may go is the page's 503", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({}, { status: 503 })),
    );
    const thrown = await load().catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503 } });
  });

  test("gives the cart, the form's options and a one-time key kept across reloads", async () => {
    const first = await load();
    // The chosen shipper's 79 Kč is in the total the order button commits to.
    expect(first.data.cart.summary.totalWithTax).toBe(CART_WITH_OIL.prices.totalWithTax + 79);
    expect(first.data.options).toMatchObject({
      addressRequired: false,
      customOrderNumber: false,
      guest: true,
    });
    // The store's countries, named in the shopper's language.
    expect(first.data.options.countries[0]).toEqual({ code: "CZE", name: "Česko" });
    const setCookie = new Headers(first.init?.headers).get("set-cookie") ?? "";
    expect(setCookie).toMatch(/order_key=/);
    const again = await load([setCookie]);
    expect(again.data.orderKey).toBe(first.data.orderKey);
    expect(again.init?.headers).toBeUndefined();
  });
});

describe("delivery details action", () => {
  test("refuses missing and malformed fields by each field, keeping the input", async () => {
    const reply = replyOf(
      await post({ email: "jana@", fullName: "Jana", phone: "601234567", terms: "on" }),
    );
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result).toMatchObject({
      initialValue: { email: "jana@", fullName: "Jana", phone: "601234567" },
      error: {
        email: ["checkout.details.errors.email"],
        fullName: ["checkout.details.errors.fullName"],
        phone: ["checkout.details.errors.phoneNumber"],
        dateOfBirth: ["checkout.details.errors.dateOfBirth"],
        privacy: ["checkout.details.errors.privacy"],
      },
    });
  });

  test("refuses a buyer under 18", async () => {
    const { key, cookies } = await keyed();
    const reply = replyOf(
      await post({ ...VALID, orderKey: key, dateOfBirth: "2015-03-01" }, cookies),
    );
    expect(reply.data.result).toMatchObject({
      error: { dateOfBirth: ["checkout.details.errors.underage"] },
    });
  });

  test("refuses a password typed differently twice and never sends passwords back", async () => {
    const reply = replyOf(
      await post({
        ...VALID,
        isRegistration: "on",
        password: "Heslo123!",
        passwordConfirmation: "Heslo124!",
      }),
    );
    expect(reply.data.result).toMatchObject({
      error: { passwordConfirmation: ["checkout.details.errors.passwordMismatch"] },
    });
    expect(JSON.stringify(reply.data.result)).not.toContain("Heslo");
  });

  test("the minimum order blocks the order with the remaining price", async () => {
    // The page was loaded before the cart fell below the minimum.
    const { key, cookies } = await keyed();
    mockServer.use(
      http.get(storeUrl("/api/v1/cart"), () =>
        HttpResponse.json({
          data: {
            ...CART_WITH_OIL,
            prices: {
              ...CART_WITH_OIL.prices,
              itemsWithTax: 120.5,
              discountLimitPriceWithVat: 120.5,
            },
          },
        }),
      ),
    );
    const posts = forgetfulStore();
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.init?.status).toBe(409);
    expect(reply.data).toMatchObject({
      result: { error: { "": ["checkout.details.errors.minimumOrder"] } },
      values: { remainingPrice: "179,50\u00a0Kč" },
    });
    expect(posts).toHaveLength(0);
  });

  test("shopping disabled blocks the order with the configured text", async () => {
    // The page was loaded before shopping was switched off, and the globals it cached expired.
    const { key, cookies } = await keyed();
    setPlatform(undefined);
    mockServer.use(shoppingDisabled("Inventura do pondělí."));
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.data.result).toMatchObject({ error: { "": ["Inventura do pondělí."] } });
  });

  test("places the order, forgets the checkout state and goes to the finished page", async () => {
    const posts = forgetfulStore();
    const { key, cookies } = await keyed();
    const response = redirectOf(
      await post({ ...VALID, orderKey: key }, cookies, `${PAGE}?utm_source=newsletter`),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    expect(posts).toEqual([
      expect.objectContaining({
        name: "Jana Nováková",
        shipper_id: 2,
        payment_id: 2,
        branch_id: 100,
        utm: { utm_source: "newsletter" },
      }),
    ]);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/cart_token=;.*Max-Age=0/i),
        expect.stringMatching(/order_key=;.*Max-Age=0/i),
      ]),
    );
    const after = requestAfter(
      new Request(PAGE, { headers: { cookie: await shopperCookies() } }),
      setCookies,
    );
    expect(await readCheckoutChoices(after)).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      deliveryTimeId: null,
    });
  });

  test("the campaign kept since the landing goes with the order", async () => {
    const posts = forgetfulStore();
    // A shopper who allowed marketing: only then is the campaign kept.
    const landed = await attributionCookies(
      new Request("http://localhost/?utm_source=newsletter&utm_medium=email&utm_campaign=jaro", {
        headers: { cookie: "shop_cookie_consent=all" },
      }),
    );
    const { key, cookies } = await keyed();
    redirectOf(await post({ ...VALID, orderKey: key }, [...cookies, ...landed]));
    expect(posts).toEqual([
      expect.objectContaining({
        utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "jaro" },
      }),
    ]);
  });

  test("an online payment goes to the gateway", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/place"), () =>
        HttpResponse.json(
          { data: { ...STORE_ORDER, paymentUrl: "http://store.test/gateway/order-token-1" } },
          { status: 201 },
        ),
      ),
    );
    const { key, cookies } = await keyed();
    const response = redirectOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(response.headers.get("location")).toBe("http://store.test/gateway/order-token-1");
  });

  test("a double click, a reload and a resubmit end on one order", async () => {
    const posts = forgetfulStore();
    const { key, cookies } = await keyed();
    const clicks = await Promise.all([
      post({ ...VALID, orderKey: key }, cookies),
      post({ ...VALID, orderKey: key }, cookies),
      post({ ...VALID, orderKey: key }, cookies),
    ]);
    const resubmit = await post({ ...VALID, orderKey: key }, cookies);
    const locations = [...clicks, resubmit].map((result) =>
      redirectOf(result).headers.get("location"),
    );
    expect(new Set(locations)).toEqual(new Set(["/kosik/dokonceni?token=order-token-1"]));
    expect(posts).toHaveLength(1);
    // The next checkout gets a new key: the placed one must not answer a new cart.
    expect((await load(cookies)).data.orderKey).not.toBe(key);
  });

  test("a store that cannot answer gives a message at the top and keeps the input", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/place"), () => HttpResponse.json({}, { status: 503 })),
    );
    const { key, cookies } = await keyed();
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.init?.status).toBe(503);
    expect(reply.data.result).toMatchObject({
      initialValue: { email: "jana@example.cz" },
      error: { "": ["checkout.details.errors.upstream"] },
    });
  });

  test("with the whole store down the form comes back as typed, with its key and options", async () => {
    const { key, cookies } = await keyed();
    mockServer.use(http.all(storeUrl("/api/v1/*"), () => HttpResponse.json({}, { status: 503 })));
    const reply = replyOf(await post({ ...VALID, note: "Zvonit dvakrát", orderKey: key }, cookies));
    expect(reply.init?.status).toBe(503);
    expect(reply.data.result).toMatchObject({
      initialValue: { email: "jana@example.cz", note: "Zvonit dvakrát", dateOfBirth: "1990-05-01" },
      error: { "": ["checkout.details.errors.upstream"] },
    });
    // A pickup form sent no address; the same key orders at most once on the next try.
    expect(reply.data.storeDown).toMatchObject({
      orderKey: key,
      options: { addressRequired: false, guest: true },
    });
  });

  test("a retry after a placement whose answer never came goes to that order", async () => {
    const { key, cookies } = await keyed();
    // The first try emptied the cart: the step would send the shopper to the cart.
    vi.mocked(checkoutGate).mockResolvedValueOnce(
      new Response(null, { status: 303, headers: { location: "/kosik" } }),
    );
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/orders/idempotency-key/:key"), ({ params }) =>
        params.key === key
          ? HttpResponse.json({ data: STORE_ORDER })
          : HttpResponse.json({}, { status: 404 }),
      ),
    );
    const response = redirectOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
  });

  test("the address service's doubt stops the order once, with the key to confirm it", async () => {
    const posts = forgetfulStore();
    const { key, cookies } = await keyed();
    vi.mocked(checkAddresses).mockResolvedValueOnce({
      judged: new Set(["city"]),
      fieldErrors: { city: ["Ujistěte se, že pole Město je vyplněno správně"] },
      blocks: true,
      confirmation: "c0ffee",
    });
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.init?.status).toBe(422);
    expect(reply.data).toMatchObject({
      result: {
        error: {
          city: ["Ujistěte se, že pole Město je vyplněno správně"],
          "": ["checkout.details.addressService.confirm"],
        },
      },
      addressConfirmation: "c0ffee",
    });
    expect(posts).toHaveLength(0);
  });

  test("an address the service refuses is not offered for confirmation", async () => {
    const { key, cookies } = await keyed();
    vi.mocked(checkAddresses).mockResolvedValueOnce({
      judged: new Set(["street"]),
      fieldErrors: { street: ["Pole Ulice nebylo vyplněno správně"] },
      blocks: true,
      confirmation: null,
    });
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.data.result).toMatchObject({
      error: { street: ["Pole Ulice nebylo vyplněno správně"] },
    });
    expect(reply.data.result).not.toMatchObject({ error: { "": expect.anything() as unknown } });
  });

  test("a form without its key asks for a reload instead of ordering", async () => {
    const posts = forgetfulStore();
    const reply = replyOf(await post({ ...VALID, orderKey: "forged" }));
    expect(reply.data.result).toMatchObject({ error: { "": ["checkout.details.errors.expired"] } });
    expect(posts).toHaveLength(0);
  });

  test("the store's own refusal shows at its field", async () => {
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/place"), () =>
        HttpResponse.json(
          {
            errors: [{ field: "email", title: "Účet s tímto e-mailem už existuje, přihlaste se" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { key, cookies } = await keyed();
    const reply = replyOf(await post({ ...VALID, orderKey: key }, cookies));
    expect(reply.init?.status).toBe(422);
    expect(reply.data.result).toMatchObject({
      error: { email: ["Účet s tímto e-mailem už existuje, přihlaste se"] },
    });
  });
});

describe("ARES without JavaScript", () => {
  test("fills the company and its billing address, keeping what was typed", async () => {
    const reply = replyOf(
      await post({ intent: "ares", tin: "27074358", email: "jana@example.cz" }),
    );
    expect(reply.init).toBeNull();
    expect(reply.data.result).toMatchObject({
      initialValue: {
        email: "jana@example.cz",
        tin: "27074358",
        companyName: STORE_COMPANY.data.name,
        vatin: "CZ27074358",
        billingCity: STORE_COMPANY.data.city,
        isBusiness: "on",
      },
    });
  });

  test("a wrong IČO is refused before asking ARES, an unknown one after", async () => {
    const wrong = replyOf(await post({ intent: "ares", tin: "27074359" }));
    expect(wrong.data.result).toMatchObject({ error: { tin: ["checkout.details.errors.tin"] } });
    mockServer.use(
      http.get(storeUrl("/api/v1/ares/ico"), () =>
        HttpResponse.json({ errors: [{ title: "Firma nenalezena" }] }, { status: 404 }),
      ),
    );
    const unknown = replyOf(await post({ intent: "ares", tin: "25596641" }));
    expect(unknown.data.result).toMatchObject({
      error: { tin: ["checkout.details.ares.notFound"] },
    });
  });
});

describe("a customer's account at checkout", () => {
  const HUSOVA = {
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

  const loggedIn = async () => [await authTokenCookie.serialize("customer-token-1")];

  function addressBook(answer: () => Response = () => HttpResponse.json({ data: [HUSOVA] })) {
    mockServer.use(http.get(storeUrl("/api/v1/user/addresses"), answer));
  }

  async function notificationsAfter(response: Response) {
    const after = requestAfter(new Request(PAGE), response.headers.getSetCookie());
    return (await takeNotifications(after)).notifications.map((notice) => notice.message);
  }

  test("the form starts with the profile's details and offers the saved addresses", async () => {
    addressBook();
    const page = await load(await loggedIn());
    expect(page.data.options.guest).toBe(false);
    expect(page.data.account).toMatchObject({
      prefill: { email: "jana.novakova@example.cz", fullName: "Jana Nováková" },
      addressBook: true,
      addresses: [{ id: 7, street: "Husova 5", countryCode: "CZE" }],
    });
  });

  test("a login the store refuses leads to the login page, logged out, and back here", async () => {
    addressBook();
    mockServer.use(
      http.get(storeUrl("/api/v1/user"), () => HttpResponse.json({}, { status: 401 })),
    );
    const thrown = await load(await loggedIn()).catch((error: unknown) => error);
    const response = redirectOf(thrown);
    expect(response.headers.get("location")).toBe(
      `/prihlasit?${new URLSearchParams({ redirectTo: "/kosik/dodaci-udaje" })}`,
    );
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/auth_token=;.*Max-Age=0/i)]),
    );
  });

  test("without JavaScript a saved address fills the delivery fields, the rest as typed", async () => {
    addressBook();
    const reply = replyOf(
      await post(
        {
          intent: "deliveryAddress",
          deliveryAddressId: "7",
          fullName: "Jana Nováková",
          note: "Zvonit dvakrát",
          street: "Jiná 1",
          password: "Heslo123!",
        },
        await loggedIn(),
      ),
    );
    expect(reply.init).toBeNull();
    expect(reply.data.result).toMatchObject({
      initialValue: {
        note: "Zvonit dvakrát",
        street: "Husova",
        houseNumber: "5",
        city: "Brno",
        postcode: "602 00",
        country: "CZE",
        shippingName: "",
      },
    });
    expect(JSON.stringify(reply.data.result)).not.toContain("Heslo");
  });

  test("an address that is not the customer's changes nothing", async () => {
    addressBook();
    const reply = replyOf(
      await post({ intent: "deliveryAddress", deliveryAddressId: "99", street: "Jiná 1" }, [
        ...(await loggedIn()),
      ]),
    );
    expect(reply.data.result).toMatchObject({ initialValue: { street: "Jiná 1" } });
    expect(reply.data.result).not.toMatchObject({ initialValue: { city: "Brno" } });
  });

  test("a book the store cannot read says so by the choice, the input kept", async () => {
    addressBook(() => HttpResponse.json({}, { status: 503 }));
    const reply = replyOf(
      await post(
        { intent: "billingAddress", billingAddressId: "8", note: "Zvonit dvakrát" },
        await loggedIn(),
      ),
    );
    expect(reply.init?.status).toBe(503);
    expect(reply.data.result).toMatchObject({
      initialValue: { note: "Zvonit dvakrát" },
      error: { billingAddressId: ["checkoutAccount.addresses.unavailable"] },
    });
  });

  test("a login refused while choosing an address leads to the login page", async () => {
    addressBook(() => HttpResponse.json({}, { status: 401 }));
    const response = redirectOf(
      await post({ intent: "deliveryAddress", deliveryAddressId: "7" }, await loggedIn()).catch(
        (error: unknown) => error,
      ),
    );
    expect(response.headers.get("location")).toMatch(/^\/prihlasit\?redirectTo=/);
  });

  test("a login refused while ordering leads to the login page", async () => {
    const { key, cookies } = await keyed();
    mockServer.use(
      http.post(storeUrl("/api/v1/cart/place"), () => HttpResponse.json({}, { status: 401 })),
    );
    const thrown = await post({ ...VALID, orderKey: key }, [
      ...cookies,
      ...(await loggedIn()),
    ]).catch((error: unknown) => error);
    expect(redirectOf(thrown).headers.get("location")).toMatch(/^\/prihlasit\?redirectTo=/);
  });

  test("a guest who registers with the order is logged in, and the finished page says so", async () => {
    const posts = forgetfulStore();
    const { key, cookies } = await keyed();
    const response = redirectOf(
      await post(
        {
          ...VALID,
          orderKey: key,
          isRegistration: "on",
          password: "Heslo123!",
          passwordConfirmation: "Heslo123!",
        },
        cookies,
      ),
    );
    expect(posts).toEqual([expect.objectContaining({ registration: true })]);
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    const setCookies = response.headers.getSetCookie();
    const after = requestAfter(new Request(PAGE), setCookies);
    expect(await authTokenCookie.parse(after.headers.get("cookie"))).toBe("access-token-1");
    expect(setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/cart_token=;.*Max-Age=0/i),
        expect.stringMatching(/order_key=;.*Max-Age=0/i),
      ]),
    );
    expect(await notificationsAfter(response)).toEqual(["checkoutAccount.finished.loggedIn"]);
    // The placed order's checkout state is gone with the login.
    expect(await readCheckoutChoices(after)).toMatchObject({ shipperId: null, paymentId: null });
  });

  test("a login after the registration that fails still ends on the order, told to log in", async () => {
    forgetfulStore();
    mockServer.use(
      http.post(storeUrl("/api/oauth/login"), () =>
        HttpResponse.json({ errors: [{ title: "Nesprávné přihlašovací údaje" }] }, { status: 401 }),
      ),
    );
    const { key, cookies } = await keyed();
    const response = redirectOf(
      await post(
        {
          ...VALID,
          orderKey: key,
          isRegistration: "on",
          password: "Heslo123!",
          passwordConfirmation: "Heslo123!",
        },
        cookies,
      ),
    );
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    expect(response.headers.getSetCookie().some((cookie) => /auth_token=[^;]/.test(cookie))).toBe(
      false,
    );
    expect(await notificationsAfter(response)).toEqual(["checkoutAccount.finished.accountCreated"]);
  });

  test("an address the store would not save is a warning on the finished page, the order placed", async () => {
    const posts = forgetfulStore();
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/shippers"), () =>
        HttpResponse.json({
          data: [
            ...STORE_SHIPPERS,
            { ...STORE_SHIPPERS[0], id: 4, code: "ppl", type: "COURIER", requiredAddress: true },
          ],
        }),
      ),
      http.get(storeUrl("/api/v1/user/addresses"), () => HttpResponse.json({ data: [] })),
      http.post(storeUrl("/api/v1/user/addresses"), () => HttpResponse.json({}, { status: 422 })),
    );
    const courier = await commitCheckoutChoices(new Request(PAGE), {
      shipperId: 4,
      paymentId: 2,
      branchId: null,
      deliveryTimeId: null,
    });
    const { key, cookies } = await keyed();
    const response = redirectOf(
      await post(
        {
          ...VALID,
          orderKey: key,
          street: "Husova",
          houseNumber: "5",
          city: "Brno",
          postcode: "602 00",
          saveAddress: "on",
        },
        [...cookies, courier, ...(await loggedIn())],
      ),
    );
    expect(posts).toHaveLength(1);
    expect(response.headers.get("location")).toBe("/kosik/dokonceni?token=order-token-1");
    expect(await notificationsAfter(response)).toEqual([
      "checkoutAccount.finished.addressNotSaved",
    ]);
  });
});
