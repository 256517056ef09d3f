import { Client, fetchExchange, type DocumentInput } from "@urql/core";
import { getOperationAST, print, type DocumentNode } from "graphql";
import type { z } from "zod";

import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { BffError, isBffError } from "../errors.ts";
import { GRAPHQL_CACHE_POLICY, type CachePolicy } from "../http/cache-policy.ts";
import { parseUpstream, sendUpstream, throughCache } from "../http/upstream-fetch.ts";
import { log } from "../log.ts";

let client: Client | undefined;

function getClient(): Client {
  client ??= new Client({
    url: new URL("graphql", getConfig().CMS_URL.replace(/\/?$/, "/")).href,
    // No urql cache on the server: one process serves many shoppers and groups; public
    // answers go through the BFF's data cache instead.
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
  });
  return client;
}

function queryText(query: DocumentInput): string {
  return typeof query === "string" ? query : print(query as DocumentNode);
}

/** The call's Server-Timing name: the operation's, so each query shows on its own. */
function timingName(query: DocumentInput): string {
  const operation = typeof query === "string" ? undefined : getOperationAST(query as DocumentNode);
  return operation?.name ? `cms-graphql-${operation.name.value}` : "cms-graphql";
}

/**
 * Runs one CMS GraphQL query and parses `data` with `schema`. The HTTP call goes through
 * the same path as REST calls (headers, timeout, breaker, one retry: a query is a safe
 * read), and a query with a cache policy is answered from the data cache.
 */
export async function cmsQuery<Schema extends z.ZodType>({
  ctx,
  query,
  variables = {},
  schema,
  cache = GRAPHQL_CACHE_POLICY,
  name = timingName(query),
}: {
  ctx: RequestContext;
  query: DocumentInput;
  variables?: Record<string, unknown>;
  schema: Schema;
  /** Public content by default; `false` for a query that must reach the CMS every time. */
  cache?: CachePolicy | false;
  /** The call's Server-Timing name; defaults to the query's operation name. */
  name?: string;
}): Promise<z.output<Schema>> {
  const text = queryText(query);
  return throughCache(
    {
      ctx,
      service: "cms",
      cache: cache === false ? undefined : cache,
      name,
      key: `graphql ${text} ${JSON.stringify(variables)}`,
    },
    async (callCtx) => {
      const viaUpstream: typeof fetch = async (_input, init) =>
        sendUpstream({
          ctx: callCtx,
          service: "cms",
          path: "/graphql",
          method: "POST",
          body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
          safe: true,
        });
      const result = await getClient()
        .query(query, variables, { fetch: viaUpstream, requestPolicy: "network-only" })
        .toPromise();

      if (result.error) {
        const { networkError, graphQLErrors } = result.error;
        if (callCtx.signal?.aborted) throw callCtx.signal.reason;
        if (isBffError(networkError)) throw networkError;
        if (networkError) throw new BffError({ kind: "upstream" }, 502);
        log.error("cms graphql errors", {
          requestId: callCtx.requestId,
          errors: graphQLErrors.map((error) => ({
            message: error.message,
            locations: error.locations,
            path: error.path,
          })),
        });
        throw new BffError({ kind: "upstream" }, 502);
      }
      return parseUpstream(schema, result.data, { service: "cms", path: "/graphql" });
    },
  );
}
