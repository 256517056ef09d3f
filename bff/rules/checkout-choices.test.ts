import { describe, expect, test } from "vitest";

import {
  branchQuery,
  fastestShipperId,
  keptChoices,
  missingChoices,
  NO_CHOICES,
  servicePrice,
  withShipper,
  type CheckoutChoices,
} from "./checkout-choices.ts";
import { CheckoutMethodsFormSchema } from "./checkout-methods-form.server.ts";

function shipper(
  id: number,
  overrides: Partial<{
    type: string;
    requiredAddress: boolean;
    blockedPayments: Array<number>;
    nearestDeliveryDate: string;
    closesAt: string;
  }> = {},
) {
  return {
    id,
    type: overrides.type ?? "COURIER",
    requiredAddress: overrides.requiredAddress ?? true,
    blockedPayments: overrides.blockedPayments ?? [],
    delivery: {
      nearestDeliveryDate: overrides.nearestDeliveryDate ?? "2026-11-24",
      closesAt: overrides.closesAt ?? "14:00",
    },
  };
}

const PERSONAL = shipper(1, { type: "PERSONAL", requiredAddress: false, blockedPayments: [3] });
const PACKETA = shipper(2, { type: "PICKUP_POINT", requiredAddress: false, blockedPayments: [4] });
const PPL = shipper(4, { blockedPayments: [4] });
const EVENING = shipper(5, { blockedPayments: [3, 4] });
const SHIPPERS = [PERSONAL, PACKETA, PPL, EVENING];
const PAYMENTS = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const BRNO_POINT = { id: 100, shipperId: 2, countryCode: "CZE" };

function choices(overrides: Partial<CheckoutChoices>): CheckoutChoices {
  return { ...NO_CHOICES, ...overrides };
}

describe("keptChoices: choices against fresh lists (spec §4)", () => {
  const fresh = { shippers: SHIPPERS, payments: PAYMENTS, branch: BRNO_POINT, slotIds: null };

  test("keeps a shipper, its branch, a payment and a slot the store still offers", () => {
    const chosen = choices({ shipperId: 2, branchId: 100, paymentId: 2 });
    expect(keptChoices(chosen, fresh)).toEqual(chosen);
    const evening = choices({ shipperId: 5, paymentId: 1, deliveryTimeId: "5-2026-11-24-17:00" });
    expect(keptChoices(evening, { ...fresh, slotIds: ["5-2026-11-24-17:00"] })).toEqual(evening);
  });

  test("clears a shipper missing from the fresh list, with its branch and slot", () => {
    const chosen = choices({ shipperId: 9, branchId: 100, paymentId: 2, deliveryTimeId: "x" });
    expect(keptChoices(chosen, fresh)).toEqual(choices({ paymentId: 2 }));
  });

  test("clears a payment missing from the fresh list", () => {
    expect(keptChoices(choices({ shipperId: 4, paymentId: 7 }), fresh)).toEqual(
      choices({ shipperId: 4 }),
    );
  });

  test("clears a payment the chosen shipper blocks", () => {
    expect(keptChoices(choices({ shipperId: 5, paymentId: 3 }), fresh)).toEqual(
      choices({ shipperId: 5 }),
    );
  });

  test("clears a branch that is gone, another shipper's, or for a shipper that needs none", () => {
    const chosen = choices({ shipperId: 2, branchId: 100 });
    expect(keptChoices(chosen, { ...fresh, branch: null }).branchId).toBeNull();
    expect(
      keptChoices(chosen, { ...fresh, branch: { ...BRNO_POINT, shipperId: 3 } }).branchId,
    ).toBeNull();
    expect(keptChoices(choices({ shipperId: 4, branchId: 100 }), fresh).branchId).toBeNull();
  });

  test("clears a branch outside the parcel-point countries (cz only)", () => {
    const slovak = { ...BRNO_POINT, countryCode: "SVK" };
    expect(
      keptChoices(choices({ shipperId: 2, branchId: 100 }), { ...fresh, branch: slovak }).branchId,
    ).toBeNull();
  });

  test("clears a slot no longer offered, keeps it when the slots could not be read", () => {
    const chosen = choices({ shipperId: 5, deliveryTimeId: "5-2026-11-24-17:00" });
    expect(keptChoices(chosen, { ...fresh, slotIds: [] }).deliveryTimeId).toBeNull();
    expect(keptChoices(chosen, { ...fresh, slotIds: null }).deliveryTimeId).toBe(
      "5-2026-11-24-17:00",
    );
  });
});

