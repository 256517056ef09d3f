/**
 * Spec (cart): after each change, items lacking product, shoppable or variant are deleted
 * one by one and the cart is refetched. A line loses them when the warehouse renames or
 * withdraws the variant, and such a line can neither be shown nor ordered.
 */
export type CheckedCartItem = {
  id: string;
  product: unknown;
  variant: unknown;
  shoppable: unknown;
};

/** The lines to delete, in cart order. */
export function invalidCartItems<T extends CheckedCartItem>(items: ReadonlyArray<T>): Array<T> {
  return items.filter((item) => !item.product || !item.variant || !item.shoppable);
}
