import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, HttpError, httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";

import { isPostcode } from "./form-rules.ts";
import { readSetting } from "./settings.ts";

/** The customer's address book: saved delivery and billing addresses. */

export const ADDRESS_TYPES = ["delivery", "billing"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The spec's address regions (§3), by the names the countries use themselves. */
export const REGIONS: Record<string, ReadonlyArray<string>> = {
  CZE: [
    "Hlavní město Praha",
    "Středočeský kraj",
    "Jihočeský kraj",
    "Plzeňský kraj",
    "Karlovarský kraj",
    "Ústecký kraj",
    "Liberecký kraj",
    "Královéhradecký kraj",
    "Pardubický kraj",
    "Kraj Vysočina",
    "Jihomoravský kraj",
    "Olomoucký kraj",
    "Zlínský kraj",
    "Moravskoslezský kraj",
  ],
  SVK: [
    "Bratislavský kraj",
    "Trnavský kraj",
    "Trenčiansky kraj",
    "Nitriansky kraj",
    "Žilinský kraj",
    "Banskobystrický kraj",
    "Prešovský kraj",
    "Košický kraj",
  ],
};

export interface AddressInput {
  type: AddressType;
  name: string;
  companyName: string | null;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  region: string | null;
  phone: string | null;
}

interface AddressRow {
  id: number;
  user_id: number;
  type: AddressType;
  name: string;
  company_name: string | null;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  region: string | null;
  phone: string | null;
}

const FunctionsSchema = z.object({ users_addresses: z.boolean().default(false) });

export function addressesEnabled(db: Db): boolean {
  const functions = FunctionsSchema.safeParse(readSetting(db, "functions"));
  return functions.success && functions.data.users_addresses;
}

export function assertAddressesEnabled(db: Db): void {
  if (!addressesEnabled(db)) throw httpError(403, MESSAGES.addressBookOff);
}

/** A Slovak PSČ has the Czech form, which the shared form rules only know for CZE. */
function isAddressPostcode(postcode: string, countryCode: string): boolean {
  return isPostcode(postcode, countryCode === "SVK" ? "CZE" : countryCode);
}

/** The checks across fields: the country exists, and postcode and region belong to it. */
export function assertAddressPlace(db: Db, address: AddressInput): void {
  const errors: Array<ErrorEntry> = [];
  const country = db
    .prepare("SELECT 1 FROM countries WHERE code = ?")
    .get(address.country_code) as unknown;
  if (!country) errors.push({ field: "country_code", title: MESSAGES.chooseCountry });
  if (!isAddressPostcode(address.postcode, address.country_code)) {
    errors.push({ field: "postcode", title: MESSAGES.postcode });
  }
  if (address.region !== null && !REGIONS[address.country_code]?.includes(address.region)) {
    errors.push({ field: "region", title: MESSAGES.chooseRegion });
  }
  if (errors.length > 0) throw new HttpError(422, errors);
}

export function addressJson(row: AddressRow) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    companyName: row.company_name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_code: row.country_code,
    region: row.region,
    phone: row.phone,
  };
}

export function listAddresses(
  db: Db,
  userId: number,
  filter: { type?: AddressType; country_code?: string },
): Array<AddressRow> {
  return db
    .prepare(
      `SELECT * FROM user_addresses
       WHERE user_id = ? AND (? IS NULL OR type = ?) AND (? IS NULL OR country_code = ?)
       ORDER BY id`,
    )
    .all(
      userId,
      filter.type ?? null,
      filter.type ?? null,
      filter.country_code ?? null,
      filter.country_code ?? null,
    ) as Array<AddressRow>;
}

/** Another customer's address answers as a missing one, so ids reveal nothing. */
export function requireAddress(db: Db, userId: number, id: number): AddressRow {
  const row = db
    .prepare("SELECT * FROM user_addresses WHERE id = ? AND user_id = ?")
    .get(id, userId) as AddressRow | undefined;
  if (!row) throw httpError(404, MESSAGES.addressNotFound);
  return row;
}

export function insertAddress(db: Db, userId: number, address: AddressInput): AddressRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO user_addresses
         (user_id, type, name, company_name, street, city, postcode, country_code, region, phone)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, ...columnValues(address));
  return requireAddress(db, userId, Number(lastInsertRowid));
}

export function updateAddress(db: Db, row: AddressRow, address: AddressInput): AddressRow {
  db.prepare(
    `UPDATE user_addresses SET type = ?, name = ?, company_name = ?, street = ?, city = ?,
       postcode = ?, country_code = ?, region = ?, phone = ?
     WHERE id = ?`,
  ).run(...columnValues(address), row.id);
  return requireAddress(db, row.user_id, row.id);
}

export function deleteAddress(db: Db, row: AddressRow): void {
  db.prepare("DELETE FROM user_addresses WHERE id = ?").run(row.id);
}

function columnValues(address: AddressInput) {
  return [
    address.type,
    address.name,
    address.companyName,
    address.street,
    address.city,
    address.postcode,
    address.country_code,
    address.region,
    address.phone,
  ] as const;
}
