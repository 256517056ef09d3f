import type { Db } from "#sandbox/db/open.ts";

import { pick, seededRandom } from "./random.ts";

/** Shippers, payments and several hundred pick-up points across Czech and Slovak towns. */

export const SHIPPER = {
  personal: 1,
  packeta: 2,
  balikovna: 3,
  ppl: 4,
  eveningCourier: 5,
  post: 6,
} as const;

export const PAYMENT = { card: 1, bankTransfer: 2, cashOnDelivery: 3, inStore: 4 } as const;

export const SHIPPERS = [
  {
    id: SHIPPER.personal,
    code: "personal",
    name: "Osobní odběr na prodejně",
    type: "PERSONAL",
    requiredAddress: false,
    priceCzk: 0,
    freeShippingAllowed: true,
    deliveryDays: 0,
    closesAt: "18:00",
    timeSlots: false,
    countries: ["CZE"],
    blocked: [PAYMENT.cashOnDelivery],
  },
  {
    id: SHIPPER.packeta,
    code: "packeta",
    name: "Zásilkovna – výdejní místa",
    type: "PICKUP_POINT",
    requiredAddress: false,
    priceCzk: 79,
    freeShippingAllowed: true,
    deliveryDays: 1,
    closesAt: "14:00",
    timeSlots: false,
    countries: ["CZE", "SVK"],
    blocked: [PAYMENT.inStore],
  },
  {
    id: SHIPPER.balikovna,
    code: "balikovna",
    name: "Balíkovna",
    type: "PICKUP_POINT",
    requiredAddress: false,
    priceCzk: 69,
    freeShippingAllowed: true,
    deliveryDays: 1,
    closesAt: "13:00",
    timeSlots: false,
    countries: ["CZE"],
    blocked: [PAYMENT.inStore],
  },
  {
    id: SHIPPER.ppl,
    code: "ppl",
    name: "PPL – doručení na adresu",
    type: "COURIER",
    requiredAddress: true,
    priceCzk: 119,
    freeShippingAllowed: true,
    deliveryDays: 1,
    closesAt: "14:00",
    timeSlots: false,
    // The German shop's shoppers get their parcels at home: PPL's network reaches Germany.
    countries: ["CZE", "SVK", "DEU"],
    blocked: [PAYMENT.inStore],
  },
  {
    id: SHIPPER.eveningCourier,
    code: "evening-courier",
    name: "Večerní doručení kurýrem (Praha, Brno)",
    type: "COURIER",
    requiredAddress: true,
    priceCzk: 149,
    freeShippingAllowed: false,
    deliveryDays: 1,
    closesAt: "12:00",
    timeSlots: true,
    countries: ["CZE"],
    blocked: [PAYMENT.inStore, PAYMENT.cashOnDelivery],
  },
  {
    id: SHIPPER.post,
    code: "post",
    name: "Česká pošta – balík do ruky",
    type: "POST",
    requiredAddress: true,
    priceCzk: 129,
    freeShippingAllowed: true,
    deliveryDays: 2,
    closesAt: "15:00",
    timeSlots: false,
    countries: ["CZE"],
    blocked: [PAYMENT.inStore],
  },
];

export const PAYMENTS = [
  {
    id: PAYMENT.card,
    code: "card",
    name: "Platba kartou online",
    type: "CARD_ONLINE",
    priceCzk: 0,
  },
  {
    id: PAYMENT.bankTransfer,
    code: "bank-transfer",
    name: "Bankovní převod (QR kód)",
    type: "BANK_TRANSFER",
    priceCzk: 0,
  },
  {
    id: PAYMENT.cashOnDelivery,
    code: "cash-on-delivery",
    name: "Dobírka",
    type: "CASH_ON_DELIVERY",
    priceCzk: 39,
  },
  {
    id: PAYMENT.inStore,
    code: "in-store",
    name: "Platba na prodejně",
    type: "IN_STORE",
    priceCzk: 0,
  },
];

interface Town {
  city: string;
  postcode: number;
  lat: number;
  lng: number;
  country: "CZE" | "SVK";
}

