import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { ErrorList } from "#app/components/forms/error-list.tsx";

/** A labelled input of the sign-in forms with its messages wired to it. */
export function AuthField({
  field,
  label,
  type,
  autoComplete,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "tel" | "password";
  autoComplete: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={field.id}>{t(label)}</label>
      <input {...getInputProps(field, { type })} key={field.key} autoComplete={autoComplete} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A consent box: the label beside it, the message under both. */
export function AuthCheckbox({
  field,
  children,
}: {
  field: FieldMetadata<boolean | undefined>;
  children: ReactNode;
}) {
  return (
    <div className="field field-checkbox">
      <div className="field-checkbox-row">
        <input {...getInputProps(field, { type: "checkbox" })} key={field.key} />
        <label htmlFor={field.id}>{children}</label>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
