import { useCallback, useRef, type ReactNode } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { controlProps, type FormField } from "#app/forms/form-field.ts";
import { useEarlyInput } from "#app/utils/use-early-input.ts";

/**
 * A checkbox with its label beside it and its message under both (a consent, a section's
 * switch). `onToggle` lets a section open and close with it, also for a box ticked before
 * the page became interactive.
 */
export function CheckboxField({
  field,
  label,
  checked,
  onToggle,
}: {
  field: FormField;
  label: ReactNode;
  /** Ticked at first regardless of the submitted value (a mode switched on by its fields). */
  checked?: boolean;
  onToggle?: (checked: boolean) => void;
}) {
  const boxRef = useRef<HTMLInputElement>(null);
  useEarlyInput(
    boxRef,
    useCallback((box: HTMLInputElement) => onToggle?.(box.checked), [onToggle]),
  );
  return (
    <div className="field field-checkbox">
      <div className="field-checkbox-row">
        <input
          {...controlProps(field)}
          ref={boxRef}
          type="checkbox"
          value="on"
          defaultChecked={checked ?? field.initialValue === "on"}
          key={field.key}
          onChange={onToggle ? (event) => onToggle(event.currentTarget.checked) : undefined}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
