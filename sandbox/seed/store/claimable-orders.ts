import { createHash } from "node:crypto";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";
import { createUser, userGroups, type UserRow } from "#sandbox/store/accounts.ts";
import { addItem, createCart, type CartRow } from "#sandbox/store/cart.ts";
import { checkoutCart } from "#sandbox/store/checkout.ts";
import { czkRate } from "#sandbox/store/money-conversion.ts";
import { findOrder, markShipped, placeOrder, setPaymentStatus } from "#sandbox/store/orders.ts";
import { hashPassword } from "#sandbox/store/secrets.ts";

import { asHistory } from "./as-history.ts";
import { DEMO_PASSWORD } from "./customers.ts";
import { PAYMENT, SHIPPER } from "./shipping.ts";

/**
 * Delivered orders for the complaint and return journeys (docs/decisions/032): a customer
 * with an order delivered a few days ago and one delivered two months ago (past the 30 days
 * for a return), and a guest's recent order. A return window only means something against
 * today, so these are placed relative to the start of the day the sandbox is seeded: two
 * seeds of one day are the same, and a fresh seed is always valid.
 */

export const CLAIMS_CUSTOMER_EMAIL = "tereza.kralova@example.cz";
export const CLAIMS_GUEST_EMAIL = "pavel.horak@example.cz";

const DAY_MS = 24 * 60 * 60 * 1000;

const HOME = { street: "Masarykova 12", city: "Brno", postcode: "602 00", country_code: "CZE" };

type ClaimableOrder = {
  guest: boolean;
  /** Days before the seed's day the order was placed; it ships the next day. */
  placedDaysAgo: number;
  items: Array<[variantId: number, amount: number]>;
};

/** Oldest first, so ids follow time. */
const ORDERS: Array<ClaimableOrder> = [
  {
    guest: false,
    placedDaysAgo: 60,
    items: [[variantId(1023, 0), 1]], // Masážní svíčka Aroma – Vanilka
  },
  {
    guest: true,
    placedDaysAgo: 8,
    items: [
      [variantId(1012, 0), 2], // Lubrikační gel Aqua 100 ml
      [variantId(1036, 0), 1], // Intimní mycí gel Fresh 200 ml
    ],
  },
  {
    guest: false,
    placedDaysAgo: 5,
    items: [
      [variantId(1002, 0), 1], // Vibrátor Lumi Mini – Růžová
      [variantId(1017, 1), 2], // Kondomy Classic – 12 ks
    ],
  },
];

/**
 * Places the orders through the store's checkout and ships them. What placing does beyond
 * the orders is undone, as for the order history: stock stays as seeded, the confirmation
 * mails leave the outbox, the carts are gone.
 */
export function seedClaimableOrders(db: Db, today = startOfDay(Date.now())): void {
  const customer = createUser(
    db,
    {
      email: CLAIMS_CUSTOMER_EMAIL,
      password: DEMO_PASSWORD,
      firstName: "Tereza",
      lastName: "Králová",
      phone: "+420 605 678 901",
    },
    today - 90 * DAY_MS,
  );
  // A salt from the e-mail, as the demo accounts have, keeps every seed of a day identical.
  const salt = createHash("sha256").update(CLAIMS_CUSTOMER_EMAIL).digest().subarray(0, 16);
  db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(
    hashPassword(DEMO_PASSWORD, salt),
    customer.id,
  );
  const czk = requireCurrency(db, "CZK");
  const variants = ORDERS.flatMap((order) => order.items.map(([id]) => id));
  asHistory(db, variants, () => {
    ORDERS.forEach((order, index) => {
      const placedAt = today - order.placedDaysAgo * DAY_MS + 9 * 60 * 60 * 1000;
      const user = order.guest ? undefined : customer;
      const cart = createCart(db, "CZK", placedAt, user?.id ?? null);
      const load = () => db.prepare("SELECT * FROM carts WHERE id = ?").get(cart.id) as CartRow;
      for (const [id, amount] of order.items)
        addItem(db, load(), { variantId: id, amount }, placedAt);
      const placed = placeOrder(db, orderPayload(user), {
        checkout: checkoutCart(db, load(), czk, placedAt),
        user,
        groups: user ? userGroups(user) : [],
        idempotencyKey: undefined,
        gatewayBaseUrl: "",
        now: placedAt,
        orderToken: seedToken(`order-${index + 1}`),
      });
      const row = () => {
        const found = findOrder(db, "id", placed.id);
        if (!found) throw new Error(`order ${placed.id} was not placed`);
        return found;
      };
      setPaymentStatus(db, row(), "paid");
      markShipped(db, row(), czkRate(db, "CZK"), placedAt + DAY_MS);
      db.prepare("DELETE FROM carts WHERE id = ?").run(cart.id);
    });
  });
}

function orderPayload(user: UserRow | undefined) {
  return {
    name: user ? `${user.first_name} ${user.last_name}` : "Pavel Horák",
    email: user?.email ?? CLAIMS_GUEST_EMAIL,
    phone: user?.phone ?? "+420 606 789 012",
    billing_address: HOME,
    business: null,
    shipping: null,
    payment_id: PAYMENT.card,
    shipper_id: SHIPPER.ppl,
    terms: true,
  };
}

function startOfDay(instant: number): number {
  return instant - (instant % DAY_MS);
}

/** Tokens derived from a label, so every seed of a day writes the same bytes. */
function seedToken(label: string): string {
  return createHash("sha256").update(`claimable-orders:${label}`).digest("hex").slice(0, 32);
}
