import express, { Router } from "express";
import * as z from "zod";

import type { Db } from "./db/open.ts";
import { httpError } from "./http/errors.ts";
import { parseOrThrow } from "./http/validation.ts";
import { seedDatabase } from "./seed/seed.ts";
import { czkRate } from "./store/money-conversion.ts";
import { requireOrder, markShipped } from "./store/orders.ts";
import { positiveIdParam } from "./store/routes/query.ts";
import { writeSetting } from "./store/settings.ts";
import { setWarehouseStock } from "./store/watchers.ts";

/**
 * Store test controls under /__sandbox (mounted only with SANDBOX_TEST_CONTROLS=1):
 * - `GET /orders/count` answers `{ data: { count } }`;
 * - `POST /orders/:code/ship` marks an order shipped (and awards loyalty credits);
 * - `PATCH /settings` sets `shopping_disabled` and `shopping_disabled_text`;
 * - `PUT /variants/:variantId/stock` sets `{ stock, warehouseId? }` (the central warehouse
 *   by default) and mails the variant's watchers when it comes back in stock;
 * - `PUT /variants/:variantId/price` sets `{ priceMinor }`, its price in CZK (a shared
 *   cache's freshness check); a former price not above the new one is dropped;
 * - `POST /reset` empties the database and seeds it again.
 */

const SettingsBodySchema = z
  .object({ shopping_disabled: z.boolean(), shopping_disabled_text: z.string().min(1) })
  .partial();

const StockBodySchema = z.object({
  stock: z.number().int().min(0).max(1_000_000),
  warehouseId: z.number().int().positive().optional(),
});

const PriceBodySchema = z.object({ priceMinor: z.number().int().positive().max(100_000_000) });

export function storeTestControlsRouter({
  db,
  now,
  storefrontUrl,
}: {
  db: Db;
  now: () => number;
  /** Where the back-in-stock mails link to. */
  storefrontUrl: string;
}): Router {
  const router = Router();
  router.use(express.json());

  router.get("/orders/count", (_req, res) => {
    res.json({
      data: { count: db.prepare("SELECT count(*) FROM orders").pluck().get() as number },
    });
  });

  router.post("/orders/:code/ship", (req, res) => {
    db.transaction(() => {
      const order = requireOrder(db, "code", req.params.code);
      const currency = db
        .prepare("SELECT currency_code FROM orders WHERE id = ?")
        .pluck()
        .get(order.id) as string;
      markShipped(db, order, czkRate(db, currency), now());
    })();
    res.status(204).end();
  });

  router.patch("/settings", (req, res) => {
    const body = parseOrThrow(SettingsBodySchema, req.body, {
      status: 422,
      titles: {
        shopping_disabled: "Hodnota musí být true nebo false",
        shopping_disabled_text: "Zadejte text",
      },
    });
    for (const [key, value] of Object.entries(body)) writeSetting(db, key, value);
    res.status(204).end();
  });

  router.put("/variants/:variantId/stock", (req, res) => {
    const variantId = positiveIdParam.safeParse(req.params.variantId);
    if (
      !variantId.success ||
      !db.prepare("SELECT 1 FROM variants WHERE id = ?").get(variantId.data)
    ) {
      throw httpError(404, "Produkt nebyl nalezen");
    }
    const body = parseOrThrow(StockBodySchema, req.body, {
      status: 422,
      titles: { stock: "Zadejte počet kusů", warehouseId: "Zadejte číslo skladu" },
    });
    const warehouseId =
      body.warehouseId ?? (db.prepare("SELECT min(id) FROM warehouses").pluck().get() as number);
    const result = db.transaction(() =>
      setWarehouseStock(
        db,
        { variantId: variantId.data, warehouseId, stock: body.stock },
        { now: now(), storefrontUrl },
      ),
    )();
    res.json({ data: { variantId: variantId.data, warehouseId, ...result } });
  });

  router.put("/variants/:variantId/price", (req, res) => {
    const variantId = positiveIdParam.safeParse(req.params.variantId);
    const body = parseOrThrow(PriceBodySchema, req.body, {
      status: 422,
      titles: { priceMinor: "Zadejte cenu v haléřích" },
    });
    const changed = variantId.success
      ? db
          .prepare(
            `UPDATE variant_prices SET price_minor = @price,
               original_price_minor = CASE WHEN original_price_minor > @price
                 THEN original_price_minor END
             WHERE variant_id = @variantId AND currency_code = 'CZK'`,
          )
          .run({ price: body.priceMinor, variantId: variantId.data }).changes
      : 0;
    if (changed === 0) throw httpError(404, "Produkt nebyl nalezen");
    res.json({ data: { variantId: variantId.data, priceMinor: body.priceMinor } });
  });

  router.post("/reset", (_req, res) => {
    resetDatabase(db);
    res.status(204).end();
  });
  return router;
}

/** Deletes every row (foreign keys off while doing so) and seeds the database again. */
export function resetDatabase(db: Db): void {
  // Full-text indexes are virtual tables whose shadow tables only they may change.
  const tables = (db.pragma("table_list") as Array<{ schema: string; name: string; type: string }>)
    .filter(
      (table) =>
        table.schema === "main" &&
        (table.type === "table" || table.type === "virtual") &&
        !table.name.startsWith("sqlite_") &&
        table.name !== "sandbox_meta",
    )
    .map((table) => table.name);
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    })();
  } finally {
    db.pragma("foreign_keys = ON");
  }
  seedDatabase(db);
}
