import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";

import { useQuantityOnChange } from "#app/components/cart/use-quantity-on-change.ts";
import { Price } from "#app/components/product/price.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ErrorList } from "#app/forms/error-list.tsx";
import { Field } from "#app/forms/field.tsx";
import { useSubmissionResult } from "#app/forms/use-submission-result.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUnitLabel } from "#app/i18n/use-unit-label.ts";
import { cartEvent } from "#app/tracking/shop-events.ts";
import { useTrack } from "#app/tracking/use-track.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHref } from "#app/utils/use-href.ts";
import type { CartPageItem } from "#bff/pages/cart-page.ts";
import "./cart.css";

export type CartActionData = { result: SubmissionResult<Array<string>> };

/** The keys of a line's fetchers start so: the summary dims its sums while one is busy. */
export const LINE_FETCHER_PREFIX = "cart-line-";

/**
 * One cart row. The quantity form and the remove button are plain POST forms without
 * JavaScript, the quantity sent by its button; with it they go through fetchers: a typed
 * quantity applies itself (the button is then hidden), shows at once while on its way, and a
 * removed row leaves before the store answers.
 */
export function CartLine({
  item,
  lastResult,
  onFirstScreen = false,
}: {
  item: CartPageItem;
  lastResult?: CartActionData["result"];
  /** The row is on a phone's first screen: its thumbnail is fetched at once. */
  onFirstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const to = useHref();
  const updater = useFetcher<CartActionData>({ key: `${LINE_FETCHER_PREFIX}update-${item.id}` });
  const remover = useFetcher<CartActionData>({ key: `${LINE_FETCHER_PREFIX}remove-${item.id}` });
  // While the change is on its way, the row shows the quantity asked for, not the old one.
  const pendingQuantity = updater.formData?.get("quantity");
  const shownAmount = typeof pendingQuantity === "string" ? pendingQuantity : String(item.amount);
  const [form, fields] = useForm({
    id: `cart-line-${item.id}`,
    lastResult: useSubmissionResult(updater.data?.result ?? lastResult, updater.state !== "idle"),
    defaultValue: { intent: "update", itemId: item.id, quantity: String(item.amount) },
  });
  const { onSubmit: submitForm, ...formProps } = getFormProps(form);
  const applyQuantity = useQuantityOnChange({
    amount: item.amount,
    refused: Boolean(form.errors?.length || fields.quantity.errors?.length),
    busy: updater.state !== "idle",
  });
  const label = item.variantName ? `${item.name} – ${item.variantName}` : item.name;
  const unit = useUnitLabel()(item.unit);
  const track = useTrack();
  const currency = useRootData()?.frame.currency.code;
  // Counted when the shopper removes it: the row leaves at once, the answer comes later.
  const trackRemoval = () => {
    if (!currency) return;
    track(
      cartEvent("remove_from_cart", {
        currency,
        item: {
          item_id: String(item.productId),
          item_name: item.name,
          item_variant: String(item.variantId),
          price: item.unitPrice,
          quantity: item.amount,
        },
      }),
    );
  };
  if (remover.state !== "idle" && !remover.data) return null;

  return (
    <tr className={updater.state === "idle" ? "cart-line" : "cart-line is-busy"}>
      <th scope="row" className="cart-line-name">
        <div className="cart-line-product">
          {item.image ? (
            <ResponsiveImage
              image={item.image}
              alt=""
              lazy={!onFirstScreen}
              className="cart-line-image"
            />
          ) : (
            <span className="cart-line-image" />
          )}
          <span>
            {item.slug ? (
              <Link to={`${to("product", { slug: item.slug })}?variant_id=${item.variantId}`}>
                {item.name}
              </Link>
            ) : (
              item.name
            )}
            {item.variantName ? <span className="variant-name">{item.variantName}</span> : null}
            {item.discount ? (
              <span className="cart-discount">
                {item.discount.freeUnits > 0
                  ? t("cart.discountFree", { units: item.discount.freeUnits, unit })
                  : t("cart.discount")}
              </span>
            ) : null}
          </span>
        </div>
      </th>
      <td className="cart-line-price cart-line-unit" data-label={t("cart.unitPrice")}>
        <Price amount={item.unitPrice} />{" "}
        <span className="price-without-vat">
          {t("cart.withoutVat")} <Price amount={item.unitPriceWithoutTax} />
        </span>
      </td>
      <td className="cart-line-quantity" data-label={t("cart.quantityLabel")}>
        <updater.Form
          method="post"
          className="quantity-form"
          {...formProps}
          onChange={applyQuantity.onChange}
          onBlur={applyQuantity.onBlur}
          onSubmit={(event) => {
            applyQuantity.onSubmit(event);
            if (!event.defaultPrevented) submitForm(event);
          }}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="itemId" value={item.id} />
          <Field
            inline
            field={fields.quantity}
            label={t("cart.quantityOf", { name: label })}
            labelClassName="visually-hidden"
            type="number"
            autoComplete="off"
            min={item.limits.min}
            max={item.limits.max}
            step={1}
            inputMode="numeric"
            className="quantity-input"
            errorValues={{ min: item.limits.min, max: item.limits.max, unit }}
          >
            <span className="unit">{unit}</span>
            <button
              type="submit"
              className="button quantity-update"
              aria-label={t("cart.updateOf", { name: label })}
            >
              {t("cart.update")}
            </button>
          </Field>
          <ErrorList id={form.errorId} errors={form.errors} />
        </updater.Form>
      </td>
      <td
        className="cart-line-price cart-line-total"
        data-label={t("cart.lineTotal")}
        aria-busy={updater.state !== "idle"}
      >
        {updater.state === "idle" ? null : (
          <span className="pending-amount">
            {t("cart.pendingAmount", { amount: shownAmount, unit })}{" "}
          </span>
        )}
        <Price amount={item.totalPrice} />{" "}
        <span className="price-without-vat">
          {t("cart.withoutVat")} <Price amount={item.totalPriceWithoutTax} />
        </span>
      </td>
      <td className="cart-line-remove">
        <remover.Form method="post" onSubmit={trackRemoval}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            className="button button-link"
            aria-label={t("cart.removeOf", { name: label })}
          >
            {t("cart.remove")}
          </button>
          <ErrorList errors={remover.data?.result.error?.[""]} />
        </remover.Form>
      </td>
    </tr>
  );
}
