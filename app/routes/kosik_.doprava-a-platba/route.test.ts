import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { readCheckoutChoices } from "#app/checkout/checkout-session.server.ts";
import { action, loader } from "#app/routes/kosik_.doprava-a-platba/route.tsx";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { requestAfter } from "#app/shopper/session.server.ts";
import { formPost } from "#app/testing/form-post.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";
import { STORE_PAYMENTS } from "#bff/mocks/store-fixtures.ts";

setUpMockUpstreams();

const PAGE = "http://localhost/kosik/doprava-a-platba";

async function guestCookie() {
  return (await cartTokenCookie.serialize("guest-token-abc123")).split(";")[0] ?? "";
}

function withCart() {
  mockServer.use(
    http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
  );
}

/** The cookies a browser sends after the guest cookie and the Set-Cookies `after`. */
async function cookieAfter(after: Array<string>) {
  const request = new Request(PAGE, { headers: { cookie: await guestCookie() } });
  return requestAfter(request, after).headers.get("cookie") ?? "";
}

/** Posts a form as a browser without JavaScript does. */
async function post(fields: Record<string, string>, after: Array<string> = [], url = PAGE) {
  return formPost(action, url, fields, { cookie: await cookieAfter(after) });
}

async function flashed(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return (await takeNotifications(new Request(PAGE, { headers: { cookie } }))).notifications;
}

function sessionCookie(response: unknown): string {
  if (!(response instanceof Response)) throw new Error("expected a redirect");
  return response.headers.get("set-cookie") ?? "";
}

async function choicesAfter(setCookies: Array<string>) {
  return readCheckoutChoices(requestAfter(new Request(PAGE), setCookies));
}

async function load(after: Array<string> = [], url = PAGE) {
  const request = new Request(url, { headers: { cookie: await cookieAfter(after) } });
  return loader({ request, params: {}, context: {} });
}

describe("shipping and payment loader", () => {
  test("an empty cart goes back to the cart", async () => {
    const thrown = await load().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("location")).toBe("/kosik");
    expect(await flashed(thrown as Response)).toEqual([
      expect.objectContaining({ type: "info", message: "checkout.sentBack.cart" }),
    ]);
  });

  test("a shopper without any cart goes back to it, not to the store's refusal", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/shippers"), () => new HttpResponse(null, { status: 401 })),
    );
    const request = new Request(PAGE);
    const thrown = await loader({ request, params: {}, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("location")).toBe("/kosik");
  });

  test("lists the cart's shippers and payments with nothing chosen yet", async () => {
    withCart();
    const page = await load();
    expect(page.shippers.map((shipper) => shipper.name)).toEqual([
      "Osobní odběr na prodejně",
      "Zásilkovna – výdejní místo",
    ]);
    expect(page.payments.map((payment) => payment.name)).toEqual([
      "Platba kartou online",
      "Bankovní převod",
    ]);
    expect(page.missing).toEqual(["shipper", "payment"]);
    expect(page.reopened).toBeNull();
  });

  test("Změnit without JavaScript names the choice to show open; anything else opens none", async () => {
    withCart();
    expect((await load([], `${PAGE}?change=payment`)).reopened).toBe("payment");
    expect((await load([], `${PAGE}?change=constructor`)).reopened).toBeNull();
  });
});

