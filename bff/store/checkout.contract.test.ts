import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { login, logout, register } from "./auth.ts";
import { addCartItem } from "./cart.ts";
import { applyCoupon, getOrderGifts, placeOrder, removeCoupon, validateCart } from "./checkout.ts";
import { lookupCompany, subscribeNewsletter } from "./customers.ts";
import { getOrderStatusByCode, getOrderByToken, getUserOrder, getUserOrders } from "./orders.ts";
import { getCountries, getGlobals } from "./settings.ts";
import {
  getBranchByRemoteId,
  getBranchesByIds,
  getCartPayments,
  getCartShippers,
  getDeliveryTimes,
  getShippers,
  searchBranches,
} from "./shipping.ts";
import { getCreditsAmount, getUser } from "./user.ts";

/** The store clients of bff/store against the live sandbox: every answer parses. */

const { storeUrl } = connectToLiveSandbox();

const guest = testContext();
const kindOf = (reason: unknown) => (isBffError(reason) ? reason.kind : reason);

describe("settings and shipping", () => {
  test("globals, countries, shippers and gifts parse", async () => {
    const globals = await getGlobals({ ctx: guest });
    expect(globals.orderMinimumValue).toBe(300);
    expect(globals.fastestShipper).not.toBeNull();
    expect(globals.settings.restrictedGroups).toEqual(["wholesale"]);
    expect((await getCountries({ ctx: guest })).map((c) => c.code)).toContain("SVK");
    const shippers = await getShippers({ ctx: guest });
    expect(shippers.find((s) => s.type === "PERSONAL")?.blockedPayments.length).toBeGreaterThan(0);
    expect((await getOrderGifts({ ctx: guest })).length).toBeGreaterThan(0);
  });

  test("branches by search, keys and remote id; delivery times", async () => {
    const page = await searchBranches({ ctx: guest, shipperId: 2, s: "Brno", perPage: 5 });
    expect(page.data.length).toBe(5);
    const first = page.data[0];
    expect(first?.city).toBe("Brno");
    const ids = page.data.map((b) => b.id).reverse();
    expect((await getBranchesByIds({ ctx: guest, ids })).map((b) => b.id)).toEqual(ids);
    const byRemote = await getBranchByRemoteId({
      ctx: guest,
      shipperId: 2,
      remoteId: first?.remoteId ?? "",
    });
    expect(byRemote.id).toBe(first?.id);
    expect((await getDeliveryTimes({ ctx: guest, shipperId: 5 })).length).toBeGreaterThan(0);
  });

  test("ARES and newsletter", async () => {
    expect((await lookupCompany({ ctx: guest, ico: "27074358" })).name).toContain("Dvořák");
    const email = `news-${Date.now()}@example.cz`;
    await subscribeNewsletter({ ctx: guest, email, callbackUrl: "http://shop.test/aktivovat" });
    const again = await subscribeNewsletter({
      ctx: guest,
      email,
      callbackUrl: "http://shop.test/aktivovat",
    }).catch(kindOf);
    expect(again).toBe("unauthorized");
  });
});

describe("checkout", () => {
  test("a logged-in customer: coupon, validate, place once, read back, ship, earn credits", async () => {
    // A customer of its own, so other test files spending credits cannot change the sums.
    const email = `zakaznik-${Date.now()}@example.cz`;
    await register({
      ctx: guest,
      input: {
        email,
        password: "Heslo123!",
        password_confirmation: "Heslo123!",
        firstName: "Eva",
        lastName: "Malá",
      },
    });
    const token = await login({ ctx: guest, email, password: "Heslo123!" });
    const ctx = testContext({ authToken: token });
    expect((await getUser({ ctx })).email).toBe(email);
    expect(await getCreditsAmount({ ctx })).toBe(0);

    await addCartItem({ ctx, variantId: 10121, amount: 4 });
    const withCoupon = await applyCoupon({ ctx, couponCode: "SLEVA10" });
    expect(withCoupon.couponCode).toBe("SLEVA10");
    await removeCoupon({ ctx });
    await validateCart({ ctx });
    const shippers = await getCartShippers({ ctx });
    const payments = await getCartPayments({ ctx });
    expect(shippers.length).toBeGreaterThan(0);
    const card = payments.find((p) => p.type === "CARD_ONLINE");

    const order = await placeOrder({
      ctx,
      idempotencyKey: crypto.randomUUID(),
      payload: {
        name: "Eva Malá",
        email,
        phone: "+420 601 234 567",
        billing_address: {
          street: "Husova 5",
          city: "Brno",
          postcode: "602 00",
          country_code: "CZE",
        },
        business: null,
        shipping: null,
        payment_id: card?.id ?? 1,
        shipper_id: 4,
        terms: true,
      },
    });
    expect(order.code).toMatch(/^\d{10}$/);
    expect(order.paymentUrl).toMatch(/\/gateway\//);
    expect((await getOrderByToken({ ctx: guest, token: order.token }))?.code).toBe(order.code);
    expect(await getOrderByToken({ ctx: guest, token: "unknown" })).toBeNull();
    const status = await getOrderStatusByCode({ ctx: guest, code: order.code });
    expect(status).toMatchObject({ id: order.id, status: "new" });
    const raw = await fetch(`${storeUrl}/api/v1/orders/code/${order.code}`);
    expect(((await raw.json()) as { data: object }).data).not.toHaveProperty("customer");
    expect((await getUserOrders({ ctx })).meta.pagination.total).toBeGreaterThan(0);
    expect((await getUserOrder({ ctx, codeOrId: String(order.id) })).code).toBe(order.code);

    const shipped = await fetch(`${storeUrl}/__sandbox/orders/${order.code}/ship`, {
      method: "POST",
    });
    expect(shipped.status).toBe(204);
    // 10 % of the 996 Kč paid for the items, rounded down to whole credits.
    expect(await getCreditsAmount({ ctx })).toBe(99);

    await logout({ ctx });
    expect(await getUser({ ctx }).catch(kindOf)).toBe("unauthorized");
  });

  test("one order per submission: the same Idempotency-Key returns the first order", async () => {
    const { cartToken } = await addCartItem({ ctx: guest, variantId: 10121, amount: 2 });
    const ctx = testContext({ cartToken });
    const submission = {
      ctx,
      idempotencyKey: crypto.randomUUID(),
      payload: {
        name: "Jana Nováková",
        email: `jana.${Date.now()}@example.cz`,
        phone: "+420 602 111 222",
        billing_address: {
          street: "Dlouhá 1",
          city: "Praha",
          postcode: "110 00",
          country_code: "CZE",
        },
        business: null,
        shipping: null,
        payment_id: 2,
        shipper_id: 4,
        terms: true as const,
      },
    };
    const first = await placeOrder(submission);
    const again = await placeOrder(submission);
    expect(again.code).toBe(first.code);
  });

  test("validation refuses an empty cart with the error shape", async () => {
    const { cartToken } = await addCartItem({ ctx: guest, variantId: 10121, amount: 1 });
    const ctx = testContext({ cartToken });
    // 249 Kč is below the 300 Kč minimum order.
    expect(await validateCart({ ctx }).catch(kindOf)).toBe("validation");
  });
});
