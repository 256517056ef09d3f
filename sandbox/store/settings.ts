import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";

/** Store settings (JSON values keyed by name), as seeded by seed/store/settings.ts. */

export function readSetting(db: Db, key: string): unknown {
  const value = db.prepare("SELECT value FROM store_settings WHERE key = ?").pluck().get(key) as
    string | undefined;
  return value === undefined ? undefined : (JSON.parse(value) as unknown);
}

export function writeSetting(db: Db, key: string, value: unknown): void {
  db.prepare(
    "INSERT INTO store_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  ).run(key, JSON.stringify(value));
}

export function numberSetting(db: Db, key: string): number {
  const value = readSetting(db, key);
  return typeof value === "number" ? value : 0;
}

export function shoppingDisabled(db: Db): { disabled: boolean; text: string } {
  const text = readSetting(db, "shopping_disabled_text");
  return {
    disabled: readSetting(db, "shopping_disabled") === true,
    text: typeof text === "string" ? text : "",
  };
}

export interface CountryRow {
  code: string;
  iso2: string;
  name: string;
}

export function listCountries(db: Db, page: number, perPage: number) {
  const total = db.prepare("SELECT count(*) FROM countries").pluck().get() as number;
  const rows = db
    .prepare("SELECT code, iso2, name FROM countries ORDER BY position LIMIT ? OFFSET ?")
    .all(perPage, (page - 1) * perPage) as Array<CountryRow>;
  return { rows, total };
}

const BankAccountSchema = z.object({
  accountNumber: z.string(),
  iban: z.string(),
  accountName: z.string(),
});

/** The shop's account that bank transfers go to. */
export function bankAccount(db: Db): z.infer<typeof BankAccountSchema> {
  return BankAccountSchema.parse(readSetting(db, "bank_account"));
}

const FunctionsSchema = z.object({ loyalty_credits: z.boolean().default(false) });

export function loyaltyEnabled(db: Db): boolean {
  const functions = FunctionsSchema.safeParse(readSetting(db, "functions"));
  return functions.success && functions.data.loyalty_credits;
}
