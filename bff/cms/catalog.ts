import type * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { isBffError } from "#bff/errors.ts";
import { cachePolicyFor } from "#bff/http/cache-policy.ts";
import { fetchJson, throughCache, upstreamJson } from "#bff/http/upstream-fetch.ts";

import {
  type CatalogScope,
  CatalogStateSchema,
  RedirectSchema,
  SearchResultSchema,
  StoreCategoryListSchema,
  type UrlRewrite,
  UrlRewriteSchema,
} from "./schemas-catalog.ts";

/** GET {CMS}/catalog/category by slugs or ids; all categories without either. */
export async function getCategories({
  ctx,
  slugs,
  ids,
}: {
  ctx: RequestContext;
  slugs?: Array<string>;
  ids?: Array<number>;
}) {
  const { entities } = await upstreamJson({
    ctx,
    service: "cms",
    path: "/catalog/category",
    query: { slugs, ids, checkPermissions: true },
    schema: StoreCategoryListSchema,
  });
  return entities;
}

/** GET {CMS}/api/catalog/v2/state: one listing's products, facets, sort and pages. */
export function getCatalogState({ ctx, scope }: { ctx: RequestContext; scope: CatalogScope }) {
  return upstreamJson({
    ctx,
    service: "cms",
    path: "/api/catalog/v2/state",
    query: { scope: JSON.stringify(scope) },
    schema: CatalogStateSchema,
  });
}

/**
 * GET {CMS}/search: entities of every searchable type and their total; `types` narrows
 * both to those entity types (docs/decisions/005-cms-contract.md).
 */
export function searchCms({
  ctx,
  q,
  limit = 10,
  types,
}: {
  ctx: RequestContext;
  q: string;
  limit?: number;
  types?: Array<string>;
}) {
  return upstreamJson({
    ctx,
    service: "cms",
    path: "/search",
    query: { q, limit, type: types },
    schema: SearchResultSchema,
  });
}

/**
 * A lookup whose "not found" is an answer, not a failure: the redirect and URL-rewrite
 * lookups answer 404 for nearly every path (each category and page asks them beside its
 * own lookup), so the miss is cached like a hit and a warm page waits on neither.
 */
function lookupOrNull<Schema extends z.ZodType>({
  ctx,
  path,
  query,
  schema,
}: {
  ctx: RequestContext;
  path: string;
  query: Record<string, string | undefined>;
  schema: Schema;
}): Promise<z.output<Schema> | null> {
  return throughCache(
    {
      ctx,
      service: "cms",
      name: `cms ${path}`,
      key: `GET ${path} ${JSON.stringify(query)}`,
      cache: cachePolicyFor("cms", "GET", path),
    },
    async (callCtx) => {
      try {
        return await fetchJson({ ctx: callCtx, service: "cms", path, query, schema });
      } catch (error) {
        if (isBffError(error) && error.kind === "not_found") return null;
        throw error;
      }
    },
  );
}

/** A CMS page served on `path` although no route matches it, or null. */
export function getUrlRewrite({
  ctx,
  lang,
  path,
}: {
  ctx: RequestContext;
  lang: string;
  path: string;
}): Promise<UrlRewrite | null> {
  return lookupOrNull({
    ctx,
    path: "/url-rewrite",
    query: { lang, path },
    schema: UrlRewriteSchema,
  });
}

/** Where an old path moved, or null when it did not (the caller then shows a 404). */
export async function getRedirect({
  ctx,
  path,
  route,
  slug,
  type,
}: {
  ctx: RequestContext;
  path: string;
  route?: string;
  slug?: string;
  type?: string;
}): Promise<string | null> {
  const found = await lookupOrNull({
    ctx,
    path: "/redirect",
    query: { path, route, slug, type },
    schema: RedirectSchema,
  });
  return found?.redirectPath ?? null;
}
