import type { ReactNode, TextareaHTMLAttributes } from "react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { controlProps, initialText, type FormField } from "#app/forms/form-field.ts";

type ExtraTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "form" | "defaultValue" | "value" | "children"
>;

/**
 * A labelled multi-line text and its messages, in a `.field` column or, `inline`, straight
 * in the form, where `children` (another control) come before the messages. `describedBy`
 * names help text elsewhere on the page that is read with the field.
 */
export function TextareaField({
  field,
  label,
  describedBy,
  inline = false,
  messagesRole,
  children,
  ...textareaProps
}: {
  field: FormField;
  label: ReactNode;
  describedBy?: string;
  inline?: boolean;
  /** "alert" where the messages come with the page after a submission (no live region). */
  messagesRole?: "alert";
  children?: ReactNode;
} & ExtraTextareaProps) {
  const content = (
    <>
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...controlProps(field, describedBy)}
        minLength={field.minLength}
        maxLength={field.maxLength}
        defaultValue={initialText(field)}
        key={field.key}
        {...textareaProps}
      />
      {children}
      <ErrorList id={field.errorId} errors={field.errors} role={messagesRole} />
    </>
  );
  return inline ? content : <div className="field">{content}</div>;
}
