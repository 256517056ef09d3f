import * as z from "zod";

/** Query and path values arrive as strings; these read them as the numbers they name. */
export const queryInt = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

export const positiveIdParam = queryInt(1, Number.MAX_SAFE_INTEGER);

export function paginationMeta(total: number, page: number, perPage: number) {
  return {
    pagination: { total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
