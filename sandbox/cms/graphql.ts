import { readFileSync } from "node:fs";

import { createSchema, createYoga } from "graphql-yoga";

import type { Db } from "../db/open.ts";

import { type ContentBlock, loadHomepage } from "./content.ts";

const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

export const GRAPHQL_ENDPOINT = "/graphql";

export function createGraphqlHandler(db: Db) {
  return createYoga({
    schema: createSchema({
      typeDefs,
      resolvers: {
        Query: {
          homepage_configuration: () => loadHomepage(db),
        },
        ContentBlock: {
          __resolveType: (block: ContentBlock) => block.__typename,
        },
      },
    }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    landingPage: false,
    logging: false,
  });
}
