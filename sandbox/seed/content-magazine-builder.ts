import type { SeedArticle } from "./content-articles.ts";
import type { MagazineSite } from "./content-magazine.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ArticleDraft = Omit<SeedArticle, "siteEnabled" | "created" | "datePublished"> & {
  /** The publishing day, YYYY-MM-DD. */
  published: string;
  site?: MagazineSite;
};

/**
 * A magazine article from a shorter draft: published at 07:00 UTC on its day, written six
 * days before, for the Czech site unless it names another.
 */
export function magazineArticle({ published, site = "cz", ...article }: ArticleDraft): SeedArticle {
  const datePublished = `${published}T07:00:00.000Z`;
  const created = new Date(Date.parse(datePublished) - 6 * DAY_MS + 2.5 * 60 * 60 * 1000);
  return {
    ...article,
    siteEnabled: [site],
    created: created.toISOString(),
    datePublished,
  };
}
