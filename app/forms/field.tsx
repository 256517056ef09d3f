import type { InputHTMLAttributes, ReactNode } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import {
  controlProps,
  initialText,
  inputConstraints,
  type FormField,
} from "#app/forms/form-field.ts";

/** Attributes of the input a form may add; the kit owns its id, name, value and aria wiring. */
type ExtraInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "form" | "type" | "defaultValue" | "value" | "children" | "autoComplete"
>;

/**
 * A labelled input with its messages. Without `inline` the three sit in a `.field` column;
 * with it they go straight into the form's own row (the cart's quantity, the coupon), where
 * `children` (a unit, the button) follow the input. A `hint` is read with the input.
 */
export function Field({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  errorValues,
  inline = false,
  labelClassName,
  messagesRole,
  children,
  ...inputProps
}: {
  field: FormField;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "password" | "date" | "number" | "file";
  /** What the browser may fill in ("off" included); a file input has none. */
  autoComplete?: string;
  hint?: ReactNode;
  /** Values of the field's messages (the quantity's limits). */
  errorValues?: Record<string, string | number>;
  inline?: boolean;
  labelClassName?: string;
  /** "alert" where the messages come with the page after a submission (no live region). */
  messagesRole?: "alert";
  children?: ReactNode;
} & ExtraInputProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const content = (
    <>
      <label htmlFor={field.id} className={labelClassName}>
        {label}
      </label>
      <input
        {...controlProps(field, hintId)}
        type={type}
        {...inputConstraints(field)}
        defaultValue={type === "file" ? undefined : initialText(field)}
        key={field.key}
        autoComplete={autoComplete}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList
        id={field.errorId}
        errors={field.errors}
        values={errorValues}
        role={messagesRole}
      />
    </>
  );
  return inline ? content : <div className="field">{content}</div>;
}
