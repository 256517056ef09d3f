import * as z from "zod";

/** Query parameter shapes shared by the CMS's REST reads. */

/** A comma list, also accepted as a repeated query parameter. */
export const commaList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value.join(",") : value)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean),
);

export const positiveInt = (max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive().max(max));

export const idList = commaList.pipe(z.array(positiveInt()));

export const flag = z
  .enum(["1", "0", "true", "false", ""])
  .transform((value) => value === "1" || value === "true" || value === "");
