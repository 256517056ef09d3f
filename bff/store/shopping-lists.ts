import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

/** The code the store reserves for the customer's wish list (spec §3). */
export const WISH_LIST_CODE = "wishlist";

const ShoppingListItemSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  amount: z.number().int().positive(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type ShoppingListItem = z.output<typeof ShoppingListItemSchema>;

/** A shopping list as the store answers it (decision 003: spec §3 leaves the shape open). */
const ShoppingListSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  items: z.array(ShoppingListItemSchema),
});
export type ShoppingList = z.output<typeof ShoppingListSchema>;

export const ShoppingListResponseSchema = z.object({ data: ShoppingListSchema });
export const ShoppingListsResponseSchema = z.object({ data: z.array(ShoppingListSchema) });

/** A list by its id, or by its code (the wish list's is `wishlist`). */
export type ListRef = { id: number } | { code: string };

/** The path segment naming a list: its id, or `code/{code}`. */
function listSegment(list: ListRef): string {
  return "id" in list ? String(list.id) : `code/${encodeURIComponent(list.code)}`;
}

/** GET {store}/api/v1/user/shopping-lists: the customer's lists, the wish list aside. */
export async function listShoppingLists({ ctx }: { ctx: RequestContext }) {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/shopping-lists",
    schema: ShoppingListsResponseSchema,
  });
  return data;
}

/** GET {store}/api/v1/user/shopping-lists/{id} or /code/{code}. */
export async function getShoppingList({
  ctx,
  list,
}: {
  ctx: RequestContext;
  list: ListRef;
}): Promise<ShoppingList> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${listSegment(list)}`,
    schema: ShoppingListResponseSchema,
  });
  return data;
}

/** POST {store}/api/v1/user/shopping-lists */
export async function createShoppingList({
  ctx,
  name,
}: {
  ctx: RequestContext;
  name: string;
}): Promise<ShoppingList> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/shopping-lists",
    method: "POST",
    body: { name },
    schema: ShoppingListResponseSchema,
  });
  return data;
}

/** PATCH {store}/api/v1/user/shopping-lists/{id}: a new name (decision 003). */
export async function renameShoppingList({
  ctx,
  id,
  name,
}: {
  ctx: RequestContext;
  id: number;
  name: string;
}): Promise<ShoppingList> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${id}`,
    method: "PATCH",
    body: { name },
    schema: ShoppingListResponseSchema,
  });
  return data;
}

/** DELETE {store}/api/v1/user/shopping-lists/{id} */
export function deleteShoppingList({ ctx, id }: { ctx: RequestContext; id: number }) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${id}`,
    method: "DELETE",
  });
}

/** POST {store}/api/v1/user/shopping-lists/{id or code/wishlist}/items */
export async function addShoppingListItem({
  ctx,
  list,
  variantId,
  amount,
}: {
  ctx: RequestContext;
  list: ListRef;
  variantId: number;
  amount: number;
}): Promise<ShoppingList> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${listSegment(list)}/items`,
    method: "POST",
    body: { id: variantId, amount },
    schema: ShoppingListResponseSchema,
  });
  return data;
}

/** PATCH {store}/api/v1/user/shopping-lists/{id}/items/{itemId}: a new amount (decision 003). */
export async function setShoppingListItemAmount({
  ctx,
  listId,
  itemId,
  amount,
}: {
  ctx: RequestContext;
  listId: number;
  itemId: number;
  amount: number;
}): Promise<ShoppingList> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${listId}/items/${itemId}`,
    method: "PATCH",
    body: { amount },
    schema: ShoppingListResponseSchema,
  });
  return data;
}

/** DELETE {store}/api/v1/user/shopping-lists/{id}/items/{itemId} */
export function removeShoppingListItem({
  ctx,
  listId,
  itemId,
}: {
  ctx: RequestContext;
  listId: number;
  itemId: number;
}) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: `/api/v1/user/shopping-lists/${listId}/items/${itemId}`,
    method: "DELETE",
  });
}
