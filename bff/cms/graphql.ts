import { Client, fetchExchange, type DocumentInput } from "@urql/core";
import type { z } from "zod";

import { getConfig } from "../config.ts";
import type { RequestContext } from "../context.ts";
import { BffError } from "../errors.ts";
import { parseUpstream } from "../http/upstream-fetch.ts";
import { upstreamHeaders } from "../http/upstream-headers.ts";
import { isTimeout, upstreamSignal } from "../http/upstream-signal.ts";
import { log } from "../log.ts";

let client: Client | undefined;

function getClient(): Client {
  client ??= new Client({
    url: new URL("graphql", getConfig().CMS_URL.replace(/\/?$/, "/")).href,
    // No urql cache on the server: one process serves many shoppers and groups.
    exchanges: [fetchExchange],
    requestPolicy: "network-only",
    preferGetMethod: false,
  });
  return client;
}

/** Runs one CMS GraphQL query with the spec's headers and parses `data` with `schema`. */
export async function cmsQuery<Schema extends z.ZodType>({
  ctx,
  query,
  variables = {},
  schema,
}: {
  ctx: RequestContext;
  query: DocumentInput;
  variables?: Record<string, unknown>;
  schema: Schema;
}): Promise<z.output<Schema>> {
  const config = getConfig();
  const headers = upstreamHeaders(ctx, config.UPSTREAM_HEADER_PREFIX);
  const signal = upstreamSignal(ctx, config.UPSTREAM_TIMEOUT_MS);
  // urql installs its own AbortController; merging ours in keeps timeouts and disconnects.
  const fetchWithSignal: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: {
        ...Object.fromEntries(headers),
        ...Object.fromEntries(new Headers(init?.headers)),
      },
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    });

  const result = await getClient()
    .query(query, variables, { fetch: fetchWithSignal, requestPolicy: "network-only" })
    .toPromise();

  if (result.error) {
    const { networkError, graphQLErrors } = result.error;
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    if (networkError) {
      const timedOut = isTimeout(networkError) || isTimeout(networkError.cause);
      log.warn("cms graphql network error", {
        requestId: ctx.requestId,
        error: String(networkError),
      });
      throw new BffError({ kind: "upstream" }, timedOut ? 504 : 503);
    }
    log.error("cms graphql errors", {
      requestId: ctx.requestId,
      errors: graphQLErrors.map((error) => ({
        message: error.message,
        locations: error.locations,
        path: error.path,
      })),
    });
    throw new BffError({ kind: "upstream" }, 502);
  }
  return parseUpstream(schema, result.data, { service: "cms", path: "/graphql" });
}
