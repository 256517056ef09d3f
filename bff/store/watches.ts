import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";
import { upstreamJson, upstreamNoContent } from "#bff/http/upstream-fetch.ts";

/**
 * A back-in-stock watch of the customer's e-mail (decision 003: the spec only names the
 * watch's creation, so listing and removing are the store's account calls).
 */
const WatchSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  createdAt: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type Watch = z.output<typeof WatchSchema>;

export const WatchListSchema = z.object({ data: z.array(WatchSchema) });

/** GET {store}/api/v1/user/watchers: the customer's watches, newest first. */
export async function listWatches({ ctx }: { ctx: RequestContext }): Promise<Array<Watch>> {
  const { data } = await upstreamJson({
    ctx,
    service: "store",
    path: "/api/v1/user/watchers",
    schema: WatchListSchema,
  });
  return data;
}

/** DELETE {store}/api/v1/user/watchers/{id} */
export function removeWatch({ ctx, id }: { ctx: RequestContext; id: number }) {
  return upstreamNoContent({
    ctx,
    service: "store",
    path: `/api/v1/user/watchers/${id}`,
    method: "DELETE",
  });
}
