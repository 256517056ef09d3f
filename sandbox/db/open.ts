import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

import Database from "better-sqlite3";

export type Db = Database.Database;

const SCHEMA_DIR = new URL("./schema/", import.meta.url);
/** The schema is split by area (catalogue, content, store); files load in name order. */
const SCHEMA = readdirSync(SCHEMA_DIR)
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => readFileSync(new URL(name, SCHEMA_DIR), "utf8"))
  .join("\n");
const SCHEMA_HASH = createHash("sha256").update(SCHEMA).digest("hex").slice(0, 16);

export interface OpenOptions {
  /** Start from an empty database even if the file holds one. */
  fresh?: boolean;
}

/**
 * Opens the sandbox database and makes sure it has the current schema. The sandbox holds
 * only reseedable data and short-lived carts, so a database built from an older schema is
 * rebuilt rather than migrated.
 */
export function openDatabase(path: string, { fresh = false }: OpenOptions = {}): Db {
  const inMemory = path === ":memory:";
  if (!inMemory) {
    mkdirSync(dirname(path), { recursive: true });
    if (fresh) removeDatabaseFiles(path);
  }
  let db = connect(path, inMemory);
  if (hasTables(db) && storedSchemaHash(db) !== SCHEMA_HASH) {
    db.close();
    removeDatabaseFiles(path);
    db = connect(path, inMemory);
  }
  if (!hasTables(db)) {
    db.transaction(() => {
      db.exec(SCHEMA);
      db.prepare("INSERT INTO sandbox_meta (key, value) VALUES ('schema_hash', ?)").run(
        SCHEMA_HASH,
      );
    })();
  }
  return db;
}

function connect(path: string, inMemory: boolean): Db {
  const db = new Database(path);
  // WAL lets a second process (a test runner, a sqlite shell) read while the servers write.
  if (!inMemory) db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 2000");
  return db;
}

function hasTables(db: Db): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' LIMIT 1").get() !== undefined;
}

function storedSchemaHash(db: Db): string | undefined {
  const hasMeta = db
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sandbox_meta'")
    .get();
  if (!hasMeta) return undefined;
  const row = db.prepare("SELECT value FROM sandbox_meta WHERE key = 'schema_hash'").get() as
    { value: string } | undefined;
  return row?.value;
}

function removeDatabaseFiles(path: string): void {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
}
