import type { Db } from "#sandbox/db/open.ts";

/** Globals, countries, holidays and customer groups of the sandbox store. */

export const STORE_SETTINGS = {
  shopping_disabled: false,
  shopping_disabled_text: "Nákup je dočasně vypnutý. Omlouváme se, zkuste to prosím později.",
  order_minimum_minor: 300_00,
  order_gift_at_minor: 1000_00,
  domain: "cz",
  contact: {
    email: "info@example.cz",
    phone: "+420 222 333 444",
    street: "Vinohradská 1234/56",
    city: "Praha 2",
    postcode: "120 00",
    countryCode: "CZE",
  },
  meta: { title: "Erotické zboží a pomůcky", description: "Diskrétní e-shop s erotickým zbožím." },
  languages: [
    { code: "cs", domain: "cz" },
    { code: "sk", domain: "sk" },
    { code: "de", domain: "de" },
  ],
  functions: { loyalty_credits: true, shopping_lists: true, users_addresses: true },
  integrations: {},
  bank_account: {
    accountNumber: "2801234567/2010",
    iban: "CZ1120100000002801234567",
    accountName: "Amoris s.r.o.",
  },
};

export type StoreSettingKey = keyof typeof STORE_SETTINGS;

export const CZK_PER_UNIT: Record<string, number> = { CZK: 1, EUR: 25 };

export const COUNTRIES = [
  { code: "CZE", iso2: "CZ", name: "Česká republika" },
  { code: "SVK", iso2: "SK", name: "Slovensko" },
  { code: "DEU", iso2: "DE", name: "Německo" },
  { code: "AUT", iso2: "AT", name: "Rakousko" },
  { code: "POL", iso2: "PL", name: "Polsko" },
  { code: "HUN", iso2: "HU", name: "Maďarsko" },
  { code: "CHE", iso2: "CH", name: "Švýcarsko" },
];

/** Czech public holidays (day, month) the spec lists for the default country. */
const HOLIDAYS: Array<[number, number]> = [
  [1, 1],
  [1, 5],
  [8, 5],
  [5, 7],
  [6, 7],
  [28, 9],
  [28, 10],
  [17, 11],
  [24, 12],
  [25, 12],
  [26, 12],
];

export const CUSTOMER_GROUPS = [
  { code: "b2b", name: "Firemní zákazníci", restricted: false },
  { code: "wholesale", name: "Velkoobchod (vlastní portál)", restricted: true },
];

export function seedSettings(db: Db): void {
  const setting = db.prepare("INSERT INTO store_settings (key, value) VALUES (?, ?)");
  for (const [key, value] of Object.entries(STORE_SETTINGS)) {
    setting.run(key, JSON.stringify(value));
  }
  const currency = db.prepare(
    "INSERT INTO store_currencies (currency_code, czk_per_unit) VALUES (?, ?)",
  );
  const codes = db.prepare("SELECT code FROM currencies").pluck().all() as Array<string>;
  for (const code of codes) currency.run(code, CZK_PER_UNIT[code] ?? 1);

  const country = db.prepare(
    "INSERT INTO countries (code, iso2, name, position) VALUES (?, ?, ?, ?)",
  );
  COUNTRIES.forEach((c, position) => country.run(c.code, c.iso2, c.name, position));

  const holiday = db.prepare("INSERT INTO holidays (day, month) VALUES (?, ?)");
  for (const [day, month] of HOLIDAYS) holiday.run(day, month);

  const group = db.prepare("INSERT INTO customer_groups (code, name, restricted) VALUES (?, ?, ?)");
  for (const g of CUSTOMER_GROUPS) group.run(g.code, g.name, g.restricted ? 1 : 0);
}
