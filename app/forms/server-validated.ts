import { parse, type Intent, type Submission } from "@conform-to/react";

/**
 * Conform's `onValidate` for a form that fills its own fields (`form.update`: the ARES
 * look-up, a saved address) while only its action validates (decision 052). Without an
 * `onValidate` Conform would post each such fill to the action; with this one it stays in
 * the browser, which judges nothing. A submission goes to the action untouched, and a
 * fill keeps the last answer's messages except the filled field's own.
 */
export function serverValidated<Schema>({
  form,
  formData,
}: {
  form: HTMLFormElement;
  formData: FormData;
}): Submission<Schema> {
  return parse<Schema, Array<string>>(formData, {
    resolve: (_payload, intent) => ({ error: intent ? keptMessages(form, intent) : null }),
  });
}

/** Every message of the form stays (null: as it was), but the one of a field just filled. */
function keptMessages(form: HTMLFormElement, intent: Intent): Record<string, null> {
  const filled = intent.type === "update" ? intent.payload.name : undefined;
  const names = new Set([
    "",
    ...Array.from(form.elements, (element) => element.getAttribute("name")),
  ]);
  const kept: Record<string, null> = {};
  for (const name of names) if (name !== null && name !== filled) kept[name] = null;
  return kept;
}
