import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CartPageItem } from "#bff/pages/cart-page.ts";

import { QUANTITY_MAX } from "../../schemas/quantity-limits.ts";
import { useHref } from "../../utils/use-href.ts";
import { ErrorList } from "../forms/error-list.tsx";
import { Price } from "../product/price.tsx";

type ActionData = { result: SubmissionResult<Array<string>> };

/**
 * One cart row. The quantity form and the remove button are plain POST forms without
 * JavaScript; with it they go through fetchers and the page updates in place.
 */
export function CartLine({
  item,
  lastResult,
}: {
  item: CartPageItem;
  lastResult?: ActionData["result"];
}) {
  const { t } = useTranslation();
  const to = useHref();
  const updater = useFetcher<ActionData>({ key: `cart-line-update-${item.id}` });
  const remover = useFetcher<ActionData>({ key: `cart-line-remove-${item.id}` });
  const [form, fields] = useForm({
    id: `cart-line-${item.id}`,
    lastResult: updater.data?.result ?? lastResult,
    defaultValue: { intent: "update", itemId: item.id, quantity: String(item.amount) },
  });
  const label = item.variantName ? `${item.name} – ${item.variantName}` : item.name;
  const busy = updater.state !== "idle" || remover.state !== "idle";

  return (
    <tr className={busy ? "cart-line is-busy" : "cart-line"}>
      <th scope="row">
        {item.slug ? (
          <Link to={`${to("product", { slug: item.slug })}?variant_id=${item.variantId}`}>
            {item.name}
          </Link>
        ) : (
          item.name
        )}
        {item.variantName ? <span className="variant-name">{item.variantName}</span> : null}
      </th>
      <td data-label={t("cart.unitPrice")}>
        <Price amount={item.unitPrice} />
      </td>
      <td data-label={t("cart.quantityLabel")}>
        <updater.Form method="post" className="quantity-form" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="itemId" value={item.id} />
          <label htmlFor={fields.quantity.id} className="visually-hidden">
            {t("cart.quantityOf", { name: label })}
          </label>
          <input
            {...getInputProps(fields.quantity, { type: "number" })}
            key={fields.quantity.key}
            min={1}
            max={QUANTITY_MAX}
            step={1}
            inputMode="numeric"
            className="quantity-input"
          />
          <span className="unit">{item.unit}</span>
          <button type="submit" className="button" aria-label={t("cart.updateOf", { name: label })}>
            {t("cart.update")}
          </button>
          <ErrorList
            id={fields.quantity.errorId}
            errors={fields.quantity.errors}
            values={{ min: 1, max: QUANTITY_MAX, unit: item.unit }}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
        </updater.Form>
      </td>
      <td data-label={t("cart.lineTotal")}>
        <Price amount={item.totalPrice} />
      </td>
      <td>
        <remover.Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            className="button button-link"
            aria-label={t("cart.removeOf", { name: label })}
          >
            {t("cart.remove")}
          </button>
        </remover.Form>
      </td>
    </tr>
  );
}
