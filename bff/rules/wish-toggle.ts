/**
 * The wish-list toggle (spec §4): a wish is added when absent and removed when present.
 * The form says which state the shopper asked for, so a doubled click or a second tab
 * ends in that state rather than flipping twice.
 */

export type WishChange =
  | { kind: "add" }
  | { kind: "remove"; itemId: number }
  /** The list already is as asked. */
  | { kind: "none" };

export function wishChange(
  items: ReadonlyArray<{ id: number; variantId: number }>,
  variantId: number,
  wished: boolean,
): WishChange {
  const item = items.find((candidate) => candidate.variantId === variantId);
  if (wished) return item ? { kind: "none" } : { kind: "add" };
  return item ? { kind: "remove", itemId: item.id } : { kind: "none" };
}