describe("shipping and payment action without JavaScript", () => {
  test("a shipper, a pick-up point and a payment: each a 303 back, kept in the session", async () => {
    const shipper = await post(
      { intent: "shipper", shipperId: "2" },
      [],
      `${PAGE}?change=shipper&branchQuery=Brno`,
    );
    expect(shipper).toBeInstanceOf(Response);
    expect((shipper as Response).status).toBe(303);
    // Back with the shippers folded again; a search for a point is kept for the point.
    expect((shipper as Response).headers.get("location")).toBe(
      "/kosik/doprava-a-platba?branchQuery=Brno",
    );
    const afterShipper = [sessionCookie(shipper)];
    expect(await choicesAfter(afterShipper)).toMatchObject({ shipperId: 2 });

    const branch = await post(
      { intent: "branch", branchId: "100" },
      afterShipper,
      `${PAGE}?branchQuery=Praha`,
    );
    // The point is chosen: the search that found it closes.
    expect((branch as Response).headers.get("location")).toBe("/kosik/doprava-a-platba");
    const afterBranch = [...afterShipper, sessionCookie(branch)];

    const payment = await post({ intent: "payment", paymentId: "2" }, afterBranch);
    const afterPayment = [...afterBranch, sessionCookie(payment)];
    expect(await choicesAfter(afterPayment)).toEqual({
      shipperId: 2,
      branchId: 100,
      paymentId: 2,
      deliveryTimeId: null,
    });

    withCart();
    const page = await load(afterPayment);
    expect(page.missing).toEqual([]);
    expect(page.branches?.chosen?.id).toBe(100);
  });

  test("a different shipper clears the pick-up point and a payment it blocks", async () => {
    const chosen = [sessionCookie(await post({ intent: "shipper", shipperId: "2" }))];
    chosen.push(sessionCookie(await post({ intent: "branch", branchId: "100" }, chosen)));
    chosen.push(sessionCookie(await post({ intent: "payment", paymentId: "2" }, chosen)));
    const personal = await post({ intent: "shipper", shipperId: "1" }, chosen);
    expect(await choicesAfter([...chosen, sessionCookie(personal)])).toEqual({
      shipperId: 1,
      branchId: null,
      paymentId: 2,
      deliveryTimeId: null,
    });
  });

  test("a payment the new shipper does not allow is cleared, and the shopper is told so", async () => {
    mockServer.use(
      http.get(storeUrl("/api/v1/cart/payments"), () =>
        HttpResponse.json({
          data: [
            ...STORE_PAYMENTS,
            {
              ...STORE_PAYMENTS[0],
              id: 3,
              code: "dobirka",
              name: "Dobírka",
              type: "CASH_ON_DELIVERY",
            },
          ],
        }),
      ),
    );
    const chosen = [sessionCookie(await post({ intent: "shipper", shipperId: "2" }))];
    chosen.push(sessionCookie(await post({ intent: "payment", paymentId: "3" }, chosen)));
    const personal = await post({ intent: "shipper", shipperId: "1" }, chosen);
    expect(await choicesAfter([...chosen, sessionCookie(personal)])).toMatchObject({
      shipperId: 1,
      paymentId: null,
    });
    const told = await flashed(personal as Response);
    expect(told.map(({ type, message, values }) => ({ type, message, values }))).toEqual([
      {
        type: "warning",
        message: "checkout.methods.paymentCleared",
        values: { payment: "Dobírka", shipper: "Osobní odběr na prodejně" },
      },
    ]);
  });

  test("an id the store does not offer is refused at its field, the choices unchanged", async () => {
    const response = await post({ intent: "shipper", shipperId: "99" });
    expect(response).not.toBeInstanceOf(Response);
    const { data, init } = response as unknown as {
      data: { result: { error?: Record<string, Array<string>> } };
      init: { status: number };
    };
    expect(init.status).toBe(422);
    expect(data.result.error?.shipperId).toEqual(["checkout.methods.shipperInvalid"]);
  });

  test("a pick-up point before a shipper is refused", async () => {
    const response = await post({ intent: "branch", branchId: "100" });
    const { data } = response as unknown as {
      data: { result: { error?: Record<string, Array<string>> } };
    };
    expect(data.result.error?.branchId).toEqual(["checkout.methods.shipperFirst"]);
  });

  test("a form without a choice is refused with the field's message", async () => {
    const response = await post({ intent: "payment" });
    const { data, init } = response as unknown as {
      data: { result: { error?: Record<string, Array<string>> } };
      init: { status: number };
    };
    expect(init.status).toBe(400);
    expect(data.result.error?.paymentId).toEqual(["checkout.methods.paymentRequired"]);
  });
});
