import type { Db } from "#sandbox/db/open.ts";

/** Rows per statement: far below SQLite's bound-parameter limit even for wide tables. */
const ROWS_PER_STATEMENT = 250;

export interface BatchInsert {
  add(...values: Array<unknown>): void;
  /** Writes the rows still buffered; call once after the last `add`. */
  flush(): void;
}

/**
 * Buffers rows and writes them as multi-row INSERTs. Seeding a large catalogue spends most
 * of its time crossing into SQLite once per row; one statement per few hundred rows avoids
 * that, and the full-size statement is prepared only once.
 */
export function batchInsert(db: Db, table: string, columns: Array<string>): BatchInsert {
  const row = `(${columns.map(() => "?").join(", ")})`;
  const statementFor = (rows: number) =>
    db.prepare(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${Array(rows).fill(row).join(", ")}`,
    );
  const full = statementFor(ROWS_PER_STATEMENT);
  let buffer: Array<unknown> = [];
  let rows = 0;
  return {
    add(...values) {
      if (values.length !== columns.length) {
        throw new Error(`${table}: ${values.length} values for ${columns.length} columns`);
      }
      buffer.push(...values);
      rows += 1;
      if (rows === ROWS_PER_STATEMENT) {
        full.run(buffer);
        buffer = [];
        rows = 0;
      }
    },
    flush() {
      if (rows > 0) statementFor(rows).run(buffer);
      buffer = [];
      rows = 0;
    },
  };
}
