import { describe, expect, it } from "vitest";

import { choosableGifts, droppedGift, keptGiftId, nextGift } from "./cart-gifts.ts";

const gift = (id: number, priceFrom: number, isAvailable = true) => ({
  id,
  name: `Dárek ${id}`,
  price_from: priceFrom,
  availability: { isAvailable },
});

const GIFTS = [gift(1, 0), gift(2, 1500), gift(3, 1000, false), gift(4, 2500)];

describe("choosableGifts", () => {
  it("offers the available gifts the cart's value reaches", () => {
    expect(choosableGifts(GIFTS, 1500).map((g) => g.id)).toEqual([1, 2]);
  });

  it("never offers a gift out of stock", () => {
    expect(choosableGifts(GIFTS, 5000).map((g) => g.id)).toEqual([1, 2, 4]);
  });
});

describe("nextGift", () => {
  it("names the cheapest available gift not reached yet and the amount missing", () => {
    expect(nextGift(GIFTS, 999.5)).toEqual({ gift: GIFTS[1], remaining: 500.5 });
  });

  it("is null once every available gift is reached", () => {
    expect(nextGift(GIFTS, 2500)).toBeNull();
  });
});

describe("keptGiftId", () => {
  it("keeps a chosen gift the cart still qualifies for", () => {
    expect(keptGiftId(2, GIFTS, 1600)).toBe(2);
  });

  it("drops it when the discount limit price falls below its price_from", () => {
    expect(keptGiftId(2, GIFTS, 1499.99)).toBeNull();
  });

  it("drops it when it is no longer available or no longer offered", () => {
    expect(keptGiftId(3, GIFTS, 5000)).toBeNull();
    expect(keptGiftId(9, GIFTS, 5000)).toBeNull();
  });

  it("keeps nothing when nothing was chosen", () => {
    expect(keptGiftId(null, GIFTS, 5000)).toBeNull();
  });
});

describe("droppedGift", () => {
  it("names a gift the cart fell below, as the reason to tell", () => {
    expect(droppedGift(2, GIFTS, 1499.99)).toEqual({ name: "Dárek 2", reason: "threshold" });
  });

  it("names a gift gone out of stock", () => {
    expect(droppedGift(3, GIFTS, 5000)).toEqual({ name: "Dárek 3", reason: "unavailable" });
  });

  it("is null for a kept gift, no gift, or one the store no longer lists", () => {
    expect(droppedGift(2, GIFTS, 1500)).toBeNull();
    expect(droppedGift(null, GIFTS, 0)).toBeNull();
    expect(droppedGift(9, GIFTS, 5000)).toBeNull();
  });
});
