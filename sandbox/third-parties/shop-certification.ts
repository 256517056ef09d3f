import express, { Router } from "express";
import * as z from "zod";

import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { bodyErrors } from "./body-errors.ts";
import type { ReceivedCalls } from "./received-calls.ts";

/**
 * The fake shop-certification service under /shop-certification: it takes an order's
 * purchase (to ask the customer for a rating later) from the shop with its key.
 */

/** The one key the fake knows (sandbox/README.md). */
export const SHOP_CERTIFICATION_API_KEY = "sandbox-certification-key";

const OrderSchema = z.strictObject({
  apiKey: z.string().max(200),
  email: z.email().max(254),
  orderId: z.string().min(1).max(100),
  productItemIds: z.array(z.string().min(1).max(100)).max(500),
});

const KeySchema = z.object({ apiKey: z.literal(SHOP_CERTIFICATION_API_KEY) });

const TITLES = {
  apiKey: "Pole apiKey je povinné",
  email: "Pole email musí být platná e-mailová adresa",
  orderId: "Pole orderId je povinné",
  productItemIds: "Pole productItemIds musí být seznam kódů",
};

export function shopCertificationRouter(calls: ReceivedCalls): Router {
  const router = Router();
  router.use(express.json({ limit: "64kb" }));
  router.post("/api/orders", (req, res) => {
    // The key first, as the real service does: a stranger learns nothing about the body.
    if (!KeySchema.safeParse(req.body).success) throw httpError(401, "Neplatný klíč API");
    const order = parseOrThrow(OrderSchema, req.body, { status: 422, titles: TITLES });
    calls.record("shop-certification", "/api/orders", order);
    res.json({ data: { orderId: order.orderId, status: "logged" } });
  });
  router.use(bodyErrors);
  return router;
}
