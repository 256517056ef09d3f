import type { ReactNode } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { controlProps, initialText, type FormField } from "#app/forms/form-field.ts";

/** A labelled select of fixed options, each with its (translated) label, and its messages. */
export function SelectField({
  field,
  label,
  options,
  autoComplete,
  placeholder,
}: {
  field: FormField;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete: string;
  /** An empty first option: nothing chosen. */
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select
        {...controlProps(field)}
        defaultValue={initialText(field)}
        key={field.key}
        autoComplete={autoComplete}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