const TOWNS: Array<Town> = [
  { city: "Praha", postcode: 11000, lat: 50.0755, lng: 14.4378, country: "CZE" },
  { city: "Brno", postcode: 60200, lat: 49.1951, lng: 16.6068, country: "CZE" },
  { city: "Ostrava", postcode: 70200, lat: 49.8209, lng: 18.2625, country: "CZE" },
  { city: "Plzeň", postcode: 30100, lat: 49.7384, lng: 13.3736, country: "CZE" },
  { city: "Liberec", postcode: 46001, lat: 50.7663, lng: 15.0543, country: "CZE" },
  { city: "Olomouc", postcode: 77900, lat: 49.5938, lng: 17.2509, country: "CZE" },
  { city: "České Budějovice", postcode: 37001, lat: 48.9747, lng: 14.4749, country: "CZE" },
  { city: "Hradec Králové", postcode: 50002, lat: 50.2092, lng: 15.8328, country: "CZE" },
  { city: "Ústí nad Labem", postcode: 40001, lat: 50.6607, lng: 14.0323, country: "CZE" },
  { city: "Pardubice", postcode: 53002, lat: 50.0343, lng: 15.7812, country: "CZE" },
  { city: "Zlín", postcode: 76001, lat: 49.2265, lng: 17.6707, country: "CZE" },
  { city: "Havířov", postcode: 73601, lat: 49.7798, lng: 18.4369, country: "CZE" },
  { city: "Kladno", postcode: 27201, lat: 50.1473, lng: 14.1028, country: "CZE" },
  { city: "Most", postcode: 43401, lat: 50.503, lng: 13.6362, country: "CZE" },
  { city: "Opava", postcode: 74601, lat: 49.9387, lng: 17.9026, country: "CZE" },
  { city: "Jihlava", postcode: 58601, lat: 49.3961, lng: 15.5912, country: "CZE" },
  { city: "Karlovy Vary", postcode: 36001, lat: 50.2319, lng: 12.8715, country: "CZE" },
  { city: "Teplice", postcode: 41501, lat: 50.6404, lng: 13.8245, country: "CZE" },
  { city: "Tábor", postcode: 39002, lat: 49.4144, lng: 14.6578, country: "CZE" },
  { city: "Mladá Boleslav", postcode: 29301, lat: 50.4114, lng: 14.9032, country: "CZE" },
  { city: "Bratislava", postcode: 81101, lat: 48.1486, lng: 17.1077, country: "SVK" },
  { city: "Košice", postcode: 4001, lat: 48.7164, lng: 21.2611, country: "SVK" },
  { city: "Prešov", postcode: 8001, lat: 48.9985, lng: 21.2339, country: "SVK" },
  { city: "Žilina", postcode: 1001, lat: 49.2231, lng: 18.7394, country: "SVK" },
  { city: "Nitra", postcode: 94901, lat: 48.3069, lng: 18.0864, country: "SVK" },
  { city: "Banská Bystrica", postcode: 97401, lat: 48.7395, lng: 19.1535, country: "SVK" },
  { city: "Trnava", postcode: 91701, lat: 48.3774, lng: 17.5883, country: "SVK" },
  { city: "Trenčín", postcode: 91101, lat: 48.8945, lng: 18.0444, country: "SVK" },
];

const STREETS = [
  "Nádražní",
  "Masarykova",
  "Husova",
  "Palackého",
  "Komenského",
  "Nerudova",
  "Tyršova",
  "Jiráskova",
  "Školní",
  "Zahradní",
  "Sokolská",
  "Hlavní",
];

const PLACES = [
  "Trafika",
  "Papírnictví",
  "Drogerie",
  "Večerka",
  "Květinářství",
  "Výdejní box",
  "Čistírna",
  "Knihkupectví",
];

