import { Router } from "express";
import * as z from "zod";

import { parseOrThrow } from "#sandbox/http/validation.ts";

/** The vendors whose fakes the store server hosts, as the test controls name them. */
export const THIRD_PARTY_VENDORS = [
  "marketing-automation",
  "shop-certification",
  "price-comparison",
  "affiliate",
  "performance-monitoring",
] as const;

export type ThirdPartyVendor = (typeof THIRD_PARTY_VENDORS)[number];

/** One call a fake accepted: what it was sent, and when. */
export interface ReceivedCall {
  vendor: ThirdPartyVendor;
  /** The fake's own path (`/api/contacts`, `/received`). */
  path: string;
  body: unknown;
  receivedAt: string;
}

/** Enough for any journey; a demo left running for weeks forgets the oldest first. */
const MAX_CALLS = 1000;

export interface ReceivedCalls {
  record(vendor: ThirdPartyVendor, path: string, body: unknown): void;
  /** Oldest first; one vendor's or all. */
  list(vendor?: ThirdPartyVendor): Array<ReceivedCall>;
  clear(): void;
}

/** What the third-party fakes of one store server received, kept in memory. */
export function receivedCalls(now: () => number = Date.now): ReceivedCalls {
  const calls: Array<ReceivedCall> = [];
  return {
    record(vendor, path, body) {
      calls.push({ vendor, path, body, receivedAt: new Date(now()).toISOString() });
      if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    },
    list(vendor) {
      return calls.filter((call) => vendor === undefined || call.vendor === vendor);
    },
    clear() {
      calls.length = 0;
    },
  };
}

const ListQuerySchema = z.object({ vendor: z.enum(THIRD_PARTY_VENDORS).optional() });

/**
 * Test controls under /__sandbox/third-parties (SANDBOX_TEST_CONTROLS=1 only):
 * `GET /?vendor=` answers `{ data: [call…] }` oldest first, `DELETE /` forgets them all.
 */
export function receivedCallsRouter(calls: ReceivedCalls): Router {
  const router = Router();
  router.get("/", (req, res) => {
    const { vendor } = parseOrThrow(ListQuerySchema, req.query, {
      status: 400,
      titles: { vendor: `Dodavatel musí být jeden z: ${THIRD_PARTY_VENDORS.join(", ")}` },
    });
    res.json({ data: calls.list(vendor) });
  });
  router.delete("/", (_req, res) => {
    calls.clear();
    res.status(204).end();
  });
  return router;
}
