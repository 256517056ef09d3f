/** The parameter values a variant holds, per parameter id, as in the catalogue. */
export type VariantParameter = { entityId: number; values: Array<number> };
export type SelectableVariant = { id: number; parameters: Array<VariantParameter> };

/** The chosen value id per parameter id. */
export type ChosenValues = Record<number, number>;

/** Spec: "Product detail shows 4 variants." */
export const VISIBLE_VARIANTS = 4;

/**
 * Spec (product box): the variant sharing the most chosen parameter values wins, the earlier
 * one on a tie; when none shares a value (or nothing is chosen) the default variant, else the
 * first. Availability is not considered here: `activeVariant` falls back to an in-stock one.
 */
export function variantByParameterValues<Variant extends SelectableVariant>(
  variants: Array<Variant>,
  chosen: ChosenValues,
  defaultId?: number | null,
): Variant | undefined {
  const wanted = Object.entries(chosen).map(([entityId, value]): [number, number] => [
    Number(entityId),
    value,
  ]);
  let best: Variant | undefined;
  let bestShared = 0;
  for (const variant of variants) {
    const shared = wanted.filter(([entityId, value]) =>
      variant.parameters.some(
        (parameter) => parameter.entityId === entityId && parameter.values.includes(value),
      ),
    ).length;
    if (shared > bestShared) [best, bestShared] = [variant, shared];
  }
  return best ?? variants.find((variant) => variant.id === defaultId) ?? variants[0];
}

/**
 * Spec: the product detail shows 4 variants. The active one must stay visible, so when it
 * would be hidden it swaps places with the 4th.
 */
export function visibleVariants<Variant extends { id: number }>(
  variants: Array<Variant>,
  activeId?: number | null,
): { shown: Array<Variant>; hidden: Array<Variant> } {
  const order = [...variants];
  const last = VISIBLE_VARIANTS - 1;
  const active = order.findIndex((variant) => variant.id === activeId);
  const activeVariant = order[active];
  const fourth = order[last];
  if (active > last && activeVariant && fourth) {
    order[last] = activeVariant;
    order[active] = fourth;
  }
  return { shown: order.slice(0, VISIBLE_VARIANTS), hidden: order.slice(VISIBLE_VARIANTS) };
}
