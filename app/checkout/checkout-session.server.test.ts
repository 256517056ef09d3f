import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";

import { chosenGiftId, commitCartSession } from "#app/cart/cart-session.server.ts";
import {
  checkoutGate,
  clearCheckoutChoices,
  commitCheckoutChoices,
  readCheckoutChoices,
  type CheckoutChoices,
} from "#app/checkout/checkout-session.server.ts";
import { cartTokenCookie } from "#app/shopper/cookies.server.ts";
import { takeNotifications } from "#app/shopper/flash.server.ts";
import { sessionIdOf, commitSessionId, requestAfter } from "#app/shopper/session.server.ts";
import { CART_WITH_OIL } from "#bff/mocks/fixtures.ts";
import { mockServer, setUpMockUpstreams, storeUrl } from "#bff/mocks/server.ts";

setUpMockUpstreams();

const PICKUP: CheckoutChoices = { shipperId: 2, paymentId: 2, branchId: 100, deliveryTimeId: null };

async function guestRequest(
  url = "http://localhost/kosik/dodaci-udaje",
  setCookies: Array<string> = [],
) {
  const token = (await cartTokenCookie.serialize("guest-token-abc123")).split(";")[0] ?? "";
  const request = new Request(url, { headers: { cookie: token } });
  return requestAfter(request, setCookies);
}

function withCart() {
  mockServer.use(
    http.get(storeUrl("/api/v1/cart"), () => HttpResponse.json({ data: CART_WITH_OIL })),
  );
}

describe("checkout choices in the session", () => {
  test("nothing is chosen without a session", async () => {
    expect(await readCheckoutChoices(new Request("http://localhost/"))).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      deliveryTimeId: null,
    });
  });

  test("stored choices read back, keeping the rest of the session", async () => {
    const base = await guestRequest();
    const withId = requestAfter(base, [await commitSessionId(base, "0123456789abcdef01234567")]);
    const request = requestAfter(withId, [await commitCheckoutChoices(withId, PICKUP)]);
    expect(await readCheckoutChoices(request)).toEqual(PICKUP);
    expect(await sessionIdOf(request)).toBe("0123456789abcdef01234567");
  });

  test("clearing forgets the choices and the chosen gift, and keeps queued messages", async () => {
    const base = await guestRequest();
    const withGift = requestAfter(base, [
      await commitCartSession(base, {
        giftId: 2,
        notifications: [{ type: "success", message: "checkout.payment.paid" }],
      }),
    ]);
    const chosen = requestAfter(withGift, [await commitCheckoutChoices(withGift, PICKUP)]);
    const cleared = requestAfter(chosen, [await clearCheckoutChoices(chosen)]);
    expect(await readCheckoutChoices(cleared)).toEqual({
      shipperId: null,
      paymentId: null,
      branchId: null,
      deliveryTimeId: null,
    });
    expect(await chosenGiftId(cleared)).toBeNull();
    const { notifications } = await takeNotifications(cleared);
    expect(notifications.map((notification) => notification.message)).toEqual([
      "checkout.payment.paid",
    ]);
  });
});

describe("checkoutGate", () => {
  test("an empty cart goes to the cart", async () => {
    const response = await checkoutGate(await guestRequest(), {}, "details");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/kosik");
    expect((await checkoutGate(await guestRequest(), {}, "methods"))?.headers.get("location")).toBe(
      "/kosik",
    );
  });

  test("the details step without a shipper and payment goes to the methods step", async () => {
    withCart();
    const response = await checkoutGate(await guestRequest(), {}, "details");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/kosik/doprava-a-platba");
  });

  test("the methods step may be reached with a cart and nothing chosen", async () => {
    withCart();
    expect(await checkoutGate(await guestRequest(), {}, "methods")).toBeNull();
  });

  test("a pick-up shipper without its branch, or a shipper no longer offered, goes back", async () => {
    const base = await guestRequest();
    for (const choices of [
      { ...PICKUP, branchId: null },
      { ...PICKUP, shipperId: 9 },
      { ...PICKUP, paymentId: 7 },
    ]) {
      withCart();
      const request = requestAfter(base, [await commitCheckoutChoices(base, choices)]);
      const response = await checkoutGate(request, {}, "details");
      expect(response?.headers.get("location")).toBe("/kosik/doprava-a-platba");
    }
  });

  test("complete choices let the shopper stay on the details step", async () => {
    withCart();
    const base = await guestRequest();
    const request = requestAfter(base, [await commitCheckoutChoices(base, PICKUP)]);
    expect(await checkoutGate(request, {}, "details")).toBeNull();
  });

  test("redirects in the shopper's language", async () => {
    withCart();
    const response = await checkoutGate(
      await guestRequest("http://localhost/sk/kosik/dodacie-udaje"),
      {},
      "details",
    );
    expect(response?.headers.get("location")).toBe("/sk/kosik/doprava-a-platba");
  });
});
