import { describe, expect, inject, it } from "vitest";

/** The FAQ and article lists over GraphQL: the SDL answers every field the resolvers fill. */

const cmsUrl = inject("cmsUrl");

async function graphql(query: string) {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

describe("CMS GraphQL lists", () => {
  it("faq_question_list pages the questions found", async () => {
    const answer = await graphql(`
      {
        faq_question_list(search: "vibrator", site: "sk", limit: 1) {
          total
          entities {
            _id
            title
            content
          }
        }
      }
    `);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.faq_question_list).toEqual({
      total: 2,
      entities: [
        {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          title: "Jak vybrat první vibrátor?",
          content: expect.any(String),
        },
      ],
    });
  });

  it("article_list answers every field of an article", async () => {
    const answer = await graphql(`
      {
        article_list(slugs: ["valentyn-ve-dvou"], site: "cz") {
          total
          entities {
            _id
            title
            short_title
            perex
            content
            date_published
            created
            author {
              _id
              title
              perex
              image {
                title
                alt
                path
              }
              content
              author_has_page
              page_meta {
                slug
                slug_redirects
              }
            }
            category {
              _id
              title
              menu_title
              weight
              perex
              site_enabled
              page_meta {
                slug
              }
              master_category {
                _id
                title
              }
            }
            tags {
              _id
              title
              perex
              site_enabled
              page_meta {
                slug
                meta_noindex
              }
            }
            product_reference {
              entityId
            }
            image {
              path
              alt
            }
            site_enabled
            page_meta {
              slug
              seo_title
              seo_description
              seo_keywords
              meta_nofollow
              meta_noindex
              share_image {
                path
                alt
              }
              canonical_slugs {
                language
                slug
              }
            }
          }
        }
      }
    `);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.article_list).toMatchObject({
      total: 1,
      entities: [
        {
          title: "Valentýn ve dvou: tipy na společný večer",
          date_published: "2027-02-09T07:00:00.000Z",
          author: { title: "Kateřina Novotná", author_has_page: true },
          category: { title: "Pro páry", master_category: null },
          tags: [{ title: "romantika" }, { title: "párové hry" }],
          product_reference: [{ entityId: 1032 }, { entityId: 1034 }, { entityId: 1024 }],
          image: { path: "articles/valentyn-ve-dvou" },
          site_enabled: ["cz"],
          page_meta: { slug: "valentyn-ve-dvou", seo_keywords: expect.any(String) },
        },
      ],
    });
  });
});
