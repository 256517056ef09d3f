import * as z from "zod";

import { BffError } from "#bff/errors.ts";

/** An upstream's error body, as the spec's error catalogue reads it; every part optional. */
const ErrorBodySchema = z.object({
  statusCode: z.number().int().optional(),
  status: z.number().int().optional(),
  errors: z
    .array(z.object({ field: z.string().nullish(), title: z.string().nullish() }))
    .optional(),
});

/**
 * Turns an upstream error answer into a BffError. The status comes from `statusCode`, then
 * `status`, then the HTTP status, default 500; the message is "{field} - {title}" when the
 * first error names a field, otherwise its title, otherwise empty; the title is the first
 * error's title alone, the words a form or notice shows (without them the UI shows the
 * generic "Něco se porouchalo" texts).
 */
export function normaliseUpstreamError(httpStatus: number | undefined, body: unknown): BffError {
  const parsed = ErrorBodySchema.safeParse(body);
  const errorBody = parsed.success ? parsed.data : {};
  const status = errorBody.statusCode ?? errorBody.status ?? httpStatus ?? 500;
  const errors = errorBody.errors ?? [];
  const first = errors[0];
  const title = first?.title?.trim() ?? "";
  const field = first?.field?.trim() ?? "";
  const message = title && field ? `${field} - ${title}` : title;

  if (status === 404) return new BffError({ kind: "not_found" }, status, message, title);
  if (status === 401) return new BffError({ kind: "unauthorized" }, status, message, title);
  if (status === 403) return new BffError({ kind: "forbidden" }, status, message, title);
  if (status === 400 || status === 422) {
    const fieldErrors: Record<string, Array<string>> = {};
    for (const error of errors) {
      if (!error.field || !error.title) continue;
      (fieldErrors[error.field] ??= []).push(error.title);
    }
    return new BffError({ kind: "validation", fieldErrors }, status, message, title);
  }
  return new BffError({ kind: "upstream" }, status, message, title);
}
