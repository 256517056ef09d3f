import * as z from "zod";

import type { Db } from "#sandbox/db/open.ts";
import { type ErrorEntry, HttpError, httpError } from "#sandbox/http/errors.ts";
import { MESSAGES } from "#sandbox/message-language.ts";
import { sendMail } from "#sandbox/outbox.ts";

import type { UserRow } from "./accounts.ts";
import { addDays, deliveredOn, shopDay } from "./delivered-day.ts";
import { findOrder, isOrderEmail } from "./orders.ts";

/**
 * Complaints and returns of goods (docs/decisions/032): which orders can be claimed, and
 * filing a claim against one with the store's own checks of lines, amounts, the return
 * window and photos.
 */

/** Returns within 30 days (spec: content-side §1), counted from the day of delivery. */
export const RETURN_DAYS = 30;
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
export const RETURN_REASONS = [
  "changed_mind",
  "not_as_expected",
  "wrong_size",
  "damaged_in_transit",
  "ordered_by_mistake",
  "other",
] as const;

type OrderRow = NonNullable<ReturnType<typeof findOrder>>;

const StoredItemsSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.union([z.string(), z.number()]).transform(String),
      amount: z.number(),
      product: z.looseObject({ name: z.string() }).nullable(),
      variant: z.looseObject({ name: z.string() }).nullable(),
    }),
  ),
});

/** A day in shop time as YYYY-MM-DD. */
/** "Product – Variant", or the one name when a product's only variant is named alike. */
function lineName(product: string | undefined, variant: string | undefined): string | undefined {
  if (!product || !variant || product === variant) return product ?? variant;
  return `${product} – ${variant}`;
}

/** The order's lines as a claim names them; a line's variant is part of its name. */
function claimItems(order: OrderRow) {
  return StoredItemsSchema.parse(JSON.parse(order.data)).items.map((item) => ({
    id: item.id,
    name: lineName(item.product?.name, item.variant?.name) ?? item.id,
    amount: item.amount,
  }));
}

/** Whether goods of the order have reached the customer: shipped, and not cancelled. */
function isClaimable(order: OrderRow): boolean {
  return order.status === "shipped" && order.shipped_at !== null;
}

/** The order as the claim forms read it, with its delivery day and last day for a return. */
export function claimOrderJson(order: OrderRow) {
  const delivered = deliveredOn(order);
  return {
    code: order.code,
    createdAt: new Date(order.created_at).toISOString(),
    deliveredOn: delivered,
    returnableUntil: delivered === null ? null : addDays(delivered, RETURN_DAYS),
    items: claimItems(order),
  };
}

/** The customer's delivered orders, newest first. */
export function customerClaimOrders(db: Db, user: UserRow) {
  const rows = db
    .prepare(
      `SELECT * FROM orders WHERE user_id = ? AND status = 'shipped'
       ORDER BY created_at DESC, id DESC`,
    )
    .all(user.id) as Array<OrderRow>;
  return rows.map(claimOrderJson);
}

/**
 * The order a claim is filed against: a customer's own order, or a guest's by its code and
 * the e-mail it was placed with. A wrong pair answers as an unknown code, so it never
 * confirms that somebody else's order exists.
 */
export function claimableOrder(
  db: Db,
  code: string,
  who: { user: UserRow | undefined; email: string | undefined },
): OrderRow {
  const order = findOrder(db, "code", code, who.user?.id);
  const matches =
    order !== undefined &&
    (who.user !== undefined || (who.email !== undefined && isOrderEmail(order, who.email)));
  if (!order || !matches) throw httpError(404, MESSAGES.claimOrderNotFound, "orderCode");
  if (!isClaimable(order)) throw httpError(422, MESSAGES.notDeliveredYet, "orderCode");
  return order;
}

export const ClaimBodySchema = z.object({
  kind: z.enum(["complaint", "return"]),
  orderCode: z.string().min(1).max(32),
  email: z.string().max(254).optional(),
  items: z
    .array(z.object({ id: z.string().max(64), amount: z.number().int().positive() }))
    .max(200),
  description: z
    .string()
    .max(DESCRIPTION_MAX * 2)
    .optional(),
  reason: z.string().max(64).optional(),
  bankAccount: z.string().max(64).optional(),
  photos: z
    .array(
      z.object({
        name: z.string().max(255),
        contentType: z.string().max(64),
        data: z.string(),
      }),
    )
    .optional(),
});
export type ClaimBody = z.infer<typeof ClaimBodySchema>;

/** What the first bytes of a picture say it is; a name or a declared type proves nothing. */
function sniffedType(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  const brand = bytes.subarray(8, 12).toString("latin1");
  if (
    bytes.subarray(4, 8).toString("latin1") === "ftyp" &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)
  ) {
    return "image/heic";
  }
  return null;
}

function checkPhotos(body: ClaimBody, errors: Array<ErrorEntry>) {
  const photos = body.photos ?? [];
  if (photos.length > MAX_PHOTOS) {
    errors.push({ field: "photos", title: MESSAGES.photosAtMost(MAX_PHOTOS) });
    return [];
  }
  const decoded = photos.map((photo) => ({ ...photo, bytes: Buffer.from(photo.data, "base64") }));
  for (const [index, photo] of decoded.entries()) {
    if (photo.bytes.length === 0 || photo.bytes.length > MAX_PHOTO_BYTES) {
      errors.push({ field: `photos.${index}`, title: MESSAGES.photoTooLarge });
    } else if (sniffedType(photo.bytes) !== photo.contentType) {
      errors.push({ field: `photos.${index}`, title: MESSAGES.photoType });
    }
  }
  return decoded;
}

