import { describe, expect, test } from "vitest";

import { isBffError } from "#bff/errors.ts";
import { testContext } from "#bff/mocks/context.ts";
import { connectToLiveSandbox } from "#bff/mocks/live-sandbox.ts";

import { login } from "./auth.ts";
import { addCartItem } from "./cart.ts";
import { placeOrder } from "./checkout.ts";
import { addReview, getComments, getReviews, getStoreProduct, watchVariant } from "./products.ts";

/** Product detail, reviews, comments and watchers against the live sandbox. */

const { storeUrl } = connectToLiveSandbox();

const guest = testContext();
const AMORA = { productId: 1003, variantId: 10031 };
const kindOf = (reason: unknown) => (isBffError(reason) ? reason.kind : reason);

describe("product detail", () => {
  test("a discounted variant shows the lowest price of the last 30 days", async () => {
    const product = await getStoreProduct({ ctx: guest, productId: AMORA.productId });
    const variant = product.variants.find((v) => v.id === AMORA.variantId);
    expect(variant?.prices.unitWithTax).toBe(1234.5);
    expect(variant?.store?.lowestPrice30DaysWithTax).toBeLessThan(1234.5);
    expect(product.alternatives.length).toBeGreaterThan(0);
    expect(await getStoreProduct({ ctx: guest, productId: 999_999 }).catch(kindOf)).toBe(
      "not_found",
    );
  });

  test("reviews page, sort and filter; comments and watchers parse", async () => {
    const all = await getReviews({ ctx: guest, productId: AMORA.productId, perPage: 100 });
    const withText = await getReviews({
      ctx: guest,
      productId: AMORA.productId,
      perPage: 100,
      onlyWithReview: true,
      sort: "rating",
      sortDirection: "asc",
    });
    expect(withText.meta.pagination.total).toBeLessThanOrEqual(all.meta.pagination.total);
    expect(withText.data.every((review) => review.text)).toBe(true);
    await getComments({ ctx: guest, productId: AMORA.productId });
    const watch = await watchVariant({ ctx: guest, variantId: 10013, email: "hlidat@example.cz" });
    expect(watch.variantId).toBe(10013);
  });
});

describe("reviews in the shopper's language", () => {
  test("come first, each naming the language it was written in", async () => {
    const german = testContext({ locale: "de", currency: "EUR" });
    const { data } = await getReviews({
      ctx: german,
      productId: AMORA.productId,
      perPage: 100,
      onlyWithReview: true,
    });
    const languages = data.map((review) => review.locale);
    expect(languages[0]).toBe("de");
    expect(languages).toContain("cs");
    expect(languages.indexOf("cs")).toBeGreaterThan(languages.lastIndexOf("de"));
  });
});

describe("adding a review", () => {
  test("needs a rating, then a purchased and shipped product", async () => {
    const token = await login({
      ctx: guest,
      email: "nakup@firma-example.cz",
      password: "Heslo123!",
    });
    const ctx = testContext({ authToken: token });
    const empty = await fetch(`${storeUrl}/api/v1/products/${AMORA.productId}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      statusCode: 422,
      errors: [{ field: "rating", title: "Ohodnoťte zboží alespoň pomocí hvězdiček" }],
    });
    // Not bought yet: the store forbids the review.
    expect(await addReview({ ctx, productId: AMORA.productId, rating: 100 }).catch(kindOf)).toBe(
      "forbidden",
    );

    await addCartItem({ ctx, variantId: AMORA.variantId, amount: 1 });
    const order = await placeOrder({
      ctx,
      idempotencyKey: crypto.randomUUID(),
      payload: {
        name: "Petr Dvořák",
        email: "nakup@firma-example.cz",
        phone: "+420 602 345 678",
        billing_address: {
          street: "Korunní 104",
          city: "Praha",
          postcode: "101 00",
          country_code: "CZE",
        },
        business: { business_name: "Erotika Dvořák s.r.o.", TIN: "27074358", VATIN: "CZ27074358" },
        shipping: null,
        payment_id: 2,
        shipper_id: 4,
        terms: true,
      },
    });
    await fetch(`${storeUrl}/__sandbox/orders/${order.code}/ship`, { method: "POST" });
    const review = await addReview({ ctx, productId: AMORA.productId, rating: 80, text: "Super" });
    expect(review).toMatchObject({ rating: 80, text: "Super" });
  });
});

describe("items for credits", () => {
  const GEL = { productId: 1036, variantId: 10361 };

  test("show their credit price and need a login with enough credits", async () => {
    const product = await getStoreProduct({ ctx: guest, productId: GEL.productId });
    expect(product.variants.find((v) => v.id === GEL.variantId)?.store?.creditsPrice).toBe(179);
    const forCredits = { variantId: GEL.variantId, amount: 1, forCredits: true };
    const asGuest = await addCartItem({ ctx: guest, ...forCredits }).catch(
      (error: unknown) => error,
    );
    expect(isBffError(asGuest) && asGuest.detail).toEqual({
      kind: "validation",
      fieldErrors: { credits: ["Za kredity může nakupovat jen přihlášený zákazník"] },
    });
    // The business customer has no credits at all.
    const token = await login({
      ctx: guest,
      email: "nakup@firma-example.cz",
      password: "Heslo123!",
    });
    const ctx = testContext({ authToken: token });
    expect(await addCartItem({ ctx, ...forCredits }).catch(kindOf)).toBe("validation");
  });
});
