import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

import { batchInsert } from "./batch-insert.ts";

describe("batch insert", () => {
  it("writes every row in order, across full statements and the rest", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE rows (id INTEGER PRIMARY KEY, label TEXT, parent INTEGER)");
    const rows = batchInsert(db, "rows", ["label", "parent"]);
    for (let n = 1; n <= 601; n += 1) rows.add(`řádek ${n}`, n % 2 === 0 ? null : n);
    expect(db.prepare("SELECT count(*) FROM rows").pluck().get()).toBe(500);
    rows.flush();
    rows.flush();
    const written = db.prepare("SELECT id, label, parent FROM rows ORDER BY id").all();
    expect(written).toHaveLength(601);
    expect(written[0]).toEqual({ id: 1, label: "řádek 1", parent: 1 });
    expect(written[600]).toEqual({ id: 601, label: "řádek 601", parent: 601 });
    expect(written[249]).toEqual({ id: 250, label: "řádek 250", parent: null });
  });

  it("refuses a row with the wrong number of values", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE rows (a, b)");
    expect(() => batchInsert(db, "rows", ["a", "b"]).add(1)).toThrow(/1 values for 2 columns/);
  });
});
