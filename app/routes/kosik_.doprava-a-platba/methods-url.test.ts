import { describe, expect, test } from "vitest";

import {
  afterChoice,
  choiceAnchor,
  reopenHref,
  reopenedChoice,
} from "#app/routes/kosik_.doprava-a-platba/methods-url.ts";

const STEP = "http://localhost/kosik/doprava-a-platba";

describe("the shipping-and-payment step's address", () => {
  test("Změnit without JavaScript opens its choice at its section, keeping a point search", () => {
    expect(reopenHref("", "shipper")).toBe("?change=shipper#checkout-shippers-title");
    expect(reopenHref("?branchQuery=Brno&change=payment", "branch")).toBe(
      "?branchQuery=Brno&change=branch#checkout-branch-title",
    );
    expect(choiceAnchor("deliveryTime")).toBe("checkout-delivery-time-title");
  });

  test("only a choice of the step is shown open by the address", () => {
    const open = (search: string) => reopenedChoice(new URLSearchParams(search));
    expect(open("change=deliveryTime")).toBe("deliveryTime");
    expect(open("change=SHIPPER")).toBeNull();
    expect(open("change=toString")).toBeNull();
    expect(open("")).toBeNull();
  });

  test("after a choice every choice folds again; a point's search goes once a point is chosen", () => {
    const url = `${STEP}?change=payment&branchQuery=Praha&index&_data=routes%2Fx`;
    expect(afterChoice(url, "payment")).toBe("/kosik/doprava-a-platba?branchQuery=Praha");
    expect(afterChoice(url, "branch")).toBe("/kosik/doprava-a-platba");
  });

  test("stays on the shop whatever path the browser asked for", () => {
    expect(afterChoice("http://localhost//evil.example/?change=shipper", "shipper")).not.toMatch(
      /^\/\//,
    );
  });
});
