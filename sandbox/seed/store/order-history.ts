import { createHash } from "node:crypto";

import { requireCurrency } from "#sandbox/catalog/currencies.ts";
import type { Db } from "#sandbox/db/open.ts";
import { variantId } from "#sandbox/seed/catalog-ids.ts";
import { findUserByEmail, userGroups } from "#sandbox/store/accounts.ts";
import { type CartRow, addItem } from "#sandbox/store/cart.ts";
import { checkoutCart, useCredits } from "#sandbox/store/checkout.ts";
import { deliveryTimeSlots, holidaysOf, nearestDeliveryDay } from "#sandbox/store/delivery.ts";
import { czkRate } from "#sandbox/store/money-conversion.ts";
import {
  type Address,
  findOrder,
  markShipped,
  placeOrder,
  setPaymentStatus,
} from "#sandbox/store/orders.ts";
import { branchByRemoteId, findShipper } from "#sandbox/store/shipping.ts";

import { asHistory } from "./as-history.ts";
import { PAYMENT, SHIPPER } from "./shipping.ts";

/**
 * A year of orders of one demo customer, for the account's read-only journeys: the order
 * list and its pages, an order's detail, paying again, the transfer's QR code and the
 * downloads. The orders are placed through the store's own checkout at fixed past instants,
 * so they are shaped exactly as the running store shapes them, and then moved on to the
 * state they reached since.
 */

export const ORDER_HISTORY_EMAIL = "marie.svobodova@example.cz";

/** What became of an order after it was placed. */
type Outcome = "unpaid" | "paid" | "shipped" | "cancelled";

