import * as z from "zod";

import { LIST_AMOUNT_MAX, LIST_NAME_MAX_LENGTH } from "#app/schemas/shopping-list-fields.ts";

const ERRORS = "shoppingLists.errors";

const name = z
  .string({ error: `${ERRORS}.nameRequired` })
  .trim()
  .min(1, `${ERRORS}.nameRequired`)
  .max(LIST_NAME_MAX_LENGTH, `${ERRORS}.nameTooLong`);

const amount = z
  .number({ error: `${ERRORS}.amount` })
  .int(`${ERRORS}.amount`)
  .min(1, `${ERRORS}.amount`)
  .max(LIST_AMOUNT_MAX, `${ERRORS}.amount`);

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A new list, or a new name for one. */
export const ShoppingListNameSchema = z.object({ name });
export type ShoppingListNameFormInput = z.input<typeof ShoppingListNameSchema>;

/** A line's new amount on the list's page. */
export const ListItemAmountSchema = z.object({ itemId: id, amount });

/**
 * From the product page: the variant with its amount onto a chosen list, or onto a new one
 * named in the form (the customer's first list).
 */
export const AddToListSchema = z
  .object({
    variantId: id,
    amount,
    listId: id.optional(),
    newListName: z.string().trim().max(LIST_NAME_MAX_LENGTH, `${ERRORS}.nameTooLong`).optional(),
    returnTo: z.string().optional(),
  })
  .refine((value) => value.listId !== undefined || Boolean(value.newListName), {
    message: `${ERRORS}.nameRequired`,
    path: ["newListName"],
  });
export type AddToListFormInput = z.input<typeof AddToListSchema>;
