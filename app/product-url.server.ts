import { z } from "zod";

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,200}$/);
const VariantIdSchema = z.coerce.number().int().positive().nullable().catch(null);

/**
 * The product URL's parts: a slug in the URL alphabet (anything else is no product, so
 * the CMS is not even asked) and `?variant_id=`, ignored when it is not a positive id.
 */
export function parseProductUrl(
  params: Record<string, string | undefined>,
  searchParams: URLSearchParams,
): { slug: string | null; variantId: number | null } {
  const slug = SlugSchema.safeParse(params.slug);
  return {
    slug: slug.success ? slug.data : null,
    variantId: VariantIdSchema.parse(searchParams.get("variant_id")),
  };
}
