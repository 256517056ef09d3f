import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

// Zod asks once whether it may compile its parsers with `new Function`. The page's CSP
// forbids that, so the answer is no, as it should be, yet the browser files the attempt as
// a CSP violation on every page that validates as the shopper types. The server keeps
// zod's compiled parsers: its own parsing of upstream answers is faster with them.
if (typeof document !== "undefined") z.config({ jitless: true });

/** The form's own schema run in the browser as the shopper types (Conform's onValidate). */
export function validateAsTyped<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}