/** Monday to Friday, with a shorter Saturday for some; day 1 is Monday. */
const HOURS_PATTERNS = [
  { weekdays: ["08:00", "18:00"], saturday: null },
  { weekdays: ["09:00", "19:00"], saturday: ["09:00", "12:00"] },
  { weekdays: ["07:00", "20:00"], saturday: ["08:00", "18:00"] },
] as const;

/** One day's opening hours of a store branch; day 1 is Monday, a missing day is closed. */
export interface OpeningDay {
  day: number;
  from: string;
  to: string;
}

/** The same hours on each day from `first` to `last` (1 = Monday … 7 = Sunday). */
function days(first: number, last: number, from: string, to: string): Array<OpeningDay> {
  return Array.from({ length: last - first + 1 }, (_, index) => ({ day: first + index, from, to }));
}

export interface OwnStore {
  /** The store's branch id, which the CMS branch pages name as store_id. */
  id: number;
  name: string;
  city: string;
  street: string;
  postcode: string;
  country: "CZE" | "SVK";
  lat: number;
  lng: number;
  hours: Array<OpeningDay>;
}

/**
 * The shop's own stores, the PERSONAL shipper's branches, joined by the CMS branch pages
 * through store_id. Each has a warehouse of its own (warehouses.ts); the first three are
 * older than the rest, which tests and orders count on.
 */
export const OWN_STORES: ReadonlyArray<OwnStore> = [
  {
    id: 1,
    name: "Prodejna Praha",
    city: "Praha",
    street: "Vinohradská 1234/56",
    postcode: "120 00",
    country: "CZE",
    lat: 50.0771,
    lng: 14.4496,
    hours: [...days(1, 5, "09:00", "19:00"), ...days(6, 6, "09:00", "12:00")],
  },
  {
    id: 2,
    name: "Prodejna Brno",
    city: "Brno",
    street: "Masarykova 12",
    postcode: "602 00",
    country: "CZE",
    lat: 49.1933,
    lng: 16.6114,
    hours: [...days(1, 5, "09:00", "19:00"), ...days(6, 6, "09:00", "12:00")],
  },
  {
    id: 3,
    name: "Prodejna Ostrava",
    city: "Ostrava",
    street: "Nádražní 45",
    postcode: "702 00",
    country: "CZE",
    lat: 49.8353,
    lng: 18.2873,
    hours: [...days(1, 5, "09:00", "19:00"), ...days(6, 6, "09:00", "12:00")],
  },
  {
    id: 4,
    name: "Prodejna Plzeň",
    city: "Plzeň",
    street: "Americká třída 38",
    postcode: "301 00",
    country: "CZE",
    lat: 49.7419,
    lng: 13.3789,
    hours: [...days(1, 5, "10:00", "18:00"), ...days(6, 6, "09:00", "13:00")],
  },
  {
    id: 5,
    name: "Prodejna Olomouc",
    city: "Olomouc",
    street: "Palackého 14",
    postcode: "779 00",
    country: "CZE",
    lat: 49.5962,
    lng: 17.2553,
    hours: [...days(1, 4, "09:00", "18:00"), ...days(5, 5, "09:00", "17:00")],
  },
  {
    id: 6,
    name: "Prodejna České Budějovice",
    city: "České Budějovice",
    street: "Lannova třída 25",
    postcode: "370 01",
    country: "CZE",
    lat: 48.9757,
    lng: 14.48,
    hours: [...days(1, 5, "09:00", "18:00"), ...days(6, 6, "09:00", "12:00")],
  },
  {
    id: 7,
    name: "Predajňa Bratislava",
    city: "Bratislava",
    street: "Obchodná 42",
    postcode: "811 01",
    country: "SVK",
    lat: 48.1466,
    lng: 17.1075,
    hours: [...days(1, 6, "10:00", "20:00"), ...days(7, 7, "12:00", "18:00")],
  },
  {
    id: 8,
    name: "Predajňa Košice",
    city: "Košice",
    street: "Hlavná 68",
    postcode: "040 01",
    country: "SVK",
    lat: 48.7206,
    lng: 21.2579,
    hours: [...days(1, 5, "09:00", "18:00"), ...days(6, 6, "09:00", "13:00")],
  },
];

