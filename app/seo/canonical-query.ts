/**
 * Query parameters a canonical URL leaves out (content side, §9): utm, sort, price, stock
 * and tags. Each names a family, so `utm_source` and `price_from` go too.
 */
export const NON_CANONICAL_PARAMETERS = ["utm", "sort", "price", "stock", "tags"] as const;

function isNonCanonical(name: string): boolean {
  const lower = name.toLowerCase();
  return NON_CANONICAL_PARAMETERS.some(
    (family) =>
      lower === family || lower.startsWith(`${family}_`) || lower.startsWith(`${family}[`),
  );
}

/**
 * The query a page's canonical URL keeps, with its "?" (or ""): the request's own
 * parameters in their order, without the spec's non-canonical ones and without those the
 * page names in `ignore` because they pick something within the same page (the product's
 * `variant_id`).
 */
export function canonicalQuery(
  search: string,
  { ignore = [] }: { ignore?: ReadonlyArray<string> } = {},
): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!isNonCanonical(name) && !ignore.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
