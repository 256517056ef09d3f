import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { activate, forgotPassword, login, register, resetPassword } from "./auth.ts";
import { addCartItem, getCart } from "./cart.ts";
import { addCartItemsBatch, clearCart, placeOrder, useCartCredits } from "./checkout.ts";
import { getCurrencies } from "./currencies.ts";
import { getOrderByToken } from "./orders.ts";
import { changePassword, getCreditsAmount, getUser, updateUser } from "./user.ts";

/** Registration, passwords, credits, batch add and the payment gateway over real HTTP. */

const { storeUrl } = connectToLiveSandbox();

const guest = testContext();
const kindOf = (reason: unknown) => (isBffError(reason) ? reason.kind : reason);
const CALLBACK = "http://shop.test/resetovat-heslo";

async function lastMailLink(to: string): Promise<URL> {
  const response = await fetch(`${storeUrl}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: Array<{ link: string | null }> };
  return new URL(data[0]?.link ?? "http://missing.test");
}

describe("accounts", () => {
  test("register, activate, change and reset the password", async () => {
    const email = `novy-${Date.now()}@example.cz`;
    const registered = await register({
      ctx: guest,
      input: {
        email,
        password: "TajneHeslo1",
        password_confirmation: "TajneHeslo1",
        firstName: "Nový",
        lastName: "Zákazník",
        callbackUrl: "http://shop.test/aktivovat",
      },
    });
    const ctx = testContext({ authToken: registered.access_token });
    // A logged-in customer always has a cart, empty at first.
    expect((await getCart({ ctx })).cart?.items).toEqual([]);
    const activation = await lastMailLink(email);
    expect(await activate({ ctx: guest, token: activation.searchParams.get("token") ?? "" })).toBe(
      "account",
    );
    expect((await updateUser({ ctx, patch: { phone: "+420 777 888 999" } })).phone).toBe(
      "+420 777 888 999",
    );

    const wrongOld = await changePassword({
      ctx,
      input: {
        old_password: "spatne",
        password: "NoveHeslo2",
        password_confirmation: "NoveHeslo2",
      },
    }).catch((reason: unknown) => reason);
    expect(isBffError(wrongOld) && wrongOld.detail).toMatchObject({
      kind: "validation",
      fieldErrors: { old_password: ["Původní heslo není správné"] },
    });
    await changePassword({
      ctx,
      input: {
        old_password: "TajneHeslo1",
        password: "NoveHeslo2",
        password_confirmation: "NoveHeslo2",
      },
    });

    await forgotPassword({ ctx: guest, email, callbackUrl: CALLBACK });
    const link = await lastMailLink(email);
    expect(link.pathname).toBe("/resetovat-heslo");
    await resetPassword({
      ctx: guest,
      input: {
        email,
        token: link.searchParams.get("token") ?? "",
        password: "TretiHeslo3",
        password_confirmation: "TretiHeslo3",
      },
    });
    // The reset ends every session and the old password.
    expect(await getUser({ ctx }).catch(kindOf)).toBe("unauthorized");
    expect(await login({ ctx: guest, email, password: "NoveHeslo2" }).catch(kindOf)).toBe(
      "unauthorized",
    );
    expect(await login({ ctx: guest, email, password: "TretiHeslo3" })).toMatch(/\w{32,}/);
  });

  test("a restricted group gets no credits; currencies still parse", async () => {
    const token = await login({
      ctx: guest,
      email: "velkoobchod@example.cz",
      password: "Heslo123!",
    });
    expect(await getCreditsAmount({ ctx: testContext({ authToken: token }) })).toBe(0);
    expect((await getCurrencies({ ctx: guest })).length).toBeGreaterThan(0);
  });
});

describe("cart extras and the payment gateway", () => {
  test("batch add reports what did not fit; clear empties", async () => {
    const batch = await addCartItemsBatch({
      ctx: guest,
      items: [
        { id: 10121, amount: 2 },
        { id: 10013, amount: 1 },
      ],
    });
    expect(batch.importIncomplete).toBe(1);
    expect(batch.errors[0]?.field).toBe("items.1.amount");
    const ctx = testContext({ cartToken: batch.cartToken });
    expect((await clearCart({ ctx })).items).toEqual([]);
  });

  test("credits pay part of an order; a card payment returns through the gateway", async () => {
    const token = await login({
      ctx: guest,
      email: "jana.novakova@example.cz",
      password: "Heslo123!",
    });
    const ctx = testContext({ authToken: token });
    await addCartItem({ ctx, variantId: 10121, amount: 2 });
    const cart = await useCartCredits({ ctx, credits: 50 });
    expect(cart.prices.creditsWithTax).toBe(50);
    expect(await useCartCredits({ ctx, credits: 100_000 }).catch(kindOf)).toBe("validation");

    const order = await placeOrder({
      ctx,
      idempotencyKey: crypto.randomUUID(),
      payload: {
        name: "Jana Nováková",
        email: "jana.novakova@example.cz",
        phone: "+420 601 234 567",
        billing_address: {
          street: "Husova 5",
          city: "Brno",
          postcode: "602 00",
          country_code: "CZE",
        },
        business: null,
        shipping: null,
        payment_id: 1,
        shipper_id: 2,
        branch_id: 100,
        terms: true,
      },
    });
    const page = await fetch(order.paymentUrl ?? "");
    expect(await page.text()).toContain(order.code);
    const paid = await fetch(`${order.paymentUrl ?? ""}/pay`, {
      method: "POST",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const callback = new URL(paid.headers.get("location") ?? "");
    expect(callback.pathname).toBe("/checkout/payment/callback");
    expect(callback.searchParams.get("status")).toBe("paid");
    const reread = await getOrderByToken({ ctx: guest, token: order.token });
    expect(reread).toMatchObject({ paymentStatus: "paid", paymentUrl: null });
  });
});
