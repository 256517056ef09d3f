import { type Request, Router } from "express";
import * as z from "zod";

import { currencyJson, requireCurrency } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";
import { readShopContext } from "#sandbox/http/context.ts";
import { parseOrThrow } from "#sandbox/http/validation.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { fromMinor } from "#sandbox/money.ts";
import { czkRate, fromCzk } from "#sandbox/store/money-conversion.ts";
import {
  listCountries,
  numberSetting,
  readSetting,
  shoppingDisabled,
} from "#sandbox/store/settings.ts";
import { listShippers, shipperJson } from "#sandbox/store/shipping.ts";

import { paginationMeta, queryInt } from "./query.ts";

const CountriesQuerySchema = z.object({
  page: queryInt(1, 1000).default(1),
  perPage: queryInt(1, 100).default(20),
});

/** Globals and countries: what every storefront page needs at start-up. */
export function settingsRouter({
  db,
  headerPrefix,
  now,
}: {
  db: Db;
  headerPrefix: string;
  now: () => number;
}): Router {
  const router = Router();

  const currencyOf = (req: Request) =>
    requireCurrency(db, readShopContext(req, headerPrefix).currency ?? "CZK");

  router.get("/globals", (req, res) => {
    const currency = currencyOf(req);
    const rate = czkRate(db, currency.code);
    const pricing = { currencyCode: currency.code, rate, freeShipping: false, delayDays: 0 };
    const { locale } = readShopContext(req, headerPrefix);
    const shippers = listShippers(db, locale).map((s) => shipperJson(db, s, pricing, now()));
    const shopping = shoppingDisabled(db);
    // The spec's fastest shipper: the non-PERSONAL one delivering soonest; ties go to the earlier closing time.
    const fastest = shippers
      .filter((s) => s.type !== "PERSONAL")
      .sort(
        (a, b) =>
          a.delivery.nearestDeliveryDate.localeCompare(b.delivery.nearestDeliveryDate) ||
          a.delivery.closesAt.localeCompare(b.delivery.closesAt),
      )[0];
    res.json({
      data: {
        contact: readSetting(db, "contact"),
        domain: readSetting(db, "domain"),
        freeShippingAt:
          currency.free_shipping_at_minor === null
            ? null
            : fromMinor(currency.free_shipping_at_minor),
        menus: [],
        meta: readSetting(db, "meta"),
        languages: readSetting(db, "languages"),
        orderGiftAt: fromMinor(fromCzk(numberSetting(db, "order_gift_at_minor"), rate)),
        orderMinimumValue: fromMinor(fromCzk(numberSetting(db, "order_minimum_minor"), rate)),
        settings: {
          functions: readSetting(db, "functions"),
          integrations: readSetting(db, "integrations"),
          shopping_disabled: shopping.disabled,
          shopping_disabled_text: shopping.text,
          // Groups with a shop of their own: the storefront refuses their login.
          restrictedGroups: db
            .prepare("SELECT code FROM customer_groups WHERE restricted = 1 ORDER BY code")
            .pluck()
            .all(),
        },
        variantHash: "default",
        currency: currencyJson(currency),
        fastestShipper: fastest ? { id: fastest.id, code: fastest.code } : null,
      },
    });
  });

  router.get("/countries", (req, res) => {
    const query = parseOrThrow(CountriesQuerySchema, req.query, {
      status: 400,
      titles: { page: MESSAGES.invalidPage, perPage: MESSAGES.perPage },
    });
    const { rows, total } = listCountries(db, query.page, query.perPage);
    res.json({ data: rows, meta: paginationMeta(total, query.page, query.perPage) });
  });

  return router;
}
