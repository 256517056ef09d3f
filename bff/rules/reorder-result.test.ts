import { describe, expect, test } from "vitest";

import { czechText } from "#app/testing/texts.ts";

import { reorderFilledCart, reorderNotices, reorderResult } from "./reorder-result.ts";

const GEL = { name: "Intimní mycí gel Fresh 200 ml", variantId: 10361, amount: 2 };
const OIL = { name: "Masážní olej Mandle a vanilka", variantId: 10221, amount: 1 };
const DILDO = { name: "Skleněné dildo Crystal Wave", variantId: 10091, amount: 1 };

describe("which lines of an order went to the cart again", () => {
  test("lines the store names in `items.{index}.{field}` were refused, with its first reason", () => {
    expect(
      reorderResult(
        [GEL, OIL, DILDO],
        [
          { field: "items.1.amount", title: "Není skladem" },
          { field: "items.1.id", title: "Produkt nebyl nalezen" },
          { field: "items.2.id", title: "Produkt nebyl nalezen" },
        ],
      ),
    ).toEqual({
      added: [GEL.name],
      refused: [
        { name: OIL.name, reason: "Není skladem" },
        { name: DILDO.name, reason: "Produkt nebyl nalezen" },
      ],
    });
  });

  test("an error that names no line of the order is a refusal without a name", () => {
    expect(
      reorderResult(
        [GEL],
        [
          { field: null, title: "Košík je plný" },
          { field: "items.7.id", title: "Produkt nebyl nalezen" },
        ],
      ),
    ).toEqual({
      added: [GEL.name],
      refused: [
        { name: null, reason: "Košík je plný" },
        { name: null, reason: "Produkt nebyl nalezen" },
      ],
    });
  });
});

describe("notices after order again (spec §8, batch add)", () => {
  test("what went in is named in one success notice", () => {
    const outcome = { kind: "added" as const, added: [GEL.name, OIL.name], refused: [] };
    expect(reorderNotices(outcome)).toEqual([
      {
        type: "success",
        message: "accountOrders.reorder.added",
        values: { items: `${GEL.name}, ${OIL.name}` },
      },
    ]);
    expect(czechText("accountOrders.reorder.added")).toBe("Do košíku jsme vložili: {{items}}.");
    expect(reorderFilledCart(outcome)).toBe(true);
  });

  test("what did not is named with the store's reason, for 3000 ms x (1 + refusals)", () => {
    const outcome = {
      kind: "added" as const,
      added: [GEL.name],
      refused: [
        { name: OIL.name, reason: "Není skladem" },
        { name: null, reason: "Košík je plný" },
      ],
    };
    expect(reorderNotices(outcome)).toEqual([
      expect.objectContaining({ type: "success" }),
      {
        type: "warning",
        message: "accountOrders.reorder.refused",
        values: { items: `${OIL.name} (Není skladem), Košík je plný` },
        durationMs: 9_000,
      },
    ]);
    expect(czechText("accountOrders.reorder.refused")).toBe(
      "Do košíku jsme nemohli vložit: {{items}}.",
    );
  });

  test("nothing added leaves the cart as it was: the shopper stays on the order", () => {
    const outcome = {
      kind: "added" as const,
      added: [],
      refused: [{ name: DILDO.name, reason: "Produkt nebyl nalezen" }],
    };
    expect(reorderFilledCart(outcome)).toBe(false);
    expect(reorderNotices(outcome)).toEqual([
      expect.objectContaining({ type: "warning", message: "accountOrders.reorder.refused" }),
    ]);
    expect(reorderNotices({ kind: "added", added: [], refused: [] })).toEqual([
      { type: "info", message: "accountOrders.reorder.empty" },
    ]);
  });

  test("shopping disabled: the configured text as a warning, nothing added", () => {
    expect(
      reorderNotices({ kind: "shopping_disabled", text: "Do 2. 1. nákup nepřijímáme." }),
    ).toEqual([{ type: "warning", message: "Do 2. 1. nákup nepřijímáme.", raw: true }]);
    expect(reorderNotices({ kind: "shopping_disabled", text: "" })).toEqual([
      { type: "warning", message: "addToCart.shoppingDisabled" },
    ]);
    expect(reorderFilledCart({ kind: "shopping_disabled", text: "" })).toBe(false);
  });

  test("a 500 says the batch is still being processed; an outage that nothing changed", () => {
    expect(reorderNotices({ kind: "in_progress" })).toEqual([
      { type: "info", message: "addToCart.batch.inProgress" },
    ]);
    expect(reorderNotices({ kind: "unavailable" })).toEqual([
      { type: "danger", message: "addToCart.storeUnavailable" },
    ]);
    expect(czechText("addToCart.storeUnavailable")).toMatch(/nic se nezměnilo/);
  });
});
