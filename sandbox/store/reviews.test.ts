import { beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type Db } from "#sandbox/db/open.ts";
import { seedDatabase } from "#sandbox/seed/seed.ts";

import { listReviews } from "./reviews.ts";

/** Reviews as their authors wrote them, in the language of the shop they wrote from. */

let db: Db;

beforeAll(() => {
  db = openDatabase(":memory:");
  seedDatabase(db);
});

const QUERY = {
  page: 1,
  perPage: 100,
  onlyWithReview: true,
  sort: "time",
  sortDirection: "desc",
} as const;

/** A product with reviews in all three languages. */
function multilingualProduct(): number {
  const id = db
    .prepare(
      `SELECT product_id FROM product_reviews WHERE text IS NOT NULL
       GROUP BY product_id HAVING count(DISTINCT locale) = 3 ORDER BY product_id LIMIT 1`,
    )
    .pluck()
    .get();
  if (typeof id !== "number") throw new Error("no product has reviews in three languages");
  return id;
}

describe("product reviews", () => {
  it("come in Czech, Slovak and German, each saying its language", () => {
    const { rows } = listReviews(db, multilingualProduct(), QUERY, "cs");
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(["cs", "sk", "de"]));
    const german = rows.find((row) => row.locale === "de");
    expect(german?.text).toMatch(/Qualität|geliefert|beschrieben|lauter|Preis/);
  });

  it.each(["cs", "sk", "de"])("list those in the shopper's language first (%s)", (locale) => {
    const { rows } = listReviews(db, multilingualProduct(), QUERY, locale);
    const own = rows.findLastIndex((row) => row.locale === locale);
    const other = rows.findIndex((row) => row.locale !== locale);
    expect(own).toBeLessThan(other);
    // Newest first within the shopper's language.
    const dates = rows.filter((row) => row.locale === locale).map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keep the count and the average whatever the shopper's language", () => {
    const id = multilingualProduct();
    const czech = listReviews(db, id, QUERY, "cs");
    const german = listReviews(db, id, QUERY, "de");
    expect([german.total, german.averageRating]).toEqual([czech.total, czech.averageRating]);
  });
});
