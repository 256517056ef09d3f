import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  LIST_NAME_MAX_LENGTH,
  SHOPPING_LIST_NAME_CONSTRAINT,
} from "#app/schemas/shopping-list-fields.ts";
import type { ShoppingListNameFormInput } from "#app/schemas/shopping-list.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import "./account-forms.css";
import "./shopping-lists.css";

/**
 * A list's name: a new list, or a new name for one. A plain POST, with or without
 * JavaScript; the action validates (the page again with the message by the field and the
 * name as typed).
 */
export function ListNameForm({
  id,
  intent,
  submit,
  defaultName,
  result,
}: {
  id: string;
  intent: "create" | "rename";
  submit: string;
  defaultName?: string;
  result?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm<ShoppingListNameFormInput>({
    id,
    lastResult: useSubmissionResult(result),
    defaultValue: { name: defaultName ?? "" },
    constraint: SHOPPING_LIST_NAME_CONSTRAINT,
  });
  return (
    <Form method="post" className="account-form list-name-form" {...getFormProps(form)} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Field field={fields.name} label={t("shoppingLists.name")} maxLength={LIST_NAME_MAX_LENGTH} />
      <div role="alert" className="account-form-errors">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <p className="account-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {submit}
        </button>
      </p>
    </Form>
  );
}
