import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/*
 * The account's order URLs and forms, in a server module so their schemas stay out of the
 * pages' browser bundles.
 */

/** An order's code (or, as the spec allows, its id); anything else names no order. */
const CodeOrIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,32}$/);

/** `?page=2`, as the catalogue names it; page 1 has no parameter. */
const PageSchema = z.union([
  z.null().transform(() => 1),
  z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .transform(Number),
]);

const ReorderSchema = z.object({ intent: z.literal("reorder") });

/** The order a URL names, or null when it cannot name one. */
export function orderCodeOrId(param: string | undefined): string | null {
  const parsed = CodeOrIdSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}

/** The list page a URL asks for, or null for a page number that cannot be. */
export function ordersPageNumber(searchParams: URLSearchParams): number | null {
  const parsed = PageSchema.safeParse(searchParams.get("page"));
  return parsed.success ? parsed.data : null;
}

export function reorderSubmission(formData: FormData) {
  return parseWithZod(formData, { schema: ReorderSchema });
}
