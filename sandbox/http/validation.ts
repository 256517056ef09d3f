import type * as z from "zod";

import { MESSAGES } from "#sandbox/message-language.ts";

import { type ErrorEntry, HttpError, type Title } from "./errors.ts";

export interface ValidationOptions {
  status: number;
  /** A title per top-level field; other fields get a generic one. */
  titles: Readonly<Record<string, Title>>;
}

/** Parses request input or throws the error body with one entry per invalid top-level field. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  { status, titles }: ValidationOptions,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = new Map<string, ErrorEntry>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (errors.has(field)) continue;
    errors.set(
      field,
      field === ""
        ? { title: MESSAGES.invalidRequest }
        : { field, title: titles[field] ?? MESSAGES.invalidValue },
    );
  }
  throw new HttpError(status, [...errors.values()]);
}
