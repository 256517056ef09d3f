import { beforeEach, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { HttpError } from "#sandbox/http/errors.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { setWarehouseStock, watchVariant } from "./watchers.ts";

/** Watchers of a sold-out variant get one back-in-stock mail when it can be bought again. */

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
/** Vibrátor Velvet Classic in black: sold out in the seed. */
const VELVET_BLACK = 10013;
/** Stimulátor klitorisu Amora Pulse: five in stock. */
const AMORA = 10031;
const CENTRAL = 1;
const clock = { now: T0, storefrontUrl: "http://shop.test" };
let db: Db;

beforeEach(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const outbox = () =>
  db.prepare("SELECT recipient, kind, subject, link FROM outbox ORDER BY id").all() as Array<{
    recipient: string;
    kind: string;
    subject: string;
    link: string | null;
  }>;
const watchers = (variantId: number) =>
  db.prepare("SELECT email FROM variant_watchers WHERE variant_id = ?").pluck().all(variantId);

describe("back-in-stock mails", () => {
  it("mail each watcher once when a sold-out variant comes back, then end the watch", () => {
    watchVariant(db, VELVET_BLACK, "jana@example.cz", T0);
    watchVariant(db, VELVET_BLACK, "petr@example.cz", T0 + 1);
    watchVariant(db, VELVET_BLACK, "JANA@example.cz", T0 + 2);

    const change = { variantId: VELVET_BLACK, warehouseId: CENTRAL, stock: 0 };
    expect(setWarehouseStock(db, change, clock)).toEqual({ stock: 0, notified: 0 });
    expect(outbox()).toEqual([]);

    expect(setWarehouseStock(db, { ...change, stock: 3 }, clock)).toEqual({
      stock: 3,
      notified: 2,
    });
    const link = "http://shop.test/produkt/vibrator-velvet-classic?variant_id=10013";
    expect(outbox()).toEqual([
      expect.objectContaining({ recipient: "jana@example.cz", kind: "back_in_stock", link }),
      expect.objectContaining({ recipient: "petr@example.cz", kind: "back_in_stock", link }),
    ]);
    expect(outbox()[0]?.subject).toMatch(/^Zboží je opět skladem: Vibrátor Velvet Classic/);
    expect(watchers(VELVET_BLACK)).toEqual([]);

    setWarehouseStock(db, { ...change, stock: 0 }, clock);
    setWarehouseStock(db, { ...change, stock: 2 }, clock);
    expect(outbox()).toHaveLength(2);
  });

  it("send nothing while the variant was in stock anyway", () => {
    watchVariant(db, AMORA, "jana@example.cz", T0);
    expect(
      setWarehouseStock(db, { variantId: AMORA, warehouseId: CENTRAL, stock: 9 }, clock),
    ).toEqual({ stock: 9, notified: 0 });
    expect(outbox()).toEqual([]);
    expect(watchers(AMORA)).toEqual(["jana@example.cz"]);
  });

  it("count stock in any warehouse, also the supplier's", () => {
    watchVariant(db, VELVET_BLACK, "jana@example.cz", T0);
    expect(
      setWarehouseStock(db, { variantId: VELVET_BLACK, warehouseId: 92, stock: 4 }, clock),
    ).toEqual({ stock: 4, notified: 1 });
  });

  it("refuse an unknown warehouse and an unknown variant", () => {
    expect(() =>
      setWarehouseStock(db, { variantId: VELVET_BLACK, warehouseId: 7, stock: 1 }, clock),
    ).toThrow(HttpError);
    expect(() => watchVariant(db, 99, "jana@example.cz", T0)).toThrow(HttpError);
  });
});