const PACKETA_BRANCHES = 320;
const BALIKOVNA_BRANCHES = 160;

/** `shopWarehouse` names the warehouse that stocks the own shop in a city. */
export function seedShipping(db: Db, shopWarehouse: (city: string) => number | null): void {
  const payment = db.prepare(
    "INSERT INTO payments (id, code, name, type, price_minor, position) VALUES (?, ?, ?, ?, ?, ?)",
  );
  PAYMENTS.forEach((p, position) =>
    payment.run(p.id, p.code, p.name, p.type, p.priceCzk * 100, position),
  );
  const shipper = db.prepare(
    `INSERT INTO shippers (id, code, name, type, required_address, price_minor,
       free_shipping_allowed, delivery_days, closes_at, has_time_slots, country_codes, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const blocked = db.prepare(
    "INSERT INTO shipper_blocked_payments (shipper_id, payment_id) VALUES (?, ?)",
  );
  SHIPPERS.forEach((s, position) => {
    shipper.run(
      s.id,
      s.code,
      s.name,
      s.type,
      s.requiredAddress ? 1 : 0,
      s.priceCzk * 100,
      s.freeShippingAllowed ? 1 : 0,
      s.deliveryDays,
      s.closesAt,
      s.timeSlots ? 1 : 0,
      JSON.stringify(s.countries),
      position,
    );
    for (const paymentId of s.blocked) blocked.run(s.id, paymentId);
  });
  seedBranches(db, shopWarehouse);
}

function seedBranches(db: Db, shopWarehouse: (city: string) => number | null): void {
  const insert = db.prepare(
    `INSERT INTO branches (id, shipper_id, remote_id, name, street, city, postcode, country_code,
       latitude, longitude, opening_hours, warehouse_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const store of OWN_STORES) {
    insert.run(
      store.id,
      SHIPPER.personal,
      `SHOP-${store.id}`,
      store.name,
      store.street,
      store.city,
      store.postcode,
      store.country,
      store.lat,
      store.lng,
      JSON.stringify(store.hours),
      shopWarehouse(store.city),
    );
  }

  let id = 100;
  const generate = (shipperId: number, prefix: string, count: number, czechOnly: boolean) => {
    const random = seededRandom(shipperId * 7919);
    const towns = TOWNS.filter((town) => !czechOnly || town.country === "CZE");
    for (let n = 1; n <= count; n += 1) {
      // Big towns first and most often: the first towns get several points each.
      const town = towns[(n - 1) % towns.length] ?? TOWNS[0];
      if (!town) return;
      const street = `${pick(random, STREETS)} ${1 + Math.floor(random() * 180)}`;
      const place = pick(random, PLACES);
      const postcode = town.postcode + Math.floor(random() * 9);
      insert.run(
        id++,
        shipperId,
        `${prefix}${String(n).padStart(5, "0")}`,
        `${place}, ${town.city}, ${street}`,
        street,
        town.city,
        formatPostcode(postcode),
        town.country,
        round(town.lat + (random() - 0.5) * 0.06),
        round(town.lng + (random() - 0.5) * 0.09),
        JSON.stringify(openingHours(pick(random, HOURS_PATTERNS))),
        null,
      );
    }
  };
  generate(SHIPPER.packeta, "Z", PACKETA_BRANCHES, false);
  generate(SHIPPER.balikovna, "B", BALIKOVNA_BRANCHES, true);
}

function openingHours(pattern: (typeof HOURS_PATTERNS)[number]) {
  const days: Array<{ day: number; from: string; to: string }> = [1, 2, 3, 4, 5].map((day) => ({
    day,
    from: pattern.weekdays[0],
    to: pattern.weekdays[1],
  }));
  if (pattern.saturday) days.push({ day: 6, from: pattern.saturday[0], to: pattern.saturday[1] });
  return days;
}

/** Czech and Slovak postcodes are five digits written "123 45". */
function formatPostcode(value: number): string {
  const digits = String(value).padStart(5, "0");
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
