import * as z from "zod";

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,200}$/);
const VariantIdSchema = z.coerce.number().int().positive().nullable().catch(null);
/** How many pages of reviews to show; a shopper asks for more one page at a time. */
const ReviewPagesSchema = z.coerce.number().int().min(1).max(20).catch(1);

/**
 * The product URL's parts: a slug in the URL alphabet (anything else is no product, so
 * the CMS is not even asked), `?variant_id=`, ignored when it is not a positive id, and
 * `?recenze=`, the pages of reviews shown.
 */
export function parseProductUrl(
  params: Record<string, string | undefined>,
  searchParams: URLSearchParams,
): { slug: string | null; variantId: number | null; reviewPages: number } {
  const slug = SlugSchema.safeParse(params.slug);
  return {
    slug: slug.success ? slug.data : null,
    variantId: VariantIdSchema.parse(searchParams.get("variant_id")),
    reviewPages: ReviewPagesSchema.parse(searchParams.get("recenze") ?? 1),
  };
}
