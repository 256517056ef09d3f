import { z } from "#bff/rules/zod-without-eval.ts";

const ERRORS = "shoppingLists.errors";

/** The store's limits on a list (decision 003): a name of 1 to 100, amounts 1 to 9999. */
export const LIST_NAME_MAX_LENGTH = 100;
export const LIST_AMOUNT_MAX = 9999;

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
