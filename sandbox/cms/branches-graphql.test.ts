import { describe, expect, inject, it } from "vitest";

import { branchId } from "#sandbox/seed/content-branches-insert.ts";

/** The branches over GraphQL, as the storefront asks for them. */

const cmsUrl = inject("cmsUrl");

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data ?? {};
}

interface BranchPage {
  total: number;
  entities: Array<{ _id: string; store_id: number; page_meta: { slug: string } }>;
}

const LIST = `
  query ($site: String, $storeIds: [Int!], $primary: Boolean, $skip: Int, $limit: Int) {
    branch_list(site: $site, store_ids: $storeIds, primary: $primary, skip: $skip, limit: $limit) {
      total
      entities { _id store_id page_meta { slug } }
    }
  }
`;

const listOf = async (variables: Record<string, unknown>) =>
  (await graphql(LIST, variables)).branch_list as BranchPage;

describe("branches over GraphQL", () => {
  it("pages the list by weight, the total counted after the filters", async () => {
    const first = await listOf({ site: "cz", limit: 4 });
    const second = await listOf({ site: "cz", skip: 4, limit: 4 });
    expect([first.total, second.total]).toEqual([6, 6]);
    expect([...first.entities, ...second.entities].map((b) => b.store_id)).toEqual([
      1, 2, 3, 5, 4, 6,
    ]);
    expect((await listOf({ storeIds: [7, 1] })).entities.map((b) => b.store_id)).toEqual([1, 7]);
    expect(await listOf({ primary: true })).toMatchObject({
      total: 1,
      entities: [{ page_meta: { slug: "praha-vinohrady" } }],
    });
  });

  it("answers one branch by slug and by id, null for none", async () => {
    const id = branchId("bratislava");
    const data = await graphql(
      `
        query ($id: ID!) {
          branch(slug: "bratislava", site: "sk") {
            _id
            store_id
            title
            region
            site_enabled
            branch_is_primary
            weight
            pay_with_card
            gps_latitude
            gps_longitude
            opening_hours {
              day
              from
              to
            }
            opening_exceptions {
              date
              from
              to
              note
            }
            employees {
              _id
              title
              position
              email
              phone
              photo {
                path
                alt
              }
            }
            page_meta {
              slug
              canonical_slugs {
                language
                slug
              }
            }
          }
          other_site: branch(slug: "bratislava", site: "cz") {
            _id
          }
          by_id: branch_by_id(_id: $id) {
            page_meta {
              slug
            }
          }
          unknown: branch_by_id(_id: "000000000000000000000000") {
            _id
          }
        }
      `,
      { id },
    );
    expect(data).toMatchObject({
      branch: {
        _id: id,
        store_id: 7,
        title: "Predajňa Bratislava",
        region: "Bratislavský kraj",
        site_enabled: ["sk"],
        branch_is_primary: false,
        gps_latitude: 48.1466,
        page_meta: {
          slug: "bratislava",
          canonical_slugs: [{ language: "sk", slug: "bratislava" }],
        },
      },
      other_site: null,
      by_id: { page_meta: { slug: "bratislava" } },
      unknown: null,
    });
  });

  it("answers every field of the contract for every branch", async () => {
    const data = await graphql(`
      {
        branch_list {
          total
          entities {
            _id
            store_id
            title
            description
            branch_360_iframe
            branch_closed_from
            branch_closed_to
            branch_map_description
            branch_map_iframe
            branch_map_images {
              path
              alt
            }
            car_accessibility
            public_transportation_accessibility
            gps_latitude
            gps_longitude
            google_map_link
            opening_hours {
              day
              from
              to
            }
            opening_exceptions {
              date
              from
              to
              note
            }
            images {
              path
              alt
            }
            main_image {
              path
              alt
            }
            lastModified
            page_meta {
              slug
              seo_title
              seo_description
              meta_noindex
              share_image {
                path
              }
              canonical_slugs {
                language
                slug
              }
            }
            pay_with_card
            review_link
            region
            services
            branch_is_primary
            weight
            site_enabled
            employees {
              _id
              title
              position
              email
              phone
              photo {
                path
                alt
              }
            }
          }
        }
      }
    `);
    const list = data.branch_list as {
      total: number;
      entities: Array<{ opening_hours: Array<unknown> }>;
    };
    expect(list.total).toBe(8);
    expect(list.entities.every((branch) => branch.opening_hours.length === 7)).toBe(true);
  });

  it("answers the map list 500 at a time by default", async () => {
    const data = await graphql(`
      {
        branch_map_list(site: "cz") {
          total
          entities {
            _id
            title
            page_meta {
              slug
            }
            gps_latitude
            gps_longitude
            region
          }
        }
        __type(name: "Query") {
          fields {
            name
            args {
              name
              defaultValue
            }
          }
        }
      }
    `);
    const map = data.branch_map_list as BranchPage;
    expect(map.total).toBe(6);
    expect(map.entities[0]).toMatchObject({
      title: "Prodejna Praha – Vinohrady",
      gps_latitude: 50.0771,
      gps_longitude: 14.4496,
      region: "Praha",
    });
    const fields = (data.__type as { fields: Array<{ name: string; args: Array<unknown> }> })
      .fields;
    expect(fields.find((field) => field.name === "branch_map_list")?.args).toContainEqual({
      name: "limit",
      defaultValue: "500",
    });
  });
});
