import type { RequestContext } from "../context.ts";
import { isBffError } from "../errors.ts";
import { upstreamJson } from "../http/upstream-fetch.ts";

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

/** GET {CMS}/search: entities of every searchable type and their total. */
export function searchCms({
  ctx,
  q,
  limit = 10,
}: {
  ctx: RequestContext;
  q: string;
  limit?: number;
}) {
  return upstreamJson({
    ctx,
    service: "cms",
    path: "/search",
    query: { q, limit },
    schema: SearchResultSchema,
  });
}

/** A CMS page served on `path` although no route matches it, or null. */
export async function getUrlRewrite({
  ctx,
  lang,
  path,
}: {
  ctx: RequestContext;
  lang: string;
  path: string;
}): Promise<UrlRewrite | null> {
  try {
    return await upstreamJson({
      ctx,
      service: "cms",
      path: "/url-rewrite",
      query: { lang, path },
      schema: UrlRewriteSchema,
    });
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found") return null;
    throw error;
  }
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
  try {
    const { redirectPath } = await upstreamJson({
      ctx,
      service: "cms",
      path: "/redirect",
      query: { path, route, slug, type },
      schema: RedirectSchema,
    });
    return redirectPath;
  } catch (error) {
    if (isBffError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
