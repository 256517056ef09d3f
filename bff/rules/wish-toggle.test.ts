import { describe, expect, it } from "vitest";

import { wishChange } from "./wish-toggle.ts";

const LIST = [
  { id: 7, variantId: 10031 },
  { id: 9, variantId: 10361 },
];

describe("the wish-list toggle", () => {
  it("adds a variant that is not on the list", () => {
    expect(wishChange(LIST, 10041, true)).toEqual({ kind: "add" });
    expect(wishChange([], 10041, true)).toEqual({ kind: "add" });
  });

  it("removes a variant that is on the list, by its item", () => {
    expect(wishChange(LIST, 10361, false)).toEqual({ kind: "remove", itemId: 9 });
  });

  it("leaves the list alone when it already is as asked (a doubled click, a second tab)", () => {
    expect(wishChange(LIST, 10031, true)).toEqual({ kind: "none" });
    expect(wishChange(LIST, 10041, false)).toEqual({ kind: "none" });
  });
});
