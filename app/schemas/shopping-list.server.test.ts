import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";

import { czechText } from "#app/testing/texts.ts";

import {
  AddToListSchema,
  ListItemAmountSchema,
  ShoppingListNameSchema,
} from "./shopping-list.server.ts";

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields) as unknown as FormData;
}

const czech = (key: string | undefined) => czechText(key ?? "");

/** The field's first message of a refused submission. */
function firstError(
  submission: { status?: string; error?: Record<string, Array<string> | null> | null },
  field: string,
) {
  return submission.status === "success" ? undefined : submission.error?.[field]?.[0];
}

describe("shopping list forms", () => {
  test("a name is required, trimmed and at most 100 characters", () => {
    const empty = parseWithZod(form({ name: "   " }), { schema: ShoppingListNameSchema });
    expect(czech(firstError(empty, "name"))).toBe("Zadejte název seznamu.");
    const long = parseWithZod(form({ name: "a".repeat(101) }), { schema: ShoppingListNameSchema });
    expect(czech(firstError(long, "name"))).toBe("Název seznamu může mít nejvýše 100 znaků.");
    const fine = parseWithZod(form({ name: " Na víkend " }), { schema: ShoppingListNameSchema });
    expect(fine.status === "success" && fine.value).toEqual({ name: "Na víkend" });
  });

  test("an amount is a whole number from 1 to 9999", () => {
    for (const amount of ["0", "1.5", "10000", "tři"]) {
      const result = parseWithZod(form({ itemId: "4", amount }), { schema: ListItemAmountSchema });
      expect(czech(firstError(result, "amount"))).toBe("Zadejte množství od 1 do 9999.");
    }
    const fine = parseWithZod(form({ itemId: "4", amount: "3" }), {
      schema: ListItemAmountSchema,
    });
    expect(fine.status === "success" && fine.value).toEqual({ itemId: 4, amount: 3 });
  });

  test("from the product page: a chosen list, or the name of a new one", () => {
    const chosen = parseWithZod(form({ variantId: "10071", amount: "3", listId: "12" }), {
      schema: AddToListSchema,
    });
    expect(chosen.status === "success" && chosen.value).toMatchObject({ listId: 12, amount: 3 });
    const neither = parseWithZod(form({ variantId: "10071", amount: "1", newListName: "" }), {
      schema: AddToListSchema,
    });
    expect(czech(firstError(neither, "newListName"))).toBe("Zadejte název seznamu.");
  });
});
