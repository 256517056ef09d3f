import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";

import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { SelectField } from "#app/forms/select-field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  ADD_TO_LIST_CONSTRAINT,
  LIST_AMOUNT_MAX,
  LIST_NAME_MAX_LENGTH,
} from "#app/schemas/shopping-list-fields.ts";
import type { AddToListFormInput } from "#app/schemas/shopping-list.server.ts";
import { useHref } from "#app/utils/use-href.ts";
import "./add-to-list.css";

/**
 * "Přidat do nákupního seznamu" on the product page: the chosen variant with an amount onto
 * one of the customer's lists, or onto a first list named here. A plain POST to the
 * product's own action, so a refusal comes back on this page by its field.
 */
export function AddToListForm({
  variantId,
  lists,
  result,
}: {
  variantId: number;
  lists: ReadonlyArray<{ id: number; name: string }>;
  result?: SubmissionResult<Array<string>>;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const location = useLocation();
  const [form, fields] = useForm<AddToListFormInput>({
    id: `add-to-list-${variantId}`,
    lastResult: useSubmissionResult(result),
    defaultValue: {
      amount: "1",
      listId: lists[0] ? String(lists[0].id) : undefined,
      newListName: t("shoppingLists.newListDefault"),
    },
    constraint: ADD_TO_LIST_CONSTRAINT,
  });
  return (
    <section className="add-to-list" aria-labelledby="add-to-list-title">
      <h2 id="add-to-list-title">{t("shoppingLists.addTitle")}</h2>
      <Form method="post" preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="addToList" />
        <input type="hidden" name="variantId" value={variantId} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <div className="add-to-list-fields">
          {lists.length > 0 ? (
            <SelectField
              field={fields.listId}
              label={t("shoppingLists.addList")}
              options={lists.map((list) => ({ value: String(list.id), label: list.name }))}
              autoComplete="off"
            />
          ) : (
            <Field
              field={fields.newListName}
              label={t("shoppingLists.newListName")}
              maxLength={LIST_NAME_MAX_LENGTH}
            />
          )}
          <Field
            field={fields.amount}
            label={t("shoppingLists.amount")}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIST_AMOUNT_MAX}
          />
          <button type="submit" className="button">
            {t("shoppingLists.addSubmit")}
          </button>
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
      </Form>
      <p>
        <Link to={to("accountShoppingLists")}>{t("shoppingLists.manage")}</Link>
      </p>
    </section>
  );
}
