import express, { Router } from "express";

import type { Db } from "./db/open.ts";
import { httpError } from "./http/errors.ts";
import { orderJson, requireOrder, setPaymentStatus } from "./store/orders.ts";
import { paymentCallbackPath } from "./store/storefront-paths.ts";

/**
 * The fake card payment gateway: a page with pay, cancel and fail buttons that records the
 * result on the order and sends the shopper back to the storefront's payment callback, in
 * the language the order was placed in.
 */

const RESULTS = { pay: "paid", cancel: "cancelled", fail: "failed" } as const;

export function gatewayRouter({ db, storefrontUrl }: { db: Db; storefrontUrl: string }): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false }));

  router.get("/:token", (req, res) => {
    const order = requireOrder(db, "token", req.params.token);
    const action = (result: string, label: string) =>
      `<form method="post" action="/gateway/${encodeURIComponent(order.token)}/${result}"><button>${label}</button></form>`;
    res.type("html").send(`<!doctype html><html lang="cs"><meta charset="utf-8">
<title>Platební brána</title><h1>Platba objednávky ${order.code}</h1>
${action("pay", "Zaplatit")}${action("cancel", "Zrušit platbu")}${action("fail", "Simulovat chybu")}</html>`);
  });

  router.post("/:token/:action", (req, res) => {
    const order = requireOrder(db, "token", req.params.token);
    const action = req.params.action;
    if (action !== "pay" && action !== "cancel" && action !== "fail") {
      throw httpError(404, "Neznámá akce platební brány");
    }
    const status = RESULTS[action];
    setPaymentStatus(db, order, status);
    const { locale } = orderJson(order);
    const callback = new URL(paymentCallbackPath(locale), storefrontUrl);
    callback.searchParams.set("code", order.code);
    callback.searchParams.set("token", order.token);
    callback.searchParams.set("status", status);
    res.redirect(303, callback.href);
  });
  return router;
}
