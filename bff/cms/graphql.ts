import { Client, fetchExchange, type DocumentInput } from "@urql/core";
import { getOperationAST, print, type DocumentNode } from "graphql";
import type * as z from "zod";

import { getConfig } from "#bff/config.ts";
import type { RequestContext } from "#bff/context.ts";
import { BffError, isBffError } from "#bff/errors.ts";
import { GRAPHQL_CACHE_POLICY, type CachePolicy } from "#bff/http/cache-policy.ts";
import { parseUpstream, sendUpstream, throughCache, unanswered } from "#bff/http/upstream-fetch.ts";
import { isTimeout } from "#bff/http/upstream-signal.ts";
import { log } from "#bff/log.ts";

const GRAPHQL_CALL = { service: "cms", method: "POST", path: "/graphql" } as const;

/**
 * A client for one call. urql's client hands one in-flight answer to every operation with
 * the same query and variables, whatever headers each sends: a shared client gave a German
 * page the Slovak answer of a page asking at the same moment (and would give one customer
 * group another's banners). The headers travel with the call (`fetch`), so each call gets
 * a client of its own; public answers are shared through the BFF's data cache instead, whose
 * keys name the audience. No urql cache either, for the same reason.
 */
function clientFor(fetch: typeof globalThis.fetch): Client {
  return new Client({
    url: new URL("graphql", getConfig().CMS_URL.replace(/\/?$/, "/")).href,
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
    fetch,
  });
}

/**
 * A query's text (the data cache key) and its Server-Timing name (the operation's, so each
 * query shows on its own). Printed once per document: every call, cache hits included,
 * needs the key, and printing a query costs more than answering a warm page's call.
 */
const described = new WeakMap<DocumentNode, { text: string; name: string }>();

function describeQuery(query: DocumentInput): { text: string; name: string } {
  if (typeof query === "string") return { text: query, name: "cms-graphql" };
  const document = query as DocumentNode;
  let description = described.get(document);
  if (!description) {
    const operation = getOperationAST(document);
    description = {
      text: print(document),
      name: operation?.name ? `cms-graphql-${operation.name.value}` : "cms-graphql",
    };
    described.set(document, description);
  }
  return description;
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
  name,
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
  const description = describeQuery(query);
  return throughCache(
    {
      ctx,
      service: "cms",
      cache: cache === false ? undefined : cache,
      name: name ?? description.name,
      key: `graphql ${description.text} ${JSON.stringify(variables)}`,
    },
    async (callCtx) => {
      const viaUpstream: typeof fetch = async (_input, init) =>
        sendUpstream({
          ...GRAPHQL_CALL,
          ctx: callCtx,
          body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
          safe: true,
        });
      const result = await clientFor(viaUpstream).query(query, variables).toPromise();

      if (result.error) {
        const { networkError, graphQLErrors } = result.error;
        if (callCtx.signal?.aborted) throw callCtx.signal.reason;
        if (isBffError(networkError)) throw networkError;
        // urql reads the body itself: a body that stalls past the limit lands here.
        if (isTimeout(networkError)) {
          throw unanswered(networkError, { ...GRAPHQL_CALL, ctx: callCtx });
        }
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
      return parseUpstream(schema, result.data, GRAPHQL_CALL);
    },
  );
}
