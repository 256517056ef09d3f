/**
 * The compare button's form, shared by every product box, the product page, the compare
 * page and the action that answers them. Zod-free, since every page with a product box
 * loads it in the browser.
 */
export const COMPARE_INTENTS = ["add", "remove", "clear"] as const;

export type CompareIntent = (typeof COMPARE_INTENTS)[number];

/** The query parameter of the compare page that keeps only the rows that differ. */
export const ONLY_DIFFERENCES_PARAM = "rozdily";

/**
 * The answer of an enhanced form (the page without JavaScript gets a redirect instead): what
 * happened and the list now; the root's revalidation brings the same list to every button.
 */
export type CompareAnswer = {
  kind: "added" | "already" | "full" | "removed" | "cleared";
  ids: Array<number>;
};

/**
 * Whether a compare button shows as pressed: what a press on its way asks for (a full list
 * refuses another product, so that one stays as it is until the answer), else the list's.
 */
export function shownCompared(
  productId: number,
  ids: ReadonlyArray<number>,
  limit: number,
  pending: FormData | undefined,
): boolean {
  const stored = ids.includes(productId);
  const asked = pending?.get("intent");
  if (asked === "add") return stored || ids.length < limit;
  if (asked === "remove") return false;
  return stored;
}
