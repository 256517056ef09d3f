import { Form, Link } from "@remix-run/react";

import { Price } from "#app/components/product/price.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { LIST_AMOUNT_MAX } from "#app/schemas/shopping-list-fields.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { ShoppingListLine, ShoppingListPage } from "#bff/pages/shopping-lists.ts";
import "./shopping-lists.css";

/** A refused amount, shown at its line with the number as typed. */
export type AmountRefusal = { itemId: number; typed: string; errors: Array<string> };

function AmountForm({ line, refusal }: { line: ShoppingListLine; refusal: AmountRefusal | null }) {
  const { t } = useTranslation();
  const inputId = `list-amount-${line.itemId}`;
  const errorId = `${inputId}-error`;
  return (
    <Form method="post" className="list-amount">
      <input type="hidden" name="intent" value="amount" />
      <input type="hidden" name="itemId" value={line.itemId} />
      <span>
        <label htmlFor={inputId}>{t("shoppingLists.amount")}</label>
        <input
          id={inputId}
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          max={LIST_AMOUNT_MAX}
          step={1}
          defaultValue={refusal ? refusal.typed : line.amount}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        />
      </span>
      <button
        type="submit"
        className="button"
        aria-label={t("shoppingLists.saveAmountLabel", { name: line.name })}
      >
        {t("shoppingLists.saveAmount")}
      </button>
      {refusal ? <ErrorList id={errorId} errors={refusal.errors} /> : null}
    </Form>
  );
}

/**
 * A list's lines: picture, name (to the product), price and stock, the amount to change and
 * "Odebrat"; each a small form of its own, so every change works without JavaScript.
 */
export function ShoppingListLines({
  page,
  refusal,
}: {
  page: ShoppingListPage;
  refusal: AmountRefusal | null;
}) {
  const { t } = useTranslation();
  const to = useHref();
  if (page.lines.length === 0) return <p>{t("shoppingLists.listEmpty")}</p>;
  return (
    <ul className="list-lines" aria-label={t("shoppingLists.itemsCaption")}>
      {page.lines.map((line) => (
        <li key={line.itemId} className="list-line">
          {line.image ? (
            <ResponsiveImage image={line.image} alt="" />
          ) : (
            <span className="image-placeholder" />
          )}
          <div className="list-line-body">
            <h3>
              <Link to={to("product", { slug: line.slug })}>{line.name}</Link>
            </h3>
            {line.price !== null ? (
              <p>
                {t("shoppingLists.unitPrice")}: <Price amount={line.price} />
              </p>
            ) : null}
            <p className={line.isAvailable ? "stock in-stock" : "stock sold-out"}>
              {line.availabilityText}
            </p>
          </div>
          <div className="list-line-actions">
            <AmountForm line={line} refusal={refusal?.itemId === line.itemId ? refusal : null} />
            <Form method="post">
              <input type="hidden" name="intent" value="removeItem" />
              <input type="hidden" name="itemId" value={line.itemId} />
              <button
                type="submit"
                className="button button-link"
                aria-label={t("shoppingLists.removeItemLabel", { name: line.name })}
              >
                {t("shoppingLists.removeItem")}
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
