import { gql } from "@urql/core";

import type { RequestContext } from "../context.ts";

import { cmsQuery } from "./graphql.ts";
import { HomepageConfigurationSchema } from "./schemas.ts";

const HOMEPAGE_QUERY = gql`
  query HomepageConfiguration {
    homepage_configuration {
      _id
      title
      content_blocks {
        __typename
        ... on ProductsBlock {
          title
          product_reference {
            entityId
          }
        }
      }
    }
  }
`;

/** The CMS homepage configuration: its title and content blocks. */
export async function getHomepageConfiguration({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({ ctx, query: HOMEPAGE_QUERY, schema: HomepageConfigurationSchema });
  return data.homepage_configuration;
}