describe("withShipper: choosing a shipper (spec §4)", () => {
  test("a different shipper clears the branch and the slot, keeps a payment it takes", () => {
    const before = choices({ shipperId: 2, branchId: 100, paymentId: 2, deliveryTimeId: "s" });
    expect(withShipper(before, PPL)).toEqual(choices({ shipperId: 4, paymentId: 2 }));
  });

  test("a different shipper clears a payment it blocks", () => {
    expect(withShipper(choices({ shipperId: 4, paymentId: 3 }), EVENING)).toEqual(
      choices({ shipperId: 5 }),
    );
  });

  test("the same shipper again changes nothing", () => {
    const before = choices({ shipperId: 2, branchId: 100, paymentId: 2 });
    expect(withShipper(before, PACKETA)).toBe(before);
  });
});

describe("missingChoices", () => {
  test("a shipper and a payment, in the page's order", () => {
    expect(missingChoices(NO_CHOICES, null)).toEqual(["shipper", "payment"]);
  });

  test("a branch for a shipper that hands over at one", () => {
    expect(missingChoices(choices({ shipperId: 2, paymentId: 2 }), PACKETA)).toEqual(["branch"]);
    expect(missingChoices(choices({ shipperId: 2, branchId: 100, paymentId: 2 }), PACKETA)).toEqual(
      [],
    );
  });

  test("no branch for a courier", () => {
    expect(missingChoices(choices({ shipperId: 4, paymentId: 1 }), PPL)).toEqual([]);
  });
});

describe("fastestShipperId", () => {
  test("the non-PERSONAL shipper with the earliest date, ties by the earlier closing", () => {
    const shippers = [
      shipper(1, { type: "PERSONAL", nearestDeliveryDate: "2026-11-23" }),
      shipper(2, { nearestDeliveryDate: "2026-11-24", closesAt: "14:00" }),
      shipper(3, { nearestDeliveryDate: "2026-11-24", closesAt: "13:00" }),
      shipper(4, { nearestDeliveryDate: "2026-11-25", closesAt: "10:00" }),
    ];
    expect(fastestShipperId(shippers)).toBe(3);
  });

  test("none when only personal pick-up is offered", () => {
    expect(fastestShipperId([PERSONAL])).toBeNull();
  });
});

describe("servicePrice", () => {
  test("a zero fee is free (the store applies the free-shipping threshold)", () => {
    expect(servicePrice({ withTax: 0, withoutTax: 0 })).toEqual({
      free: true,
      withTax: 0,
      withoutTax: 0,
    });
    expect(servicePrice({ withTax: 79, withoutTax: 65.29 }).free).toBe(false);
  });
});

describe("the step's form schema and the branch search text", () => {
  test("reads each intent's id", () => {
    expect(CheckoutMethodsFormSchema.safeParse({ intent: "shipper", shipperId: 2 }).success).toBe(
      true,
    );
    expect(CheckoutMethodsFormSchema.safeParse({ intent: "payment", paymentId: 0 }).success).toBe(
      false,
    );
    expect(CheckoutMethodsFormSchema.safeParse({ intent: "other" }).success).toBe(false);
  });

  test("a blank or overlong search text searches nothing", () => {
    expect(branchQuery("  Brno ")).toBe("Brno");
    expect(branchQuery("   ")).toBeNull();
    expect(branchQuery(null)).toBeNull();
    expect(branchQuery("x".repeat(101))).toBeNull();
  });
});
