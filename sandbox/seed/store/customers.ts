import { createHash } from "node:crypto";

import type { Db } from "#sandbox/db/open.ts";
import { hashPassword } from "#sandbox/store/secrets.ts";

/** Demo accounts (password "Heslo123!") and the companies the ARES lookup knows. */

export const DEMO_PASSWORD = "Heslo123!";
/** Seed time of the accounts: a fixed instant keeps the seed reproducible. */
const SEEDED_AT = Date.UTC(2025, 0, 1);

export const DEMO_USERS = [
  {
    id: 1,
    email: "jana.novakova@example.cz",
    firstName: "Jana",
    lastName: "Nováková",
    phone: "+420 601 234 567",
    groups: [] as Array<string>,
    credits: 250,
    business: null,
  },
  {
    id: 2,
    email: "nakup@firma-example.cz",
    firstName: "Petr",
    lastName: "Dvořák",
    phone: "+420 602 345 678",
    groups: ["b2b"],
    credits: 0,
    business: { name: "Erotika Dvořák s.r.o.", tin: "27074358", vatin: "CZ27074358" },
  },
  {
    id: 3,
    email: "velkoobchod@example.cz",
    firstName: "Karel",
    lastName: "Veselý",
    phone: "+420 603 456 789",
    groups: ["wholesale"],
    credits: 0,
    business: null,
  },
  {
    // Read-only account journeys: her order history (seed/store/order-history.ts) is
    // what they look at, so no journey orders or changes anything as her.
    id: 4,
    email: "marie.svobodova@example.cz",
    firstName: "Marie",
    lastName: "Svobodová",
    phone: "+420 604 567 890",
    groups: [] as Array<string>,
    credits: 120,
    business: null,
  },
];

const COMPANIES = [
  {
    base: "2707435",
    name: "Erotika Dvořák s.r.o.",
    street: "Korunní 810/104",
    city: "Praha 10",
    postcode: "101 00",
  },
  {
    base: "4527471",
    name: "Potěšení a.s.",
    street: "Údolní 567/33",
    city: "Brno",
    postcode: "602 00",
  },
  {
    base: "2519971",
    name: "Intimní svět s.r.o.",
    street: "Stodolní 15",
    city: "Ostrava",
    postcode: "702 00",
  },
  {
    base: "6394631",
    name: "Noční motýl s.r.o.",
    street: "Americká 23",
    city: "Plzeň",
    postcode: "301 00",
  },
  {
    base: "2880112",
    name: "Luna Retail s.r.o.",
    street: "Moskevská 51",
    city: "Liberec",
    postcode: "460 01",
  },
  {
    base: "0123456",
    name: "Kamila Horáková",
    street: "Riegrova 8",
    city: "Olomouc",
    postcode: "779 00",
  },
  {
    base: "4712345",
    name: "Rozkoš Trade s.r.o.",
    street: "Lannova 12",
    city: "České Budějovice",
    postcode: "370 01",
  },
  {
    base: "2654321",
    name: "Diskrétní zásilky s.r.o.",
    street: "Gočárova třída 1",
    city: "Hradec Králové",
    postcode: "500 02",
  },
];

/** The Czech IČO check digit: weights 8..2 over the first seven digits, mod 11. */
export function icoCheckDigit(firstSeven: string): number {
  const sum = [...firstSeven].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  return (11 - (sum % 11)) % 10;
}

export function seedCustomers(db: Db): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone, groups,
       business_name, tin, vatin, email_verified_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCredits = db.prepare(
    "INSERT INTO credit_entries (user_id, amount, reason, created_at) VALUES (?, ?, 'welcome', ?)",
  );
  for (const user of DEMO_USERS) {
    insertUser.run(
      user.id,
      user.email,
      demoPasswordHash(user.email),
      user.firstName,
      user.lastName,
      user.phone,
      JSON.stringify(user.groups),
      user.business?.name ?? null,
      user.business?.tin ?? null,
      user.business?.vatin ?? null,
      SEEDED_AT,
      SEEDED_AT,
    );
    if (user.credits > 0) insertCredits.run(user.id, user.credits, SEEDED_AT);
  }

  const insertCompany = db.prepare(
    `INSERT INTO ares_companies (ico, dic, name, street, city, postcode, country_code)
     VALUES (?, ?, ?, ?, ?, ?, 'CZE')`,
  );
  COMPANIES.forEach((company, index) => {
    const ico = `${company.base}${icoCheckDigit(company.base)}`;
    // Sole traders and some small firms are not VAT payers, so they have no DIČ.
    const dic = index % 3 === 2 ? null : `CZ${ico}`;
    insertCompany.run(ico, dic, company.name, company.street, company.city, company.postcode);
  });
}

const hashes = new Map<string, string>();

/**
 * Demo hashes use a salt derived from the e-mail so every seed is byte-identical, and are
 * computed once per process because tests seed many databases.
 */
function demoPasswordHash(email: string): string {
  let hash = hashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, createHash("sha256").update(email).digest().subarray(0, 16));
    hashes.set(email, hash);
  }
  return hash;
}
