import { timingSafeEqual } from "node:crypto";

import * as z from "zod";

import { getConfig } from "#bff/config.ts";

import { getPlatform } from "./platform.ts";

export const CACHE_TAGS = ["product", "category", "page", "menu", "settings"] as const;

export const RevalidationSchema = z.object({ tags: z.array(z.enum(CACHE_TAGS)).min(1) });

/** True when the bearer token is the configured revalidation secret (constant-time). */
export function isRevalidationAuthorised(authorization: string | null): boolean {
  const secret = getConfig().REVALIDATE_SECRET;
  if (!secret || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Drops the data cache's entries of these tags, so the next read asks the upstream. */
export async function revalidateTags(tags: Array<(typeof CACHE_TAGS)[number]>) {
  return { dropped: await getPlatform().cache.store.invalidateTags(tags) };
}
