type VariantLike = { id: number; availability: { isAvailable: boolean } };

/**
 * The variant a product page shows: the requested one, else the product's default, else the
 * first. When that one is unavailable, the first available variant takes its place (spec:
 * the active variant falls back to the first in-stock variant).
 */
export function activeVariant<Variant extends VariantLike>(
  variants: Array<Variant>,
  { requestedId, defaultId }: { requestedId?: number | null; defaultId?: number | null },
): Variant | undefined {
  const chosen =
    variants.find((variant) => variant.id === requestedId) ??
    variants.find((variant) => variant.id === defaultId) ??
    variants[0];
  if (!chosen || chosen.availability.isAvailable) return chosen;
  return variants.find((variant) => variant.availability.isAvailable) ?? chosen;
}
