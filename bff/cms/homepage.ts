import { gql } from "@urql/core";

import type { RequestContext } from "#bff/context.ts";
import { log } from "#bff/log.ts";

import { CONTENT_BLOCKS } from "./content.ts";
import { cmsQuery } from "./graphql.ts";
import { ContentBlockSchema, type ContentBlock } from "./schemas-content.ts";
import { HomepageConfigurationSchema } from "./schemas.ts";

const HOMEPAGE_QUERY = gql`
  query HomepageConfiguration {
    homepage_configuration {
      _id
      title
      content_blocks { ${CONTENT_BLOCKS} }
    }
  }
`;

/** Blocks that fit their kind's schema; others are dropped and logged. */
export function validBlocks(blocks: Array<unknown>): Array<ContentBlock> {
  return blocks.flatMap((block) => {
    const parsed = ContentBlockSchema.safeParse(block);
    if (parsed.success) return [parsed.data];
    const kind = (block as { __typename?: unknown } | null)?.__typename;
    log.warn("content block skipped", { kind: String(kind) });
    return [];
  });
}

/** The CMS homepage configuration: its title and its valid content blocks. */
export async function getHomepageConfiguration({ ctx }: { ctx: RequestContext }) {
  const data = await cmsQuery({ ctx, query: HOMEPAGE_QUERY, schema: HomepageConfigurationSchema });
  const configuration = data.homepage_configuration;
  return configuration
    ? { ...configuration, content_blocks: validBlocks(configuration.content_blocks) }
    : null;
}
