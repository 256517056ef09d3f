import { parseWithZod } from "@conform-to/zod/v4";

import { type z } from "#bff/rules/zod-without-eval.ts";

/** The form's own schema run in the browser as the shopper types (Conform's onValidate). */
export function validateAsTyped<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}
