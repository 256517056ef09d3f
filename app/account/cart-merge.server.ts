import type { Notification } from "#app/shopper/notification.ts";
import {
  addCartItemsBatch,
  getCart,
  isBffError,
  log,
  type Cart,
  type RequestContext,
  type User,
} from "#bff/index.server.ts";

/** One product of the guest cart, as the batch add asks for it. */
export type MergeLine = { variantId: number; name: string; amount: number };

export type MergeReport = {
  /** Products added to the customer's cart, in full or in part. */
  merged: number;
  /** Products the store refused: sold out, withdrawn, or below their minimum. */
  removed: Array<string>;
  /** Products added with less than the guest had, as stock or a maximum allowed. */
  capped: Array<string>;
};

/** The guest cart's lines, one per variant (the store joins equal lines as it adds). */
export function mergeLines(guestCart: Cart): Array<MergeLine> {
  const lines = new Map<number, MergeLine>();
  for (const item of guestCart.items) {
    const name = item.variant?.fullname ?? item.product?.name ?? item.variant?.name ?? "";
    const line = lines.get(item.variantId);
    if (line) line.amount += item.amount;
    else lines.set(item.variantId, { variantId: item.variantId, name, amount: item.amount });
  }
  return [...lines.values()];
}

function amountOf(cart: Cart | null, variantId: number): number {
  return (cart?.items ?? [])
    .filter((item) => item.variantId === variantId)
    .reduce((sum, item) => sum + item.amount, 0);
}

/**
 * What the batch add did to each guest line. The store reports a refused line as an error
 * on `items.{index}.…`; it caps an amount without saying so, so a cap shows as less of the
 * variant in the cart afterwards than before plus what was asked for.
 */
export function mergeReport({
  lines,
  before,
  after,
  errors,
}: {
  lines: Array<MergeLine>;
  before: Cart | null;
  after: Cart;
  errors: Array<{ field?: string | null; title: string }>;
}): MergeReport {
  const report: MergeReport = { merged: 0, removed: [], capped: [] };
  lines.forEach((line, index) => {
    const refused = errors.some((error) => error.field?.startsWith(`items.${index}.`));
    const added = amountOf(after, line.variantId) - amountOf(before, line.variantId);
    if (refused || added <= 0) {
      report.removed.push(line.name);
      return;
    }
    report.merged += 1;
    if (added < line.amount) report.capped.push(line.name);
  });
  return report;
}

/** The one notification that tells the shopper what the merge changed. */
export function mergeNotification(report: MergeReport): Omit<Notification, "id"> {
  const changed = report.removed.length > 0 || report.capped.length > 0;
  const details =
    report.removed.length > 0 && report.capped.length > 0
      ? "auth.merge.removedAndCapped"
      : report.removed.length > 0
        ? "auth.merge.removed"
        : report.capped.length > 0
          ? "auth.merge.capped"
          : "auth.merge.allMerged";
  return {
    type: changed ? "warning" : "success",
    title: report.merged > 0 ? "auth.merge.title" : "auth.merge.noneTitle",
    message: details,
    values: {
      count: report.merged,
      removed: report.removed.join(", "),
      capped: report.capped.join(", "),
    },
  };
}

/**
 * Moves a guest cart into the customer's cart at login with one batch add. Answers null when
 * the guest had nothing to move. `guest` carries the guest cart token, `customer` the new
 * login.
 */
export async function mergeGuestCart({
  guest,
  customer,
}: {
  guest: RequestContext;
  customer: RequestContext;
}): Promise<MergeReport | null> {
  if (!guest.cartToken) return null;
  const [guestCart, customerCart] = await Promise.all([
    getCart({ ctx: guest }),
    getCart({ ctx: customer }),
  ]);
  const lines = guestCart.cart ? mergeLines(guestCart.cart) : [];
  if (lines.length === 0) return null;
  const batch = await addCartItemsBatch({
    ctx: customer,
    items: lines.map((line) => ({ id: line.variantId, amount: line.amount })),
  });
  return mergeReport({ lines, before: customerCart.cart, after: batch.cart, errors: batch.errors });
}

/**
 * A sign-in's cart merge (login, registration): the notification saying what it changed,
 * null when the guest had nothing to move. A failed merge never fails the sign-in; the
 * guest cart stays where it was and the shopper is told.
 */
export async function mergeOnSignIn({
  guest,
  customer,
  user,
}: {
  guest: RequestContext;
  customer: RequestContext;
  user: Pick<User, "variantHash" | "groups">;
}): Promise<Omit<Notification, "id"> | null> {
  try {
    const report = await mergeGuestCart({
      guest,
      customer: { ...customer, userVariant: user.variantHash, userGroups: user.groups },
    });
    return report ? mergeNotification(report) : null;
  } catch (error) {
    if (!isBffError(error)) throw error;
    log.warn("guest cart merge failed", { requestId: guest.requestId, error: String(error) });
    return { type: "warning", message: "auth.merge.failed" };
  }
}