interface HistoricOrder {
  placedAt: number;
  items: Array<[variantId: number, amount: number]>;
  shipperId: number;
  /** The pick-up point's remote id, for shippers that deliver to one. */
  branch?: string;
  paymentId: number;
  coupon?: string;
  credits?: number;
  giftId?: number;
  shipTo?: { name: string; address: Address };
  /** Books the courier's first evening slot. */
  eveningSlot?: boolean;
  comment?: string;
  outcome: Outcome;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const HOME: Address = {
  street: "Slezská 2145/61",
  city: "Praha 3",
  postcode: "130 00",
  country_code: "CZE",
};

/** Oldest first: ids follow time, as they do in a store that takes orders one by one. */
const ORDERS: Array<HistoricOrder> = [
  {
    placedAt: Date.UTC(2025, 11, 3, 8, 41),
    items: [
      [variantId(1002, 0), 1], // Vibrátor Lumi Mini – Růžová
      [variantId(1012, 0), 1], // Lubrikační gel Aqua 100 ml
    ],
    shipperId: SHIPPER.packeta,
    branch: "Z00001",
    paymentId: PAYMENT.card,
    outcome: "shipped",
  },
  {
    // A Christmas present sent straight to her sister.
    placedAt: Date.UTC(2025, 11, 15, 18, 5),
    items: [
      [variantId(1034, 0), 1], // Sada pro páry Romantický večer
      [variantId(1023, 0), 1], // Masážní svíčka Aroma – Vanilka
    ],
    shipperId: SHIPPER.ppl,
    paymentId: PAYMENT.card,
    shipTo: {
      name: "Lenka Svobodová",
      address: {
        street: "Kounicova 684/10",
        city: "Brno",
        postcode: "602 00",
        country_code: "CZE",
      },
    },
    comment: "Prosím bez faktury v balíku, je to dárek.",
    outcome: "shipped",
  },
  {
    placedAt: Date.UTC(2026, 0, 12, 10, 20),
    items: [
      [variantId(1017, 1), 2], // Kondomy Classic – 12 ks
      [variantId(1036, 0), 1], // Intimní mycí gel Fresh 200 ml
    ],
    shipperId: SHIPPER.balikovna,
    branch: "B00001",
    paymentId: PAYMENT.bankTransfer,
    coupon: "SLEVA10",
    outcome: "shipped",
  },
  {
    placedAt: Date.UTC(2026, 1, 10, 16, 30),
    items: [
      [variantId(1026, 1), 1], // Krajkové body Noir – M
      [variantId(1030, 0), 1], // Punčochy se samodržícím lemem – S/M
    ],
    shipperId: SHIPPER.personal,
    branch: "SHOP-1",
    paymentId: PAYMENT.inStore,
    giftId: 2, // Saténová maska na oči
    outcome: "shipped",
  },
  {
    placedAt: Date.UTC(2026, 2, 18, 7, 55),
    items: [
      [variantId(1022, 1), 1], // Masážní olej Mandle a vanilka – 200 ml
      [variantId(1024, 0), 1], // Hřejivý masážní olej Skořice 150 ml
    ],
    shipperId: SHIPPER.post,
    paymentId: PAYMENT.cashOnDelivery,
    outcome: "shipped",
  },
  {
    // The transfer never came, so the shop cancelled the order.
    placedAt: Date.UTC(2026, 3, 22, 19, 12),
    items: [[variantId(1009, 0), 1]], // Skleněné dildo Crystal Wave
    shipperId: SHIPPER.packeta,
    branch: "Z00001",
    paymentId: PAYMENT.bankTransfer,
    outcome: "cancelled",
  },
  {
    placedAt: Date.UTC(2026, 4, 27, 9, 3),
    items: [[variantId(1005, 0), 1]], // Masážní hlavice Wand Power
    shipperId: SHIPPER.ppl,
    paymentId: PAYMENT.card,
    credits: 100,
    outcome: "shipped",
  },
  {
    // She cancelled at the card gateway and then the order itself.
    placedAt: Date.UTC(2026, 6, 8, 9, 45),
    items: [[variantId(1006, 0), 1]], // Vibrátor Rabbit Duo
    shipperId: SHIPPER.eveningCourier,
    paymentId: PAYMENT.card,
    eveningSlot: true,
    outcome: "cancelled",
  },
  {
    placedAt: Date.UTC(2026, 7, 19, 14, 27),
    items: [
      [variantId(1007, 0), 1], // Stimulátor klitorisu Petal
      [variantId(1035, 0), 1], // Čisticí sprej na pomůcky 150 ml
    ],
    shipperId: SHIPPER.balikovna,
    branch: "B00001",
    paymentId: PAYMENT.card,
    outcome: "shipped",
  },
  {
    // Waits for the transfer: the shop shows its QR code.
    placedAt: Date.UTC(2026, 10, 9, 20, 16),
    items: [
      [variantId(1008, 1), 1], // Realistické dildo Natural – 18 cm
      [variantId(1015, 0), 1], // Lubrikační gel Aloe Sensitive 150 ml
    ],
    shipperId: SHIPPER.packeta,
    branch: "Z00001",
    paymentId: PAYMENT.bankTransfer,
    outcome: "unpaid",
  },
  {
    // The card payment was left unfinished: the shop offers to pay again.
    placedAt: Date.UTC(2026, 10, 23, 11, 38),
    items: [
      [variantId(1028, 1), 1], // Krajková souprava Blanche – M
      [variantId(1030, 1), 1], // Punčochy se samodržícím lemem – L/XL
    ],
    shipperId: SHIPPER.ppl,
    paymentId: PAYMENT.card,
    outcome: "unpaid",
  },
  {
    placedAt: Date.UTC(2026, 10, 24, 8, 2),
    items: [[variantId(1029, 0), 1]], // Saténový župan Kimono – S/M
    shipperId: SHIPPER.post,
    paymentId: PAYMENT.card,
    coupon: "JARO200",
    outcome: "paid",
  },
];

/**
 * Places the history through `placeOrder` from one cart of hers, as a returning customer
 * does. What placing does beyond the order is undone afterwards: the catalogue's stock and
 * the gifts' stock stay as seeded (journeys count on them), the confirmation mails leave
 * the outbox to what the running sandbox sends, and the cart, long expired, is gone.
 */
export function seedOrderHistory(db: Db): void {
  const user = findUserByEmail(db, ORDER_HISTORY_EMAIL);
  const first = ORDERS[0];
  if (!user || !first) throw new Error("the order history needs its customer and orders");
  const czk = requireCurrency(db, "CZK");
  const holidays = holidaysOf(db);

  const variants = ORDERS.flatMap((order) => order.items.map(([id]) => id));
  asHistory(db, variants, () => {
    const cartId = Number(
      db
        .prepare(
          `INSERT INTO carts (token, currency_code, user_id, created_at, updated_at)
         VALUES (?, 'CZK', ?, ?, ?)`,
        )
        .run(seedToken("cart"), user.id, first.placedAt, first.placedAt).lastInsertRowid,
    );
    const loadCart = () => db.prepare("SELECT * FROM carts WHERE id = ?").get(cartId) as CartRow;

    ORDERS.forEach((order, index) => {
      const now = order.placedAt;
      for (const [id, amount] of order.items)
        addItem(db, loadCart(), { variantId: id, amount }, now);
      // Set as the coupon endpoint does; placeOrder refuses one that was not valid then.
      if (order.coupon) {
        db.prepare("UPDATE carts SET coupon_code = ? WHERE id = ?").run(order.coupon, cartId);
      }
      if (order.credits) useCredits(db, loadCart(), user, order.credits);
      const checkout = checkoutCart(db, loadCart(), czk, now);
      const shipper = findShipper(db, order.shipperId);
      const slot =
        order.eveningSlot && shipper
          ? deliveryTimeSlots(
              shipper.id,
              nearestDeliveryDay(shipper, now, holidays, checkout.pricing.delayDays),
              holidays,
            )[0]
          : undefined;
      const placed = placeOrder(
        db,
        {
          name: `${user.first_name} ${user.last_name}`,
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          phone: user.phone ?? "",
          billing_address: HOME,
          business: null,
          shipping: order.shipTo ?? null,
          payment_id: order.paymentId,
          shipper_id: order.shipperId,
          branch_id: order.branch ? branchByRemoteId(db, order.shipperId, order.branch).id : null,
          terms: true,
          order_gifts: order.giftId ? [order.giftId] : [],
          delivery_time_id: slot?.id ?? null,
          ...(order.comment ? { comment: order.comment } : {}),
        },
        {
          checkout,
          user,
          groups: userGroups(user),
          idempotencyKey: undefined,
          gatewayBaseUrl: "",
          now,
          orderToken: seedToken(`order-${index + 1}`),
        },
      );
      settle(db, placed.id, order, now + DAY_MS);
    });

    db.prepare("DELETE FROM carts WHERE id = ?").run(cartId);
  });
}

/** Moves a placed order on to its outcome the way the gateway and the warehouse do. */
function settle(db: Db, orderId: number, order: HistoricOrder, later: number): void {
  const row = () => {
    const found = findOrder(db, "id", orderId);
    if (!found) throw new Error(`order ${orderId} was not placed`);
    return found;
  };
  if (order.outcome === "unpaid") return;
  if (order.outcome === "cancelled") {
    // The store has no cancelling endpoint; the shop's back office does this.
    db.prepare(
      "UPDATE orders SET status = 'cancelled', payment_status = 'cancelled' WHERE id = ?",
    ).run(orderId);
    return;
  }
  // Cash on delivery is paid when the parcel is handed over, so after it was shipped.
  const cashOnDelivery = order.paymentId === PAYMENT.cashOnDelivery;
  if (!cashOnDelivery) setPaymentStatus(db, row(), "paid");
  if (order.outcome === "shipped") markShipped(db, row(), czkRate(db, "CZK"), later);
  if (cashOnDelivery) setPaymentStatus(db, row(), "paid");
}

/** Tokens derived from a label, so every seed writes the same bytes. */
function seedToken(label: string): string {
  return createHash("sha256").update(`order-history:${label}`).digest("hex").slice(0, 32);
}
