import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "#app/components/forms/error-list.tsx";

type Meta = FieldMetadata<string | boolean | undefined>;

type TextFieldProps = {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "tel" | "date" | "password";
  autoComplete?: string;
  hint?: string;
  /** Shown after the label: an optional field says so, a required one is the rule. */
  optional?: boolean;
  children?: ReactNode;
};

/** A labelled input with its messages beside it, wired for screen readers by Conform. */
export function DetailsTextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  optional = false,
  children,
}: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={meta.id}>
        {label}
        {optional ? <span className="details-optional"> {t("checkout.info.optional")}</span> : null}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
        key={meta.key}
        autoComplete={autoComplete}
      />
      {hint ? (
        <p id={`${meta.id}-hint`} className="details-hint">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A multi-line note. */
export function DetailsTextArea({ meta, label }: { meta: Meta; label: string }) {
  const { t } = useTranslation();
  const value = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  return (
    <div className="field">
      <label htmlFor={meta.id}>
        {label}
        <span className="details-optional"> {t("checkout.info.optional")}</span>
      </label>
      <textarea
        id={meta.id}
        name={meta.name}
        key={meta.key}
        defaultValue={value}
        rows={3}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
      />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A select of fixed options, each with its translated label. */
export function DetailsSelectField({
  meta,
  label,
  options,
  autoComplete,
  placeholder,
}: {
  meta: Meta;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...getSelectProps(meta)} key={meta.key} autoComplete={autoComplete}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A checkbox with its label after it; `onToggle` lets a section open and close with it. */
export function DetailsCheckbox({
  meta,
  label,
  checked,
  onToggle,
}: {
  meta: Meta;
  label: ReactNode;
  /** Ticked at first regardless of the submitted value (a mode switched on by its fields). */
  checked?: boolean;
  onToggle?: (checked: boolean) => void;
}) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field details-checkbox">
      <input
        {...props}
        defaultChecked={checked ?? props.defaultChecked}
        key={meta.key}
        onChange={onToggle ? (event) => onToggle(event.currentTarget.checked) : undefined}
      />
      <label htmlFor={meta.id}>{label}</label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
