import * as z from "zod";

import type { RequestContext } from "#bff/context.ts";

import { cmsQuery } from "./graphql.ts";
import { ImagePathSchema } from "./schemas-content.ts";

const CategoryImageSchema = z
  .object({ store_id: z.number().int(), top_category_image: ImagePathSchema.nullish() })
  .nullable();

/**
 * The top-category pictures of several store categories in one GraphQL request: the CMS
 * answers `category(store_id)` one at a time, so each is an aliased field of one query.
 * The ids are integers of the catalogue's own answer, never text a shopper sent.
 */
export async function getCategoryImages({
  ctx,
  storeIds,
}: {
  ctx: RequestContext;
  storeIds: ReadonlyArray<number>;
}): Promise<Map<number, z.infer<typeof ImagePathSchema>>> {
  const ids = storeIds.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return new Map();
  const fields = ids.map(
    (id) => `c${id}: category(store_id: ${id}) { store_id top_category_image { path alt } }`,
  );
  const data = await cmsQuery({
    ctx,
    query: `query CategoryImages { ${fields.join(" ")} }`,
    schema: z.record(z.string(), CategoryImageSchema),
    name: "cms-graphql-CategoryImages",
  });
  const images = new Map<number, z.infer<typeof ImagePathSchema>>();
  for (const category of Object.values(data)) {
    if (category?.top_category_image) images.set(category.store_id, category.top_category_image);
  }
  return images;
}
