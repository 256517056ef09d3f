import { type Request, Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { toMinor } from "#sandbox/money.ts";
import { optionalUser, requireUser, userGroups } from "#sandbox/store/accounts.ts";
import {
  assertNoProblems,
  cartProblems,
  checkoutCart,
  giftJson,
  listGifts,
  useCredits,
} from "#sandbox/store/checkout.ts";
import { requireUsableCoupon } from "#sandbox/store/coupons.ts";
import { czkRate, toCzk } from "#sandbox/store/money-conversion.ts";
import { findOrderByIdempotencyKey, orderJson, placeOrder } from "#sandbox/store/orders.ts";
import { listPayments, listShippers, paymentJson, shipperJson } from "#sandbox/store/shipping.ts";

import { cartAccess } from "./cart-access.ts";

const CouponBodySchema = z.object({ couponCode: z.string().trim().min(1).max(64) });
const CreditsBodySchema = z.object({ credits: z.number().int().min(0) });

const AddressSchema = z.object({
  street: z.string().trim().min(1),
  city: z.string().trim().min(1),
  postcode: z.string().trim().min(1),
  country_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("CZE"),
});

const PlaceOrderBodySchema = z.object({
  name: z.string().trim().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().trim().min(1),
  phone: z.string().trim().min(1),
  billing_address: AddressSchema,
  business: z
    .object({
      business_name: z.string().trim().min(1),
      TIN: z.string().trim(),
      VATIN: z.string().nullish(),
    })
    .nullable()
    .default(null),
  shipping: z
    .object({
      name: z.string().optional(),
      address: AddressSchema.nullish(),
      business_name: z.string().optional(),
      phone: z.string().optional(),
    })
    .nullable()
    .default(null),
  custom: z.record(z.string(), z.unknown()).optional(),
  comment: z.string().max(2000).optional(),
  shipper_comment: z.string().max(500).optional(),
  payment_id: z.number().int().positive(),
  shipper_id: z.number().int().positive(),
  branch_id: z.number().int().positive().nullish(),
  terms: z.boolean(),
  cardRequest: z.boolean().optional(),
  order_gifts: z.array(z.number().int().positive()).max(10).optional(),
  newsletter: z.boolean().optional(),
  heureka_allow: z.boolean().optional(),
  zbozicz_allow: z.boolean().optional(),
  magazine: z.boolean().optional(),
  phone_notification: z.boolean().optional(),
  delivery_time_id: z.string().nullish(),
  utm: z.record(z.string(), z.unknown()).optional(),
  registration: z.boolean().optional(),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  /** With `registration`: the storefront's activation page, as POST /register takes it. */
  callbackUrl: z.url({ protocol: /^https?$/ }).optional(),
});

const PLACE_TITLES = {
  name: MESSAGES.fullName,
  email: MESSAGES.email,
  phone: MESSAGES.phone,
  billing_address: MESSAGES.fillBillingAddress,
  payment_id: MESSAGES.choosePayment,
  shipper_id: MESSAGES.chooseShipping,
  branch_id: MESSAGES.choosePickupPoint,
  terms: MESSAGES.agreeToTerms,
  order_gifts: MESSAGES.invalidGifts,
};

/** Checkout under /api/v1/cart: shipping and payment lists, coupon, credits, validate, place. */
export function checkoutRouter(options: {
  db: Db;
  headerPrefix: string;
  now: () => number;
  /** Where the order mail's status link leads. */
  storefrontUrl: string;
}): Router {
  const { db, headerPrefix, now, storefrontUrl } = options;
  const router = Router();
  const access = cartAccess(options);

  const loadCheckout = (req: Request) => {
    const cart = access.requireCart(req);
    const { locale } = readShopContext(req, headerPrefix);
    return checkoutCart(db, cart, access.cartCurrency(req, cart), now(), locale);
  };
  const groupsOf = (req: Request) => {
    const user = optionalUser(db, req, now());
    return {
      user,
      groups: user ? userGroups(user) : readShopContext(req, headerPrefix).userGroups,
    };
  };

  router.get("/cart/shippers", (req, res) => {
    const checkout = loadCheckout(req);
    const { locale } = readShopContext(req, headerPrefix);
    res.json({
      data: listShippers(db, locale).map((s) => shipperJson(db, s, checkout.pricing, now())),
    });
  });

  router.get("/cart/payments", (req, res) => {
    const checkout = loadCheckout(req);
    const { locale } = readShopContext(req, headerPrefix);
    res.json({ data: listPayments(db, locale).map((p) => paymentJson(p, checkout.pricing)) });
  });

  router.post("/cart/coupon", (req, res) => {
    const body = parseOrThrow(CouponBodySchema, req.body, {
      status: 422,
      titles: { couponCode: MESSAGES.enterCoupon },
    });
    const cart = db.transaction(() => {
      const checkout = loadCheckout(req);
      const itemsCzk = toCzk(toMinor(checkout.json.prices.itemsWithTax), checkout.pricing.rate);
      const coupon = requireUsableCoupon(db, body.couponCode, itemsCzk, now());
      db.prepare("UPDATE carts SET coupon_code = ? WHERE id = ?").run(coupon.code, checkout.row.id);
      checkout.row.coupon_code = coupon.code;
      return access.answerCart(req, checkout.row);
    })();
    res.json({ data: { cart } });
  });

  router.delete("/cart/coupon", (req, res) => {
    const cart = db.transaction(() => {
      const found = access.requireCart(req);
      db.prepare("UPDATE carts SET coupon_code = NULL WHERE id = ?").run(found.id);
      found.coupon_code = null;
      return access.answerCart(req, found);
    })();
    res.json({ data: { cart } });
  });

  router.post("/cart/credits", (req, res) => {
    const body = parseOrThrow(CreditsBodySchema, req.body, {
      status: 422,
      titles: { credits: MESSAGES.creditsWhole },
    });
    const cart = db.transaction(() => {
      const user = requireUser(db, req, now());
      const found = access.requireCart(req);
      useCredits(db, found, user, body.credits);
      return access.answerCart(req, found);
    })();
    res.json({ data: { cart } });
  });

  router.post("/cart/validate", (req, res) => {
    const checkout = loadCheckout(req);
    const { user, groups } = groupsOf(req);
    assertNoProblems(cartProblems(db, checkout, user, groups, now()));
    res.json({ data: { cart: checkout.json } });
  });

  router.post("/cart/place", (req, res) => {
    const body = parseOrThrow(PlaceOrderBodySchema, req.body, {
      status: 422,
      titles: PLACE_TITLES,
    });
    const idempotencyKey = req.get("idempotency-key")?.trim() || undefined;
    if (idempotencyKey !== undefined && idempotencyKey.length > 200) {
      throw httpError(400, MESSAGES.idempotencyKeyTooLong);
    }
    const order = db.transaction(() => {
      const { user, groups } = groupsOf(req);
      const checkout = loadCheckout(req);
      return placeOrder(db, body, {
        checkout,
        user,
        groups,
        idempotencyKey,
        gatewayBaseUrl: `${req.protocol}://${req.get("host") ?? "localhost"}`,
        storefrontUrl,
        now: now(),
        locale: readShopContext(req, headerPrefix).locale,
      });
    })();
    res.status(201).json({ data: order });
  });

  /**
   * The order this cart placed with an Idempotency-Key (404 when none): how a storefront
   * whose place-order call timed out learns whether the order was made after all.
   */
  router.get("/cart/orders/idempotency-key/:key", (req, res) => {
    const cart = access.requireCart(req);
    const order = findOrderByIdempotencyKey(db, cart.id, req.params.key);
    if (!order) throw httpError(404, MESSAGES.orderNotFound);
    res.json({ data: orderJson(order, `${req.protocol}://${req.get("host") ?? "localhost"}`) });
  });

  router.get("/order-gifts", (req, res) => {
    const shop = readShopContext(req, headerPrefix);
    const currency = shop.currency ?? "CZK";
    const rate = czkRate(db, currency);
    res.json({
      data: listGifts(db, shop.locale ?? undefined).map((gift) => giftJson(gift, currency, rate)),
    });
  });

  return router;
}
