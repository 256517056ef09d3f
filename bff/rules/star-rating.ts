/** Spec: ratings are shown with the configured number of stars, 5. */
export const STAR_COUNT = 5;

/**
 * Spec: a review's rating is stored from 0 to 100 and shown in stars. One decimal keeps a
 * product's average readable ("4.3"); a rating outside 0..100 or not a number is clamped.
 */
export function ratingToStars(rating0to100: number, stars: number = STAR_COUNT): number {
  const rating = Number.isNaN(rating0to100) ? 0 : Math.min(100, Math.max(0, rating0to100));
  return Math.round((rating / 100) * stars * 10) / 10;
}

/**
 * The stored 0..100 rating for the stars a customer gave (4 of 5 -> 80). Stars outside
 * 0..starCount are clamped so nothing outside 0..100 is ever stored; a value that is not a
 * number, or a star count that is not positive, is a programming error and throws.
 */
export function starsToRating(stars: number, starCount: number = STAR_COUNT): number {
  if (!Number.isFinite(stars)) throw new RangeError(`Not a star rating: ${stars}`);
  if (!(starCount > 0)) throw new RangeError(`Not a star count: ${starCount}`);
  const given = Math.min(starCount, Math.max(0, stars));
  return Math.round((given / starCount) * 100);
}
