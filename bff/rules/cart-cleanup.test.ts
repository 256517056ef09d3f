import { describe, expect, it } from "vitest";

import { invalidCartItems } from "./cart-cleanup.ts";

const item = (id: string, missing?: "product" | "variant" | "shoppable") => ({
  id,
  product: missing === "product" ? null : { id: 1 },
  variant: missing === "variant" ? null : { id: 2 },
  shoppable: missing === "shoppable" ? null : { marketingCode: "X" },
});

describe("invalidCartItems", () => {
  it("keeps a cart whose lines are whole", () => {
    expect(invalidCartItems([item("a"), item("b")])).toEqual([]);
  });

  it("picks every line missing its product, variant or shoppable data, in order", () => {
    const lines = [item("a", "variant"), item("b"), item("c", "product"), item("d", "shoppable")];
    expect(invalidCartItems(lines).map((line) => line.id)).toEqual(["a", "c", "d"]);
  });
});
