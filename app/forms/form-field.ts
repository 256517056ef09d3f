/**
 * A message under a field or a form: a translation key (a schema's message), the store's own
 * words (shown as they are), or a key with values of its own (an import line's number).
 */
export type FormMessage = string | { key: string; values: Record<string, string | number> };

/**
 * What the kit needs of a field. Conform's field metadata is one; a form that does without
 * Conform (the footer newsletter, loaded on every page) writes the same by hand.
 */
export type FormField = {
  id: string;
  name: string;
  /** The id of the field's message list, which the control points at while it has messages. */
  errorId: string;
  errors?: ReadonlyArray<FormMessage> | undefined;
  /** The submitted (or default) value the control starts with. */
  initialValue?: unknown;
  /** Changes when the form is reset, so the uncontrolled control starts afresh. */
  key?: string | undefined;
  formId?: string;
  required?: boolean | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  min?: string | number | undefined;
  max?: string | number | undefined;
  step?: string | number | undefined;
  pattern?: string | undefined;
};

/**
 * The native constraints of one field, as Conform's `constraint` option takes them. A form
 * gets them as plain data from a zod-free module beside its schema, tested equal to what
 * Conform derives from the schema, so the browser never loads the schema library.
 */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

/** A form's constraints by field name (`items[].amount` for the fields of a list). */
export type FormConstraint = Readonly<Record<string, FieldConstraint>>;

/** True while the field has a message to show. */
function isInvalid(field: FormField): boolean {
  return (field.errors?.length ?? 0) > 0;
}

/**
 * The attributes that tie a control to its field: id, name and the schema's constraints,
 * and for screen readers `aria-invalid` with the messages first in `aria-describedby`,
 * then any hint (`describedBy`).
 */
export function controlProps(field: FormField, describedBy?: string) {
  const invalid = isInvalid(field);
  const described = [invalid ? field.errorId : undefined, describedBy].filter(Boolean).join(" ");
  return {
    required: field.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": described || undefined,
  };
}

/** The constraints a text-like input takes from the schema. */
export function inputConstraints(field: FormField) {
  const { minLength, maxLength, min, max, step, pattern } = field;
  return { minLength, maxLength, min, max, step, pattern };
}

/** The submitted text, for an uncontrolled control's `defaultValue`. */
export function initialText(field: FormField): string | undefined {
  const value = field.initialValue;
  if (typeof value === "string") return value;
  return typeof value === "number" ? String(value) : undefined;
}
