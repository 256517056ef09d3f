import { getProducts } from "#bff/cms/products.ts";
import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import type { BatchAddOutcome } from "#bff/rules/cart-batch-messages.ts";
import type { ImportLine } from "#bff/rules/cart-import.ts";
import { addCartItemsBatch } from "#bff/store/checkout.ts";
import { getGlobals } from "#bff/store/settings.ts";

export type CartImport = BatchAddOutcome & { cartToken: string | null };

/** The variant each code names: a marketing code or an EAN of one of the products' variants. */
async function variantIdsByCode(
  ctx: RequestContext,
  codes: Array<string>,
): Promise<Map<string, number>> {
  const [byCode, byEan] = await Promise.all([
    getProducts({ ctx, variantCodes: codes }),
    getProducts({ ctx, variantEans: codes }),
  ]);
  const found = new Map<string, number>();
  for (const variant of [...byCode, ...byEan].flatMap((product) => product.variants)) {
    for (const key of [variant.marketingCode, variant.ean]) {
      if (key && !found.has(key)) found.set(key, variant.id);
    }
  }
  return found;
}

/** The store reports refused lines as `items.{index}.{field}`. */
function lineIndex(field: string | null | undefined): number | null {
  const match = /^items\.(\d+)\b/.exec(field ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * Import order (spec: batch add): codes are looked up in the catalogue, the known ones go to
 * the store in one batch, unknown codes and the store's refusals come back per line. With
 * shopping disabled nothing is added; a 500 from the store means a large import is still
 * being processed.
 */
export async function importCartLines({
  ctx,
  lines,
}: {
  ctx: RequestContext;
  lines: Array<ImportLine>;
}): Promise<CartImport> {
  const codes = [...new Set(lines.map((line) => line.code))];
  const [globals, variants] = await Promise.all([
    getGlobals({ ctx }),
    variantIdsByCode(ctx, codes),
  ]);
  if (globals.settings.shopping_disabled) {
    return {
      kind: "shopping_disabled",
      text: globals.settings.shopping_disabled_text,
      cartToken: ctx.cartToken,
    };
  }
  const known = lines.flatMap((line) => {
    const id = variants.get(line.code);
    return id === undefined ? [] : [{ code: line.code, id, amount: line.amount }];
  });
  const unknown = lines
    .filter((line) => !variants.has(line.code))
    .map((line) => ({ code: line.code, reason: "unknown_code" as const }));
  if (known.length === 0) {
    return {
      kind: "added",
      importIncomplete: unknown.length,
      errors: unknown,
      cartToken: ctx.cartToken,
    };
  }
  try {
    const result = await addCartItemsBatch({
      ctx,
      items: known.map(({ id, amount }) => ({ id, amount })),
    });
    const refused = result.errors.map((error) => {
      const index = lineIndex(error.field);
      return { code: index === null ? null : (known[index]?.code ?? null), title: error.title };
    });
    return {
      kind: "added",
      importIncomplete: result.importIncomplete + unknown.length,
      errors: [...refused, ...unknown],
      cartToken: result.cartToken,
    };
  } catch (error) {
    if (isBffError(error) && error.status === 500) {
      return { kind: "in_progress", cartToken: ctx.cartToken };
    }
    if (isBffError(error) && error.kind === "upstream") {
      return { kind: "unavailable", cartToken: ctx.cartToken };
    }
    throw error;
  }
}