function checkItems(order: OrderRow, body: ClaimBody, errors: Array<ErrorEntry>) {
  const ordered = new Map(claimItems(order).map((item) => [item.id, item.amount]));
  const seen = new Set<string>();
  body.items.forEach((item, index) => {
    const max = ordered.get(item.id);
    if (max === undefined || seen.has(item.id)) {
      errors.push({ field: `items.${index}.id`, title: MESSAGES.itemNotInOrder });
    } else if (item.amount > max) {
      errors.push({ field: `items.${index}.amount`, title: MESSAGES.claimAmountAtMost(max) });
    }
    seen.add(item.id);
  });
  if (body.items.length === 0) {
    errors.push({ field: "items", title: MESSAGES.chooseOneItem });
  }
}

function checkText(body: ClaimBody, errors: Array<ErrorEntry>) {
  if (body.kind === "complaint") {
    const length = body.description?.trim().length ?? 0;
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
      errors.push({
        field: "description",
        title: MESSAGES.describeDefect(DESCRIPTION_MIN, DESCRIPTION_MAX),
      });
    }
  } else {
    if (!RETURN_REASONS.some((reason) => reason === body.reason)) {
      errors.push({ field: "reason", title: MESSAGES.chooseReturnReason });
    }
    if (!body.bankAccount?.trim()) {
      errors.push({ field: "bankAccount", title: MESSAGES.fillBankAccount });
    }
  }
}

type ClaimRow = {
  id: number;
  number: string;
  kind: "complaint" | "return";
  order_id: number;
  email: string;
  created_at: number;
};

function claimJson(row: ClaimRow, orderCode: string) {
  return {
    number: row.number,
    kind: row.kind,
    orderCode,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const MAIL_TEXT = {
  complaint: {
    subject: (number: string) => `Reklamace ${number} přijata`,
    next: "Reklamaci posoudíme a vyřídíme nejpozději do 30 dní. Zboží nám prosím pošlete s kopií tohoto e-mailu; o výsledku vám napíšeme.",
  },
  return: {
    subject: (number: string) => `Vrácení zboží ${number} přijato`,
    next: "Zboží nám prosím pošlete zpět do 14 dní s kopií tohoto e-mailu. Peníze vrátíme na uvedený účet do 14 dní, jakmile vrácené zboží dorazí.",
  },
};

/**
 * Files a complaint or a return against a delivered order. Lines must be the order's own,
 * each at most its ordered amount; a return must lie within 30 days of delivery. A repeat
 * with the same Idempotency-Key on the same order answers the first claim (`repeated`).
 */
export function fileClaim(
  db: Db,
  body: ClaimBody,
  context: { user: UserRow | undefined; idempotencyKey: string | undefined; now: number },
) {
  const order = claimableOrder(db, body.orderCode, { user: context.user, email: body.email });
  if (context.idempotencyKey) {
    const earlier = db
      .prepare("SELECT * FROM claims WHERE order_id = ? AND idempotency_key = ?")
      .get(order.id, context.idempotencyKey) as ClaimRow | undefined;
    if (earlier) return { claim: claimJson(earlier, order.code), repeated: true };
  }
  const errors: Array<ErrorEntry> = [];
  const json = claimOrderJson(order);
  if (
    body.kind === "return" &&
    (json.returnableUntil === null || shopDay(context.now) > json.returnableUntil)
  ) {
    errors.push({ field: "orderCode", title: MESSAGES.returnWindowClosed });
  }
  checkItems(order, body, errors);
  checkText(body, errors);
  const photos = body.kind === "complaint" ? checkPhotos(body, errors) : [];
  if (errors.length > 0) throw new HttpError(422, errors);

  const claim = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO claims (number, kind, order_id, email, description, reason, bank_account,
           idempotency_key, created_at) VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        body.kind,
        order.id,
        order.email,
        body.kind === "complaint" ? (body.description?.trim() ?? null) : null,
        body.kind === "return" ? (body.reason ?? null) : null,
        body.bankAccount?.trim() || null,
        context.idempotencyKey ?? null,
        context.now,
      );
    const id = Number(lastInsertRowid);
    const prefix = body.kind === "complaint" ? "RK" : "VR";
    const number = `${prefix}-${new Date(context.now).getUTCFullYear()}-${String(id).padStart(6, "0")}`;
    db.prepare("UPDATE claims SET number = ? WHERE id = ?").run(number, id);
    const insertItem = db.prepare(
      "INSERT INTO claim_items (claim_id, item_id, amount) VALUES (?, ?, ?)",
    );
    for (const item of body.items) insertItem.run(id, item.id, item.amount);
    const insertPhoto = db.prepare(
      "INSERT INTO claim_photos (claim_id, name, content_type, data) VALUES (?, ?, ?, ?)",
    );
    for (const photo of photos) insertPhoto.run(id, photo.name, photo.contentType, photo.bytes);
    return db.prepare("SELECT * FROM claims WHERE id = ?").get(id) as ClaimRow;
  })();

  const names = new Map(json.items.map((item) => [item.id, item.name]));
  const lines = body.items.map((item) => `${item.amount}× ${names.get(item.id) ?? item.id}`);
  const text = MAIL_TEXT[body.kind];
  sendMail(
    db,
    {
      to: order.email,
      kind: body.kind,
      subject: text.subject(claim.number),
      body: [
        `Děkujeme, přijali jsme ${body.kind === "complaint" ? "reklamaci" : "vrácení zboží"} ${claim.number} k objednávce ${order.code}.`,
        `Zboží: ${lines.join(", ")}.`,
        text.next,
      ].join("\n\n"),
    },
    context.now,
  );
  return { claim: claimJson(claim, order.code), repeated: false };
}
