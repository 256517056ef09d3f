import express, { Router } from "express";
import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { optionalUser, requireUser } from "#sandbox/store/accounts.ts";
import {
  ClaimBodySchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  claimOrderJson,
  claimableOrder,
  customerClaimOrders,
  fileClaim,
} from "#sandbox/store/claims.ts";

/**
 * Photos travel base64 in the JSON body (a third larger than the files): room for every
 * photo at its limit and the text around them.
 */
const CLAIM_BODY_LIMIT = Math.ceil((MAX_PHOTOS * MAX_PHOTO_BYTES * 4) / 3) + 1024 * 1024;

const LookupQuerySchema = z.object({ email: z.string().max(254).optional() });

/**
 * Complaints and returns (docs/decisions/032), mounted before the API's own JSON parser,
 * whose limit is far below a claim with photos.
 */
export function claimsRouter({ db, now }: { db: Db; now: () => number }): Router {
  const router = Router();

  router.get("/user/claims/orders", (req, res) => {
    const user = requireUser(db, req, now());
    res.json({ data: customerClaimOrders(db, user) });
  });

  router.get("/claims/orders/:code", (req, res) => {
    const query = parseOrThrow(LookupQuerySchema, req.query, {
      status: 400,
      titles: { email: MESSAGES.invalidEmail },
    });
    const user = optionalUser(db, req, now());
    const order = claimableOrder(db, req.params.code, { user, email: query.email });
    res.json({ data: claimOrderJson(order) });
  });

  router.post("/claims", express.json({ limit: CLAIM_BODY_LIMIT }), (req, res) => {
    const body = parseOrThrow(ClaimBodySchema, req.body, {
      status: 422,
      titles: {
        kind: MESSAGES.unknownClaimKind,
        orderCode: MESSAGES.fillOrderCode,
        items: MESSAGES.chooseGoods,
        photos: MESSAGES.photosUnreadable,
      },
    });
    const user = optionalUser(db, req, now());
    const key = req.get("idempotency-key") ?? undefined;
    const { claim, repeated } = fileClaim(db, body, { user, idempotencyKey: key, now: now() });
    res.status(repeated ? 200 : 201).json({ data: claim });
  });

  return router;
}
