import type { RequestContext } from "#bff/context.ts";
import { isBffError, type BffError } from "#bff/errors.ts";
import {
  reorderResult,
  type RefusedLine,
  type ReorderLine,
  type ReorderOutcome,
} from "#bff/rules/reorder-result.ts";
import { addCartItemsBatch } from "#bff/store/checkout.ts";
import type { Globals } from "#bff/store/schemas.ts";
import { getGlobals } from "#bff/store/settings.ts";

export type LinesToCart = {
  outcome: ReorderOutcome;
  /** The cart's token after the batch, for the cookie. */
  cartToken: string | null;
};

/** A whole batch refused (422): its field errors as the batch's line errors. */
function refusalsOf(error: BffError): Array<{ field: string | null; title: string }> {
  if (error.detail.kind !== "validation") return [];
  const refusals = Object.entries(error.detail.fieldErrors).flatMap(([field, titles]) =>
    titles.map((title) => ({ field, title })),
  );
  return refusals.length > 0 ? refusals : [{ field: null, title: error.title }];
}

/**
 * Lines the customer picked before (a past order, the favourites, a shopping list) go to
 * the cart in one batch (spec §8, batch add): the store takes what it still sells and has,
 * and names the rest. With shopping switched off nothing is added. `refused` are lines the
 * caller already knows cannot go in (sold out in the catalogue); they are named with the rest.
 * The caller reads the store's globals beside its own lines.
 */
export async function addLinesToCart({
  ctx,
  globals,
  lines,
  refused = [],
}: {
  ctx: RequestContext;
  globals: Globals;
  lines: ReadonlyArray<ReorderLine>;
  refused?: ReadonlyArray<RefusedLine>;
}): Promise<LinesToCart> {
  const unchanged = (outcome: ReorderOutcome): LinesToCart => ({
    outcome,
    cartToken: ctx.cartToken,
  });
  if (globals.settings.shopping_disabled) {
    return unchanged({ kind: "shopping_disabled", text: globals.settings.shopping_disabled_text });
  }
  const withKnown = (result: ReturnType<typeof reorderResult>) => ({
    kind: "added" as const,
    added: result.added,
    refused: [...result.refused, ...refused],
  });
  if (lines.length === 0) return unchanged(withKnown({ added: [], refused: [] }));
  try {
    const result = await addCartItemsBatch({
      ctx,
      items: lines.map(({ variantId, amount }) => ({ id: variantId, amount })),
    });
    return {
      outcome: withKnown(reorderResult(lines, result.errors)),
      cartToken: result.cartToken,
    };
  } catch (error) {
    if (!isBffError(error)) throw error;
    if (error.kind === "validation")
      return unchanged(withKnown(reorderResult(lines, refusalsOf(error))));
    if (error.status === 500) return unchanged({ kind: "in_progress" });
    if (error.kind === "upstream") return unchanged({ kind: "unavailable" });
    throw error;
  }
}

/** A business buyer's quantities from a product box, in one batch (spec §4, batch add). */
export async function addBulkLines({
  ctx,
  lines,
}: {
  ctx: RequestContext;
  lines: ReadonlyArray<ReorderLine>;
}): Promise<LinesToCart> {
  return addLinesToCart({ ctx, globals: await getGlobals({ ctx }), lines });
}
