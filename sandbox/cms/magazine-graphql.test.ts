import { describe, expect, inject, it } from "vitest";

import { magazineIds } from "#sandbox/seed/content-magazine-insert.ts";
import { LARGEST_CATEGORY, REDIRECTED_AUTHOR } from "#sandbox/seed/content-magazine.ts";

/** The magazine over GraphQL: filters, pages and totals as the storefront asks for them. */

const cmsUrl = inject("cmsUrl");

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

const ARTICLE_PAGE = `
  query ($category: ID, $tag: ID, $author: ID, $before: String, $skip: Int, $limit: Int) {
    article_list(site: "cz", category: $category, tag: $tag, author: $author,
      published_before: $before, skip: $skip, limit: $limit) {
      total
      entities { _id date_published page_meta { slug } }
    }
  }
`;

interface ArticlePage {
  total: number;
  entities: Array<{ _id: string; date_published: string; page_meta: { slug: string } }>;
}

async function articlePage(variables: Record<string, unknown>): Promise<ArticlePage> {
  const answer = await graphql(ARTICLE_PAGE, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data?.article_list as ArticlePage;
}

describe("the magazine over GraphQL", () => {
  it("pages a category's published articles 15 at a time, the total counted after the filters", async () => {
    const before = new Date().toISOString();
    const category = magazineIds.category(LARGEST_CATEGORY);
    const first = await articlePage({ category, before, limit: 15 });
    const second = await articlePage({ category, before, skip: 15, limit: 15 });
    expect(first.total).toBeGreaterThanOrEqual(16);
    expect(second.total).toBe(first.total);
    expect(first.entities).toHaveLength(15);
    expect(second.entities).toHaveLength(first.total - 15);
    const dates = [...first.entities, ...second.entities].map((a) => a.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await articlePage({ category });
    expect(all.total).toBeGreaterThan(first.total);
  });

  it("filters by tag and author", async () => {
    const tagged = await articlePage({ tag: magazineIds.tag("pradlo") });
    expect(tagged.entities.map((a) => a.page_meta.slug)).toContain("pradlo-jako-darek");
    const byAuthor = await articlePage({ author: magazineIds.author("redakce-amoris") });
    expect(byAuthor.total).toBe(byAuthor.entities.length);
    expect(byAuthor.entities.map((a) => a.page_meta.slug)).toContain("diskretni-nakup");
  });

  it("refuses a published_before that is no date", async () => {
    const answer = await graphql(ARTICLE_PAGE, { before: "včera" });
    expect(JSON.stringify(answer.errors)).toContain("ISO 8601");
  });

  it("answers categories, tags, authors and the list configuration", async () => {
    const answer = await graphql(`
      {
        article_category_list(site: "cz", limit: 2) {
          total
          entities { _id title menu_title weight perex site_enabled page_meta { slug canonical_slugs { language slug } } master_category { _id } }
        }
        article_tag_list(site: "cz", slugs: ["silikon"]) {
          total
          entities { _id title perex site_enabled page_meta { slug meta_noindex } }
        }
        author_list(slugs: ["${REDIRECTED_AUTHOR.formerSlug}"], has_page: true) {
          total
          entities { _id title perex content author_has_page image { title alt path } page_meta { slug slug_redirects } }
        }
        article_list_configuration(site: "sk") { title perex description image { path alt } }
      }
    `);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      article_category_list: {
        total: 12,
        entities: [
          { title: "Vibrátory a hračky", weight: 100, master_category: null },
          { title: "Lubrikace a péče", weight: 90 },
        ],
      },
      article_tag_list: { total: 1, entities: [{ title: "silikon", site_enabled: ["cz"] }] },
      author_list: {
        total: 1,
        entities: [
          {
            title: "Kateřina Novotná",
            author_has_page: true,
            page_meta: { slug: REDIRECTED_AUTHOR.slug },
          },
        ],
      },
      article_list_configuration: { title: "Nákupný radca", image: { path: "magazine/sk" } },
    });
  });
});
