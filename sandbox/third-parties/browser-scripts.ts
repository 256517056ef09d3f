import express, { Router } from "express";
import * as z from "zod";

import { httpError } from "#sandbox/http/errors.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";

import { bodyErrors } from "./body-errors.ts";
import type { ReceivedCalls, ThirdPartyVendor } from "./received-calls.ts";

/**
 * Fakes of the third parties' browser scripts under /third-party: the price-comparison
 * conversion, the affiliate tag and the performance monitoring. The contract with the
 * storefront: before loading `/third-party/<vendor>.js` the page creates its queue on
 * `window` and pushes `{ command, ...fields }` objects; the script sends the queued ones,
 * then every later push at once, each as a beacon to `/third-party/<vendor>/received`.
 */

/** Each script vendor and the queue the page fills for it. */
export const SCRIPT_QUEUES = {
  "price-comparison": "__priceComparison",
  affiliate: "__affiliate",
  "performance-monitoring": "__performanceMonitoring",
} as const satisfies Partial<Record<ThirdPartyVendor, string>>;

export type ScriptVendor = keyof typeof SCRIPT_QUEUES;

function isScriptVendor(value: string): value is ScriptVendor {
  return Object.hasOwn(SCRIPT_QUEUES, value);
}

/** A command with its fields and the page's address is far below this. */
const BEACON_LIMIT = "8kb";

const BeaconSchema = z.strictObject({
  command: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()),
  page: z.url().max(2000),
});

/**
 * The script of one vendor, plain ES2017. Its endpoint is its own origin, read from its
 * `src`, so the same script works from any host the sandbox answers on.
 */
export function browserScript(vendor: ScriptVendor): string {
  return `(() => {
  "use strict";
  const script = document.currentScript;
  if (!script || !script.src) return;
  const endpoint = new URL("/third-party/${vendor}/received", script.src).href;
  const send = (entry) => {
    if (!entry || typeof entry.command !== "string") return;
    const { command, ...data } = entry;
    navigator.sendBeacon(endpoint, JSON.stringify({ command, data, page: location.href }));
  };
  const queue = Array.isArray(window.${SCRIPT_QUEUES[vendor]}) ? window.${SCRIPT_QUEUES[vendor]} : [];
  window.${SCRIPT_QUEUES[vendor]} = queue;
  queue.splice(0).forEach(send);
  queue.push = (...entries) => {
    entries.forEach(send);
    return queue.length;
  };
})();
`;
}

/** Parses the beacon's text itself: a beacon is text/plain, which no JSON parser takes. */
function beaconBody(text: unknown): unknown {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function browserScriptsRouter(calls: ReceivedCalls): Router {
  const router = Router();
  router.get("/:file", (req, res) => {
    const vendor = /^(.+)\.js$/.exec(req.params.file)?.[1] ?? "";
    if (!isScriptVendor(vendor)) throw httpError(404, "Skript nebyl nalezen");
    res
      .set("Cache-Control", "no-store")
      .type("text/javascript; charset=utf-8")
      .send(browserScript(vendor));
  });
  router.post(
    "/:vendor/received",
    express.text({ type: () => true, limit: BEACON_LIMIT }),
    (req, res) => {
      const vendor = req.params.vendor ?? "";
      if (!isScriptVendor(vendor)) throw httpError(404, "Neznámý dodavatel");
      const beacon = parseOrThrow(BeaconSchema, beaconBody(req.body), {
        status: 400,
        titles: {
          command: "Pole command je povinné",
          data: "Pole data musí být objekt",
          page: "Pole page musí být adresa stránky",
        },
      });
      calls.record(vendor, "/received", beacon);
      res.status(204).end();
    },
  );
  router.use(bodyErrors);
  return router;
}
