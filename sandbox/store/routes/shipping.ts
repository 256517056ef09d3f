import { type Request, Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import {
  deliveryTimeSlots,
  holidaysOf,
  nearestDeliveryDay,
  parseIsoDay,
} from "#sandbox/store/delivery.ts";
import { czkRate } from "#sandbox/store/money-conversion.ts";
import {
  type PricingContext,
  branchByRemoteId,
  branchJson,
  branchesByIds,
  findShipper,
  listShippers,
  searchBranches,
  shipperJson,
} from "#sandbox/store/shipping.ts";

import { paginationMeta, positiveIdParam, queryInt } from "./query.ts";

const BranchesQuerySchema = z.object({
  shipper_id: positiveIdParam.optional(),
  s: z.string().max(100).optional(),
  keys: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((value) => value.split(",").map(Number))
    .optional(),
  page: queryInt(1, 10_000).default(1),
  perPage: queryInt(1, 500).default(20),
});

const DeliveryTimesQuerySchema = z.object({
  shipperId: positiveIdParam,
  since: z.string().optional(),
});

/** Shippers, pick-up points and delivery times (no cart needed). */
export function shippingRouter({
  db,
  headerPrefix,
  now,
}: {
  db: Db;
  headerPrefix: string;
  now: () => number;
}): Router {
  const router = Router();

  const basePricing = (req: Request): PricingContext => {
    const currencyCode = readShopContext(req, headerPrefix).currency ?? "CZK";
    return { currencyCode, rate: czkRate(db, currencyCode), freeShipping: false, delayDays: 0 };
  };

  router.get("/shippers", (req, res) => {
    const pricing = basePricing(req);
    const { locale } = readShopContext(req, headerPrefix);
    res.json({ data: listShippers(db, locale).map((s) => shipperJson(db, s, pricing, now())) });
  });

  router.get("/branches", (req, res) => {
    const query = parseOrThrow(BranchesQuerySchema, req.query, {
      status: 400,
      titles: { shipper_id: MESSAGES.invalidShipper, keys: MESSAGES.branchKeys },
    });
    if (query.keys) {
      res.json({ data: branchesByIds(db, query.keys).map(branchJson) });
      return;
    }
    const { rows, total } = searchBranches(db, {
      shipperId: query.shipper_id,
      s: query.s,
      page: query.page,
      perPage: query.perPage,
    });
    res.json({
      data: rows.map(branchJson),
      meta: paginationMeta(total, query.page, query.perPage),
    });
  });

  router.get("/shippers/:shipperId/branches/remoteId/:remoteId", (req, res) => {
    const shipperId = positiveIdParam.safeParse(req.params.shipperId);
    if (!shipperId.success) throw httpError(404, MESSAGES.shipperNotFound);
    res.json({ data: branchJson(branchByRemoteId(db, shipperId.data, req.params.remoteId)) });
  });

  router.get("/delivery-times", (req, res) => {
    const query = parseOrThrow(DeliveryTimesQuerySchema, req.query, {
      status: 400,
      titles: { shipperId: MESSAGES.invalidShipper, since: MESSAGES.dateFormat },
    });
    const shipper = findShipper(db, query.shipperId);
    if (!shipper) throw httpError(404, MESSAGES.shipperNotFound);
    const since = query.since === undefined ? undefined : parseIsoDay(query.since);
    if (query.since !== undefined && since === undefined) {
      throw httpError(400, MESSAGES.dateFormat, "since");
    }
    const holidays = holidaysOf(db);
    const nearest = nearestDeliveryDay(shipper, now(), holidays);
    const first = Math.max(nearest, since ?? nearest);
    res.json({
      data: shipper.has_time_slots === 1 ? deliveryTimeSlots(shipper.id, first, holidays) : [],
    });
  });

  return router;
}
