import type { RequestContext } from "#bff/context.ts";
import { optional } from "#bff/optional.ts";
import { foreignLanguage } from "#bff/rules/document-language.ts";
import { ratingToStars } from "#bff/rules/star-rating.ts";
import { getReviews, REVIEWS_PER_PAGE } from "#bff/store/products.ts";

export type ReviewsSection = {
  items: Array<{
    id: number;
    author: string;
    stars: number;
    text: string | null;
    /** The text's language when its author wrote in another than the shopper's. */
    lang: string | null;
    date: string;
  }>;
  total: number;
  /** 0 to 5 stars, one decimal; null before the first review. */
  averageStars: number | null;
  /** How many pages of 5 are shown; the "more" link asks for one more. */
  pages: number;
  hasMore: boolean;
};

/** The store's list endpoint caps a page at 100 reviews. */
const MAX_PAGES = 100 / REVIEWS_PER_PAGE;

/**
 * The first `pages` pages of a product's reviews, newest first (spec: 5 at first, then 5 more
 * at a time; the store puts those in the shopper's language first), asked as one page of
 * 5 x pages so a page without JS shows them all at once. A review in another language says
 * which.
 * Reviews sit below the fold and are streamed: null when the store cannot answer, so the rest
 * of the page never waits for or breaks on them.
 */
export async function productReviews({
  ctx,
  productId,
  pages,
}: {
  ctx: RequestContext;
  productId: number;
  pages: number;
}): Promise<ReviewsSection | null> {
  const shownPages = Math.min(Math.max(1, Math.trunc(pages)), MAX_PAGES);
  const answer = await optional(
    getReviews({ ctx, productId, page: 1, perPage: REVIEWS_PER_PAGE * shownPages }),
    { ctx, what: "reviews" },
  );
  if (!answer) return null;
  const { data, meta } = answer;
  const total = meta.pagination.total;
  return {
    items: data.map((review) => ({
      id: review.id,
      author: review.author,
      stars: ratingToStars(review.rating),
      text: review.text,
      lang: foreignLanguage(review.locale, ctx.locale),
      date: review.createdAt,
    })),
    total,
    averageStars: meta.averageRating === null ? null : ratingToStars(meta.averageRating),
    pages: shownPages,
    hasMore: data.length < total && shownPages < MAX_PAGES,
  };
}
