/** The order gift as the rules need it (spec: Gift – id, price_from, availability). */
export type OrderGift = {
  id: number;
  name: string;
  price_from: number;
  availability: { isAvailable: boolean };
};

/**
 * The gifts the cart qualifies for: in stock and with `price_from` reached by the discount
 * limit price (the items after the coupon, the value the store checks at placing).
 */
export function choosableGifts<T extends OrderGift>(
  gifts: ReadonlyArray<T>,
  discountLimitPrice: number,
): Array<T> {
  return gifts.filter(
    (gift) => gift.availability.isAvailable && gift.price_from <= discountLimitPrice,
  );
}

/** The cheapest available gift not reached yet, and how much more the cart needs for it. */
export function nextGift<T extends OrderGift>(
  gifts: ReadonlyArray<T>,
  discountLimitPrice: number,
): { gift: T; remaining: number } | null {
  const ahead = gifts
    .filter((gift) => gift.availability.isAvailable && gift.price_from > discountLimitPrice)
    .sort((a, b) => a.price_from - b.price_from);
  const [gift] = ahead;
  if (!gift) return null;
  return { gift, remaining: Math.round((gift.price_from - discountLimitPrice) * 100) / 100 };
}

/**
 * Spec (cart): a selected gift is dropped when it is no longer available or the discount
 * limit price falls below its price_from. Returns the gift id still chosen, or null.
 */
export function keptGiftId(
  chosenId: number | null,
  gifts: ReadonlyArray<OrderGift>,
  discountLimitPrice: number,
): number | null {
  if (chosenId === null) return null;
  const chosen = choosableGifts(gifts, discountLimitPrice).find((gift) => gift.id === chosenId);
  return chosen ? chosen.id : null;
}

/** Why a chosen gift was dropped: the cart fell below its `price_from`, or it is gone. */
export type DroppedGift = { name: string; reason: "threshold" | "unavailable" };

/**
 * The chosen gift a changed cart no longer keeps (see `keptGiftId`), with the reason the
 * shopper is told; null when none was chosen or it is kept. A gift the store no longer
 * lists has no name to tell, and is dropped silently.
 */
export function droppedGift(
  chosenId: number | null,
  gifts: ReadonlyArray<OrderGift>,
  discountLimitPrice: number,
): DroppedGift | null {
  if (keptGiftId(chosenId, gifts, discountLimitPrice) !== null) return null;
  const gift = gifts.find((candidate) => candidate.id === chosenId);
  if (!gift) return null;
  return {
    name: gift.name,
    reason: gift.availability.isAvailable ? "threshold" : "unavailable",
  };
}
